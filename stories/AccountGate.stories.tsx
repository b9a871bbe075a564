import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { AccountGate } from '../ui';
import { accountMessages } from './fixtures/account';
import { inAccountPage } from './fixtures/accountFrame';

const meta = {
  title: 'Account/AccountGate',
  component: AccountGate,
  tags: ['responsive'],
  decorators: [inAccountPage],
  args: { state: 'checking' },
} satisfies Meta<typeof AccountGate>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Checking: Story = {};

export const LoggedOut: Story = {
  args: { state: 'logged-out', loginHref: '/login?next=%2Faccount' },
};

export const Failed: Story = {
  args: { state: 'error', error: accountMessages.network, onRetry: fn() },
};

/** Right after 'Delete my account': it is gone, and so is the session. */
export const Deleted: Story = { args: { state: 'deleted' } };
