import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { UserMenu } from '../ui';

/** Holds the open state, as a page would. */
function Harness(props: React.ComponentProps<typeof UserMenu>) {
  const [open, setOpen] = useState(props.open);
  return (
    <div style={{ display: 'flex', justifyContent: 'flex-end', padding: 16, minHeight: 180 }}>
      <UserMenu
        {...props}
        open={open}
        onOpenChange={(change) => {
          props.onOpenChange(change);
          setOpen(change.open);
        }}
      />
    </div>
  );
}

const avatar =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" fill="#0e8a94"/><circle cx="20" cy="16" r="7" fill="#fff"/><path d="M6 38c2-9 26-9 28 0z" fill="#fff"/></svg>',
  );

const meta = {
  title: 'Account/UserMenu',
  component: UserMenu,
  render: (args) => <Harness {...args} />,
  args: {
    username: 'priya_sharma',
    open: false,
    onOpenChange: fn(),
    onLogout: fn(),
  },
} satisfies Meta<typeof UserMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

export const Open: Story = { args: { open: true } };

/** As the site shows it: 'Your account' above 'Logout'. */
export const OpenWithAccount: Story = { args: { open: true, accountHref: '/account' } };

export const WithImage: Story = { args: { avatarSrc: avatar, username: 'Aarav Mehta' } };

/** A long name is cut short, on a phone too. */
export const LongName: Story = {
  args: { username: 'a-very-long-username-that-keeps-going-and-going' },
  tags: ['responsive'],
};

/** Pointer: open the menu and choose Logout. */
export const ChooseLogout: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'priya_sharma' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith({ open: true });
    await userEvent.click(canvas.getByRole('menuitem', { name: 'Logout' }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('menu')).not.toBeInTheDocument();
  },
};

/** Keyboard: Enter opens and focuses the item, Escape closes and returns focus. */
export const KeyboardEscape: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'priya_sharma' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    const item = await canvas.findByRole('menuitem', { name: 'Logout' });
    await waitFor(() => expect(item).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('menu')).not.toBeInTheDocument();
    await expect(button).toHaveFocus();
    await expect(args.onLogout).not.toHaveBeenCalled();
  },
};
