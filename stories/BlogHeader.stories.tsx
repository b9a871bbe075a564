import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { usePageColorMode } from '../.storybook/colorMode';
import { BlogHeader, SearchButton, UserMenu, type ColorMode } from '../ui';

function Harness(props: React.ComponentProps<typeof BlogHeader> & { username?: string }) {
  const { username, ...rest } = props;
  const [menuOpen, setMenuOpen] = useState(rest.menuOpen);
  const [colorMode, setColorMode] = useState<ColorMode>(rest.colorMode);
  // A new page colour mode (the Theme toolbar) resets the toggle; open menus stay open.
  const [pageMode, setPageMode] = useState(rest.colorMode);
  if (rest.colorMode !== pageMode) {
    setPageMode(rest.colorMode);
    setColorMode(rest.colorMode);
  }
  const [userOpen, setUserOpen] = useState(false);
  return (
    <div style={{ minHeight: 240 }}>
      <BlogHeader
        {...rest}
        menuOpen={menuOpen}
        colorMode={colorMode}
        onMenuOpenChange={(change) => {
          rest.onMenuOpenChange(change);
          setMenuOpen(change.open);
        }}
        onColorModeChange={(change) => {
          rest.onColorModeChange(change);
          setColorMode(change.colorMode);
        }}
        userMenu={
          username ? (
            <UserMenu
              username={username}
              open={userOpen}
              onOpenChange={({ open }) => setUserOpen(open)}
              onLogout={() => setUserOpen(false)}
            />
          ) : undefined
        }
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
  title: 'Blog/BlogHeader',
  component: BlogHeader,
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
} satisfies Meta<typeof BlogHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LoggedOut: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    await expect(canvas.getByRole('link', { name: 'Portfolio' })).toHaveAttribute('href', '/');
    await expect(canvas.getByRole('link', { name: 'Blogs' })).toHaveAttribute('href', '/blog');
  },
};

export const LoggedIn: Story = {
  render: (args, { globals }) => <PageHarness {...args} globals={globals} username="priya_dev" />,
};

/**
 * On a phone the links sit behind the menu button; pressing it shows them. The viewport global
 * sizes Storybook's canvas; the tag tells the visual test to shoot it at phone width only.
 */
export const MobileMenuOpen: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  tags: ['phone-only'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    await expect(canvas.getByRole('link', { name: 'Blogs' })).toBeVisible();
  },
};

/** Everything on the bar lies inside the window: nothing pushed off-screen, no sideways scroll. */
const fitsTheWindow: Story['play'] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const user = canvas.getByRole('button', { name: 'shreya_krishnamurthy' });
  await expect(user).toHaveAttribute('title', 'shreya_krishnamurthy');
  const search = canvas.queryByRole('button', { name: 'Search posts' });
  for (const control of [
    user,
    ...(search ? [search] : []),
    canvas.getByRole('button', { name: 'Switch to dark mode' }),
    canvas.getByRole('button', { name: 'Open menu' }),
  ]) {
    const box = control.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
  }
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
};

/** A long username at 375px: the name ends in an ellipsis (or only the avatar shows). */
export const LongUsernameMobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  tags: ['phone-only'],
  render: (args) => <Harness {...args} username="shreya_krishnamurthy" />,
  play: fitsTheWindow,
};

/** The search button sits between Login and the theme toggle, at every width. */
export const WithSearch: Story = {
  args: { search: <SearchButton onClick={fn()} /> },
};

/** A long username and the search button at 375px: everything still fits the window. */
export const WithSearchLongUsernameMobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  tags: ['phone-only'],
  args: { search: <SearchButton onClick={fn()} /> },
  render: (args) => <Harness {...args} username="shreya_krishnamurthy" />,
  play: fitsTheWindow,
};
