import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, Stack } from '../ui';
import { DemoBox, Padded } from './fixtures/layout';

const skills = ['React', 'TypeScript', 'Node.js', 'PostgreSQL', 'Fastify', 'Gatsby', 'Figma'];

const meta = {
  title: 'Primitives/Stack',
  component: Stack,
  args: {
    children: ['First', 'Second', 'Third'].map((label) => <DemoBox key={label}>{label}</DemoBox>),
  },
  argTypes: {
    children: { control: false },
    as: { control: 'select', options: ['div', 'ul', 'ol', 'nav', 'section'] },
    gap: { control: { type: 'range', min: 0, max: 8, step: 1 } },
  },
  decorators: [
    (Story) => (
      <Padded>
        <Story />
      </Padded>
    ),
  ],
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A column with `space[4]` (1rem) between its children. */
export const Vertical: Story = {};

/** A row of buttons, centred across, with `space[3]` between. */
export const Horizontal: Story = {
  args: {
    direction: 'horizontal',
    gap: 3,
    align: 'center',
    children: [
      <Button key="save" type="button">
        Save
      </Button>,
      <Button key="cancel" type="button" variant="outline">
        Cancel
      </Button>,
    ],
  },
};

/** A row that wraps onto more lines when it runs out of room (narrow screens). */
export const Wrapping: Story = {
  tags: ['responsive'],
  args: {
    direction: 'horizontal',
    gap: 2,
    wrap: true,
    children: skills.map((skill) => <DemoBox key={skill}>{skill}</DemoBox>),
  },
};

/** `between` pushes the first and last child to the ends of the row. */
export const SpaceBetween: Story = {
  args: {
    direction: 'horizontal',
    justify: 'between',
    align: 'center',
    children: [<DemoBox key="brand">Brand</DemoBox>, <DemoBox key="menu">Menu</DemoBox>],
  },
};

/** As a list: no bullets or indent; each child an <li>. */
export const AsList: Story = {
  args: {
    as: 'ul',
    gap: 2,
    children: skills.slice(0, 3).map((skill) => (
      <li key={skill}>
        <DemoBox>{skill}</DemoBox>
      </li>
    )),
  },
};
