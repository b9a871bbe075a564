import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { DraftPreviews } from '../ui';
import { drafts } from './fixtures/admin';
import { inAdminPage } from './fixtures/adminFrame';

const meta = {
  title: 'Admin/DraftPreviews',
  component: DraftPreviews,
  tags: ['responsive'],
  decorators: [inAdminPage],
  args: { drafts, onCreateLink: fn(), onRevokeLink: fn(), onCopyLink: fn() },
} satisfies Meta<typeof DraftPreviews>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two drafts: one with a link just made (its address shown once) and an older link. */
export const Drafts: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /New preview link/ })).toHaveValue(
      drafts[0]!.links[1]!.url,
    );
    await expect(canvas.getAllByRole('button', { name: 'Create preview link' })).toHaveLength(2);
  },
};

export const Copied: Story = { args: { copiedLinkId: 'l2' } };

export const Creating: Story = { args: { busyIds: [drafts[1]!.id] } };

export const ActionFailed: Story = {
  args: { actionError: 'The preview link could not be made: Draft not found.' },
};

export const Loading: Story = { args: { drafts: [], loading: true } };

export const Empty: Story = { args: { drafts: [] } };

/** A Sanity project without a token that may read drafts. */
export const LoadFailed: Story = {
  args: {
    drafts: [],
    error:
      'Drafts cannot be read: set SANITY_TOKEN to a token of your Sanity project that may read drafts (docs/admin.md, Previews).',
    onRetry: fn(),
  },
};
