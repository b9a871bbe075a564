import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PostCard } from '../ui';
import { longTitlePost, posts } from './fixtures/blog';

const meta = {
  title: 'Blog/PostCard',
  component: PostCard,
  tags: ['card'],
  args: { post: posts[3]!, eager: true },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 340, padding: 24 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PostCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('12 May 2025')).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Read Full Article/ })).toHaveAttribute(
      'href',
      '/blog/dockerizing-node-apps',
    );
  },
};

export const LongTitle: Story = { args: { post: longTitlePost } };

export const NoImage: Story = {
  args: { post: { ...posts[0]!, image: undefined } },
};
