import type { Meta, StoryObj } from '@storybook/react-vite';
import { Education } from '../ui';
import { degree, education, schooling } from './fixtures/landing';

const meta = {
  title: 'Landing/Education',
  component: Education,
  tags: ['responsive'],
  args: education,
} satisfies Meta<typeof Education>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One entry: a single card beside the scene. */
export const Default: Story = {};

export const LongText: Story = {
  args: {
    entries: [
      {
        ...degree,
        degree:
          'Bachelor of Technology (Honours) in Information Technology with a minor in Data Science',
        institute: 'Narmada Institute of Technology and Management Studies, Rau Campus',
      },
    ],
  },
};

/** Several entries, newest first: a list of cards. */
export const Several: Story = {
  args: { entries: [degree, schooling] },
};

/** Only the degree: no institute, place, years or map link. */
export const DegreeOnly: Story = {
  args: { entries: [{ id: 'only', degree: 'B.Sc. in Computer Science' }] },
};
