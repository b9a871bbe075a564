import type { Meta, StoryObj } from '@storybook/react-vite';
import { Skills } from '../ui';
import { skills } from './fixtures/landing';

const meta = {
  title: 'Landing/Skills',
  component: Skills,
  tags: ['responsive'],
  args: { skills },
} satisfies Meta<typeof Skills>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 5 columns on large screens, 3 on small and medium ones. */
export const Default: Story = {};

export const One: Story = { args: { skills: skills.slice(0, 1) } };
