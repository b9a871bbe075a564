import type { Meta, StoryObj } from '@storybook/react-vite';
import { Grid } from '../ui';
import { DemoBox, Padded } from './fixtures/layout';

const cards = (count: number) =>
  Array.from({ length: count }, (_, i) => (
    <li key={i}>
      <DemoBox>Card {i + 1}</DemoBox>
    </li>
  ));

const columnPresets = {
  '1 → 2 (md) → 3 (lg)': { base: 1, md: 2, lg: 3 },
  '3 → 5 (lg)': { base: 3, lg: 5 },
  '2 everywhere': 2,
  '4 everywhere': 4,
};

const meta = {
  title: 'Primitives/Grid',
  component: Grid,
  tags: ['responsive'],
  args: { as: 'ul', columns: columnPresets['1 → 2 (md) → 3 (lg)'], children: cards(6) },
  argTypes: {
    children: { control: false },
    as: { control: 'select', options: ['div', 'ul', 'ol'] },
    columns: {
      control: 'select',
      options: Object.keys(columnPresets),
      mapping: columnPresets,
    },
    gap: { control: { type: 'range', min: 0, max: 8, step: 1 } },
    minItemWidth: { control: 'text' },
  },
  decorators: [
    (Story) => (
      <Padded>
        <Story />
      </Padded>
    ),
  ],
} satisfies Meta<typeof Grid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One column on phones, two from 768 px, three from 1024 px: the card grids' layout. */
export const Responsive: Story = {};

/** As many columns as fit with each at least 12rem wide. */
export const AutoFill: Story = { args: { minItemWidth: '12rem', gap: 3, children: cards(8) } };
