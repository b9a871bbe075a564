import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SessionList } from '../ui';
import { accountMessages, sessions } from './fixtures/account';
import { inAccountPage } from './fixtures/accountFrame';

const meta = {
  title: 'Account/SessionList',
  component: SessionList,
  tags: ['responsive'],
  decorators: [inAccountPage],
  args: { sessions, onSignOutOthers: fn() },
} satisfies Meta<typeof SessionList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** This browser (marked), a phone and a tablet whose browser was not recognised. */
export const Several: Story = {};

/** Only this browser: nothing to sign out. */
export const OnlyThisBrowser: Story = { args: { sessions: sessions.slice(0, 1) } };

export const SigningOut: Story = { args: { busy: true } };

export const SignedOut: Story = {
  args: { sessions: sessions.slice(0, 1), message: accountMessages.signedOut },
};

export const Failed: Story = { args: { error: accountMessages.network } };

export const SignOutClick: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign out everywhere else' }));
    await expect(args.onSignOutOthers).toHaveBeenCalledTimes(1);
  },
};
