import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PostGrid } from '../ui';
import { posts } from './fixtures/blog';

/** Named sets for the `posts` control. */
const postSets = { All: posts, One: posts.slice(0, 1), None: [] };

const meta = {
  title: 'Blog/PostGrid',
  component: PostGrid,
  tags: ['responsive'],
  args: { posts, eagerCount: 8 },
  argTypes: {
    posts: { control: 'select', options: Object.keys(postSets), mapping: postSets },
    renderImage: { control: false },
  },
} satisfies Meta<typeof PostGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 4 columns at 1280px, 1 on a phone. */
export const Many: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('article')).toHaveLength(8);
  },
};

export const One: Story = { args: { posts: posts.slice(0, 1) } };

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading...');
  },
};

export const Empty: Story = {
  args: { posts: [], emptyText: 'No posts in this category yet.' },
};
