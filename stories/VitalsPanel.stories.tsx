import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { VitalsPanel } from '../ui';
import { analytics28, analytics90, analyticsEmpty } from './fixtures/analytics';

/** Named sets for the `summary` control. */
const summaries = { '28 days': analytics28, '90 days': analytics90, Empty: analyticsEmpty };

const meta = {
  title: 'Admin/VitalsPanel',
  component: VitalsPanel,
  tags: ['responsive'],
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 1100, margin: '0 auto', padding: 16 }}>
        <Story />
      </div>
    ),
  ],
  args: { summary: analytics28, onRetry: fn() },
  argTypes: {
    summary: { control: 'select', options: Object.keys(summaries), mapping: summaries },
  },
} satisfies Meta<typeof VitalsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * 1 to 28 Nov: one post with a poor LCP and CLS, a page with no INP (nobody interacted), a page
 * exactly on every "good" boundary, and no vitals at all on 14 Nov (the lines break there).
 */
export const TwentyEightDays: Story = {};

export const NinetyDays: Story = { args: { summary: analytics90 } };

export const Empty: Story = { args: { summary: analyticsEmpty } };

export const Loading: Story = { args: { summary: undefined, loading: true } };

export const LoadFailed: Story = {
  args: { summary: undefined, error: 'Network error: the server could not be reached.' },
};
