import type { Meta, StoryObj } from '@storybook/react-vite';
import { Testimonials } from '../ui';
import { testimonials } from './fixtures/landing';

const meta = {
  title: 'Landing/Testimonials',
  component: Testimonials,
  args: { items: testimonials },
} satisfies Meta<typeof Testimonials>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = {};

export const Dark: Story = { globals: { colorMode: 'dark' } };

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };

export const One: Story = { args: { items: testimonials.slice(0, 1) } };

export const LongText: Story = {
  args: {
    items: testimonials.map((t) => ({ ...t, text: `${t.text} `.repeat(3).trim() })),
  },
};
