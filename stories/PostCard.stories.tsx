import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PostCard } from '../ui';
import { longTitlePost, posts } from './fixtures/blog';

/** Named posts for the `post` control (the raw object is unreadable in Controls). */
const postChoices = {
  'With image and categories': posts[3]!,
  'Long title': longTitlePost,
  'No image': { ...posts[0]!, image: undefined },
  'No categories': { ...posts[1]!, categories: [] },
};

const meta = {
  title: 'Blog/PostCard',
  component: PostCard,
  tags: ['card'],
  args: { post: posts[3]!, eager: true },
  argTypes: {
    post: { control: 'select', options: Object.keys(postChoices), mapping: postChoices },
    href: { control: 'text' },
  },
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

export const LongTitle: Story = { args: { post: postChoices['Long title'] } };

export const NoImage: Story = { args: { post: postChoices['No image'] } };

/** A draft, as `npm run develop` lists it: a "Draft" badge before the date. */
export const Draft: Story = {
  args: { post: { ...posts[3]!, draft: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Draft')).toBeVisible();
  },
};

/** Under the pointer: the card lifts (not under reduced motion) and casts `shadow.lift`. */
export const Hover: Story = { parameters: { pseudo: { hover: 'article' } } };

/** Tabbed to its link: the card lifts as under the pointer, and the link shows the focus ring. */
export const Focused: Story = {
  parameters: { pseudo: { focusWithin: 'article', focus: 'a', focusVisible: 'a' } },
};

/** Pressing its link: the link darkens as under the pointer. */
export const Active: Story = {
  parameters: { pseudo: { hover: ['article', 'a'], active: 'a' } },
};
