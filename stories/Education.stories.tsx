import type { Meta, StoryObj } from '@storybook/react-vite';
import { Education } from '../ui';
import { education } from './fixtures/landing';

const meta = {
  title: 'Landing/Education',
  component: Education,
  tags: ['responsive'],
  args: education,
} satisfies Meta<typeof Education>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const LongText: Story = {
  args: {
    degree:
      'Bachelor of Technology (Honours) in Information Technology with a minor in Data Science',
    institute: 'Narmada Institute of Technology and Management Studies, Rau Campus',
  },
};
