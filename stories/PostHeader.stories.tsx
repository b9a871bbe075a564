import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { Button, ClapButton, PostHeader } from '../ui';
import { longTitlePost, posts } from './fixtures/blog';

const post = posts[0]!;

const meta = {
  title: 'Blog/PostHeader',
  component: PostHeader,
  tags: ['responsive'],
  args: {
    title: post.title,
    publishedAt: post.publishedAt,
    readingMinutes: 4,
    categories: post.categories,
    image: post.image,
    actions: (
      <>
        <ClapButton count={128} onClap={fn()} />
        <Button type="button" variant="outline">
          Share
        </Button>
      </>
    ),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 760, margin: '0 auto', padding: 24 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PostHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(post.title);
    await expect(canvas.getByText('4 min read')).toBeVisible();
    await expect(canvas.getByRole('img')).toHaveAttribute('fetchpriority', 'high');
  },
};

export const LongTitle: Story = {
  args: {
    title: longTitlePost.title,
    categories: longTitlePost.categories,
    image: longTitlePost.image,
  },
};

/** A draft (`npm run develop`, a private preview): the badge above the categories. */
export const Draft: Story = {
  args: { draft: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Draft')).toBeVisible();
  },
};
