import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AnalyticsOverview } from '../ui';
import {
  analytics28,
  analytics7,
  analytics90,
  analyticsEmpty,
  analyticsNoReferrers,
} from './fixtures/analytics';

/** Named sets for the `summary` control. */
const summaries = {
  '28 days': analytics28,
  '90 days': analytics90,
  '7 days': analytics7,
  'No referrers': analyticsNoReferrers,
  Empty: analyticsEmpty,
};

/** Holds the range like /admin does, so the buttons can be tried in Storybook. */
function Harness(props: React.ComponentProps<typeof AnalyticsOverview>) {
  const [days, setDays] = useState(props.days);
  return (
    <div style={{ maxWidth: 1100, margin: '0 auto', padding: 16 }}>
      <AnalyticsOverview
        {...props}
        days={days}
        onDaysChange={(change) => {
          props.onDaysChange?.(change);
          setDays(change.days);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Admin/AnalyticsOverview',
  component: AnalyticsOverview,
  tags: ['responsive'],
  render: (args) => <Harness {...args} />,
  args: { summary: analytics28, days: 28, onDaysChange: fn(), onRetry: fn() },
  argTypes: {
    summary: { control: 'select', options: Object.keys(summaries), mapping: summaries },
    days: { control: 'inline-radio', options: [7, 28, 90] },
  },
} satisfies Meta<typeof AnalyticsOverview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default range: a peak on 20 Nov, eight routes, five referrers. */
export const TwentyEightDays: Story = {};

/** Ninety bars; the x axis labels thin out to fit. */
export const NinetyDays: Story = { args: { summary: analytics90, days: 90 } };

export const SevenDays: Story = { args: { summary: analytics7, days: 7 } };

/** Every visit came direct: the referrers card says so. */
export const NoReferrers: Story = { args: { summary: analyticsNoReferrers, days: 7 } };

export const Empty: Story = { args: { summary: analyticsEmpty } };

export const Loading: Story = { args: { summary: undefined, loading: true } };

/** Loading failed: the message, and 'Try again'. */
export const LoadFailed: Story = {
  args: { summary: undefined, error: 'Network error: the server could not be reached.' },
};

/** Picking a range asks the page for it; the pressed button follows. */
export const PickRange: Story = {
  tags: ['no-visual'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const range = canvas.getByRole('group', { name: 'Range' });
    await expect(within(range).getByRole('button', { name: '28 days' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(within(range).getByRole('button', { name: '90 days' }));
    await expect(args.onDaysChange).toHaveBeenCalledWith({ days: 90 });
    await expect(within(range).getByRole('button', { name: '90 days' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};
