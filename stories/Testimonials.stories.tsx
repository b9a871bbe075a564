import type { Meta, StoryObj } from '@storybook/react-vite';
import { Testimonials } from '../ui';
import { testimonials } from './fixtures/landing';

/** Named sets for the `items` control. */
const itemSets = { All: testimonials, One: testimonials.slice(0, 1) };

const meta = {
  title: 'Landing/Testimonials',
  component: Testimonials,
  tags: ['responsive', 'card'],
  args: { items: testimonials },
  argTypes: { items: { control: 'select', options: Object.keys(itemSets), mapping: itemSets } },
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
