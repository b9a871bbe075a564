import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Loader } from '../ui';

const meta = {
  // The name designers search for is in the title; the id keeps story ids (and baselines) stable.
  title: 'Blog/Loader (spinner)',
  id: 'blog-loader',
  component: Loader,
  tags: ['spinner', 'loading'],
} satisfies Meta<typeof Loader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading...');
  },
};

export const CustomLabel: Story = { args: { label: 'Loading comments...' } };
