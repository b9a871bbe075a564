import type { Meta, StoryObj } from '@storybook/react-vite';
import { Testimonials } from '../ui';
import { testimonials } from './fixtures/landing';

const meta = {
  title: 'Landing/Testimonials',
  component: Testimonials,
  tags: ['responsive'],
  args: { items: testimonials },
} satisfies Meta<typeof Testimonials>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const One: Story = { args: { items: testimonials.slice(0, 1) } };

export const LongText: Story = {
  args: {
    items: testimonials.map((t) => ({ ...t, text: `${t.text} `.repeat(3).trim() })),
  },
};
