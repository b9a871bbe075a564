import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { pageColorMode, usePageColorMode } from '../.storybook/colorMode';
import { SearchButton, TopBar, type ColorMode } from '../ui';

/** A stateful harness: the component is controlled, so the story holds menu and theme state. */
function Harness(props: React.ComponentProps<typeof TopBar>) {
  const [menuOpen, setMenuOpen] = useState(props.menuOpen);
  const [colorMode, setColorMode] = useState<ColorMode>(props.colorMode);
  // A new page colour mode (the Theme toolbar) resets the toggle; open menus stay open.
  const [pageMode, setPageMode] = useState(props.colorMode);
  if (props.colorMode !== pageMode) {
    setPageMode(props.colorMode);
    setColorMode(props.colorMode);
  }
  return (
    <div style={{ minHeight: 320 }}>
      <TopBar
        {...props}
        menuOpen={menuOpen}
        colorMode={colorMode}
        onMenuOpenChange={(change) => {
          props.onMenuOpenChange(change);
          setMenuOpen(change.open);
        }}
        onColorModeChange={(change) => {
          props.onColorModeChange(change);
          setColorMode(change.colorMode);
        }}
      />
    </div>
  );
}

/** The harness in the page's colour mode (the Theme toolbar), as the toggle is on the site. */
function PageHarness({
  globals,
  ...props
}: React.ComponentProps<typeof Harness> & { globals: Record<string, unknown> }) {
  return <Harness {...props} colorMode={usePageColorMode(globals)} />;
}

const meta = {
  title: 'Navigation/TopBar',
  component: TopBar,
  tags: ['responsive'],
  // The theme toggle shows the page's colour mode (the Theme toolbar), as it does on the site.
  render: (args, { globals }) => <PageHarness {...args} globals={globals} />,
  argTypes: { colorMode: { control: false } },
  args: {
    brand: 'Aarav Mehta',
    colorMode: 'light',
    menuOpen: false,
    onColorModeChange: fn(),
    onMenuOpenChange: fn(),
  },
} satisfies Meta<typeof TopBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The five links at 1280px; on a phone they hide behind the hamburger. */
export const Default: Story = {};

/**
 * On a phone, pressing the hamburger shows the links. The viewport global sizes Storybook's
 * canvas; the tag tells the visual test to shoot it at phone width only.
 */
export const MobileMenuOpen: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  tags: ['phone-only'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Open menu' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    await expect(args.onMenuOpenChange).toHaveBeenCalledWith({ open: true });
    await expect(canvas.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(canvas.getByRole('link', { name: 'Contact me' })).toBeVisible();
  },
};

/** Escape closes the open mobile menu and puts focus back on the menu button. */
export const MobileMenuEscape: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  tags: ['phone-only'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    canvas.getByRole('link', { name: 'Home' }).focus();
    await userEvent.keyboard('{Escape}');
    await expect(args.onMenuOpenChange).toHaveBeenLastCalledWith({ open: false });
    const button = canvas.getByRole('button', { name: 'Open menu' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toHaveFocus();
  },
};

/** The first Tab stop is 'Skip to content', shown while focused, pointing at the <main>. */
export const SkipLinkFocused: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toHaveFocus();
    await expect(skip).toHaveAttribute('href', '#main');
    await expect(skip.getBoundingClientRect().top).toBeGreaterThanOrEqual(0);
  },
};

/** The toggle reports the mode to switch to. */
export const ToggleTheme: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    // The bar starts in the page's mode (light or dark, from the toolbar).
    const to = pageColorMode(globals) === 'dark' ? 'light' : 'dark';
    const from = to === 'dark' ? 'light' : 'dark';
    await userEvent.click(canvas.getByRole('button', { name: `Switch to ${to} mode` }));
    await expect(args.onColorModeChange).toHaveBeenCalledWith({ colorMode: to });
    await expect(canvas.getByRole('button', { name: `Switch to ${from} mode` })).toBeVisible();
  },
};

/** With the search button beside the theme toggle: on a phone it stays in the bar, not the menu. */
export const WithSearch: Story = {
  args: { search: <SearchButton onClick={fn()} /> },
};

/** At 375px the search button is a 44x44 icon and the bar still fits the window. */
export const WithSearchMobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  tags: ['phone-only'],
  args: { search: <SearchButton onClick={fn()} /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const search = canvas.getByRole('button', { name: 'Search posts' });
    await expect(search).toBeVisible();
    const box = search.getBoundingClientRect();
    await expect(box.width).toBeGreaterThanOrEqual(44);
    await expect(box.height).toBeGreaterThanOrEqual(44);
    for (const control of [search, canvas.getByRole('button', { name: 'Open menu' })]) {
      const { left, right } = control.getBoundingClientRect();
      await expect(left).toBeGreaterThanOrEqual(0);
      await expect(right).toBeLessThanOrEqual(window.innerWidth);
    }
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
