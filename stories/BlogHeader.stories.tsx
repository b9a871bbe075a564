import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BlogHeader, UserMenu, type ColorMode } from '../ui';

function Harness(props: React.ComponentProps<typeof BlogHeader> & { username?: string }) {
  const { username, ...rest } = props;
  const [menuOpen, setMenuOpen] = useState(rest.menuOpen);
  const [colorMode, setColorMode] = useState<ColorMode>(rest.colorMode);
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

const meta = {
  title: 'Blog/BlogHeader',
  component: BlogHeader,
  render: (args) => <Harness {...args} />,
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
  render: (args) => <Harness {...args} username="priya_dev" />,
};

export const Dark: Story = {
  args: { colorMode: 'dark' },
  globals: { colorMode: 'dark' },
  render: (args) => <Harness {...args} username="priya_dev" />,
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

/** At 375px the links sit behind the menu button. */
export const MobileMenuOpen: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
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
  for (const control of [
    user,
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
  render: (args) => <Harness {...args} username="shreya_krishnamurthy" />,
  play: fitsTheWindow,
};

/** The same at 700px, where the name has room to show its start. */
export const LongUsernameNarrow: Story = {
  globals: { viewport: { value: 'tablet', isRotated: false } },
  render: (args) => <Harness {...args} username="shreya_krishnamurthy" />,
  play: fitsTheWindow,
};
