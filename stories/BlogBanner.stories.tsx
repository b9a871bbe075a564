import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BlogBanner } from '../ui';

const meta = {
  title: 'Blog/BlogBanner',
  component: BlogBanner,
  tags: ['responsive'],
  args: { subtitle: 'Notes on React, Node.js, databases and shipping software.' },
} satisfies Meta<typeof BlogBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: 'Coding Blogs' }),
    ).toBeVisible();
  },
};
