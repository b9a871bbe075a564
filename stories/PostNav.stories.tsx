import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PostNav } from '../ui';

const previous = {
  title: 'A Typed Fastify API in an Afternoon',
  href: '/blog/fastify-typescript-api',
};
const next = { title: 'Core Web Vitals for React Developers', href: '/blog/core-web-vitals' };

const meta = {
  title: 'Blog/PostNav',
  component: PostNav,
  tags: ['responsive'],
  args: { previous, next },
  argTypes: {
    previous: {
      control: 'select',
      options: ['Older post', 'None'],
      mapping: { 'Older post': previous, None: undefined },
    },
    next: {
      control: 'select',
      options: ['Newer post', 'None'],
      mapping: { 'Newer post': next, None: undefined },
    },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 760, margin: '0 auto', padding: '0 24px 24px' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PostNav>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Both: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Read More Articles' })).toHaveAttribute(
      'href',
      '/blog',
    );
    await expect(canvas.getByRole('link', { name: /Previous post/ })).toHaveAttribute(
      'href',
      '/blog/fastify-typescript-api',
    );
  },
};

export const OnlyNext: Story = { args: { previous: null } };

export const OnlyPrevious: Story = { args: { next: null } };
