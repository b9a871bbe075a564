import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ModerationLog } from '../ui';
import { moderationEntries } from './fixtures/admin';
import { inAdminPage } from './fixtures/adminFrame';

const meta = {
  title: 'Admin/ModerationLog',
  component: ModerationLog,
  tags: ['responsive'],
  decorators: [inAdminPage],
  args: { entries: moderationEntries },
} satisfies Meta<typeof ModerationLog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hidden, shown again and deleted comments, by the owner or by their author. */
export const Entries: Story = {};

/** An approval (a comment that waited, published) at the top of the log. */
export const WithApproval: Story = {
  args: {
    entries: [
      {
        id: 'l0',
        action: 'approve',
        postSlug: 'css-container-queries',
        postHref: '/blog/css-container-queries',
        authorName: 'new_reader',
        actorName: 'site_owner',
        createdAt: '2026-11-25T11:20:00Z',
      },
      ...moderationEntries,
    ],
  },
};

export const Empty: Story = { args: { entries: [] } };

export const Loading: Story = { args: { entries: [], loading: true } };

export const LoadFailed: Story = {
  args: { entries: [], error: 'The server answered 500.', onRetry: fn() },
};
