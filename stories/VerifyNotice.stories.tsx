import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { VerifyNotice } from '../ui';
import { accountMessages } from './fixtures/account';

const meta = {
  title: 'Account/VerifyNotice',
  component: VerifyNotice,
  tags: ['responsive'],
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420, margin: '2rem auto', padding: '0 1rem' }}>
        <Story />
      </div>
    ),
  ],
  args: { email: 'priya@example.com', onResend: fn() },
} satisfies Meta<typeof VerifyNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Right after signup, on /login. */
export const Sent: Story = {};

export const Resending: Story = { args: { resending: true } };

export const Resent: Story = {
  args: {
    message: 'If an account with that address is waiting to be verified, a new link is on its way.',
  },
};

export const Failed: Story = { args: { error: accountMessages.network } };

export const ResendClick: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send it again' }));
    await expect(args.onResend).toHaveBeenCalledTimes(1);
  },
};
