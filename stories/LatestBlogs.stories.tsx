import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LatestBlogs } from '../ui';
import { longTitlePost, posts } from './fixtures/landing';

/** Named sets for the `posts` control. */
const postSets = { Latest: posts, One: posts.slice(0, 1), None: [] };

const meta = {
  title: 'Landing/LatestBlogs',
  component: LatestBlogs,
  tags: ['responsive'],
  args: { posts },
  argTypes: { posts: { control: 'select', options: Object.keys(postSets), mapping: postSets } },
} satisfies Meta<typeof LatestBlogs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Seven posts given: only the newest six are shown. */
export const Many: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list');
    await expect(within(list).getAllByRole('link')).toHaveLength(6);
    await expect(canvas.getByRole('link', { name: 'Read More blog articles' })).toHaveAttribute(
      'href',
      '/blog',
    );
  },
};

export const One: Story = { args: { posts: posts.slice(0, 1) } };

export const Empty: Story = { args: { posts: [] } };

export const LongTitle: Story = {
  args: { posts: [longTitlePost, ...posts.slice(0, 2)] },
};
