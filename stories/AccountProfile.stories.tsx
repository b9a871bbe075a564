import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AccountProfile } from '../ui';
import { accountMessages, accountUser } from './fixtures/account';
import { inAccountPage } from './fixtures/accountFrame';

const meta = {
  title: 'Account/AccountProfile',
  component: AccountProfile,
  tags: ['responsive'],
  decorators: [inAccountPage],
  args: {
    username: accountUser.username,
    email: accountUser.email,
    emailVerified: true,
    createdAt: accountUser.createdAt,
    onResendVerification: fn(),
  },
} satisfies Meta<typeof AccountProfile>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Verified: Story = {};

/** Marked in words, with a way to mail the link again. */
export const Unverified: Story = { args: { emailVerified: false } };

export const Resending: Story = { args: { emailVerified: false, resending: true } };

export const Resent: Story = {
  args: { emailVerified: false, message: accountMessages.resent },
};

export const ResendFailed: Story = {
  args: { emailVerified: false, error: accountMessages.network },
};

/** A change of address waits for the link mailed to the new one. */
export const MovingToANewAddress: Story = {
  args: { pendingEmail: 'priya.new@example.com' },
};

/** 'Send the link again' reports the click. */
export const ResendClick: Story = {
  args: { emailVerified: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send the link again' }));
    await expect(args.onResendVerification).toHaveBeenCalledTimes(1);
  },
};
