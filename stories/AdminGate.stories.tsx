import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { AdminGate } from '../ui';
import { inAdminPage } from './fixtures/adminFrame';

const meta = {
  title: 'Admin/AdminGate',
  component: AdminGate,
  tags: ['responsive'],
  decorators: [inAdminPage],
  args: { state: 'checking' },
} satisfies Meta<typeof AdminGate>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Asking the server who the visitor is. */
export const Checking: Story = {};

/** Nobody is logged in: a link to log in, which comes back to /admin. */
export const LoggedOut: Story = {
  args: { state: 'logged-out', loginHref: '/login?next=%2Fadmin' },
};

/** Logged in, but not as an owner: how an owner is made, and a way out. */
export const NotOwner: Story = {
  args: { state: 'not-owner', username: 'priya_dev', onLogout: fn() },
};

/** The server could not be asked. */
export const Failed: Story = {
  args: {
    state: 'error',
    error: 'Network error: the server could not be reached.',
    onRetry: fn(),
  },
};
