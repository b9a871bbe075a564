import type { Meta, StoryObj } from '@storybook/react-vite';
import { ScrollProgress } from '../ui';

const meta = {
  title: 'Navigation/ScrollProgress',
  component: ScrollProgress,
  args: { value: 0.4 },
  render: (args) => (
    <div style={{ height: 240, padding: '1rem 2rem' }}>
      <p>The bar on the left edge fills as the page scrolls ({Math.round(args.value * 100)}%).</p>
      <ScrollProgress {...args} />
    </div>
  ),
} satisfies Meta<typeof ScrollProgress>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Start: Story = { args: { value: 0 } };
export const Partway: Story = {};
export const Complete: Story = { args: { value: 1 } };
export const Horizontal: Story = {
  args: { value: 0.65, orientation: 'horizontal', label: 'Reading progress' },
};
