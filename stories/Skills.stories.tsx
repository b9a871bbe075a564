import type { Meta, StoryObj } from '@storybook/react-vite';
import { Skills } from '../ui';
import { skills } from './fixtures/landing';

const meta = {
  title: 'Landing/Skills',
  component: Skills,
  args: { skills },
} satisfies Meta<typeof Skills>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 5 columns on large screens. */
export const Light: Story = {};

export const Dark: Story = { globals: { colorMode: 'dark' } };

/** 3 columns on small and medium screens. */
export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };

export const MobileDark: Story = {
  globals: { colorMode: 'dark', viewport: { value: 'mobile', isRotated: false } },
};

export const One: Story = { args: { skills: skills.slice(0, 1) } };
