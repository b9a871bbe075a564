import type { Meta, StoryObj } from '@storybook/react-vite';
import { BarChart, LineChart, VITAL_THRESHOLDS, formatVital, formatVitalTick } from '../ui';
import { analytics28, analytics7, analytics90 } from './fixtures/analytics';

const views = (summary: typeof analytics28) =>
  summary.daily.map((d) => ({ day: d.day, value: d.views }));

/** The p75 of one metric per day of the 28-day fixture, null on a day without vitals. */
const p75 = (metric: 'LCP' | 'CLS') =>
  analytics28.daily.map(({ day }) => ({
    day,
    value: analytics28.vitals.daily.find((d) => d.day === day)?.[metric] ?? null,
  }));

/** The small SVG charts of the owner's area: no chart library, width from the container. */
const meta = {
  title: 'Admin/Charts',
  tags: ['responsive'],
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 900, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const BarsTwentyEightDays: Story = {
  render: () => <BarChart title="Page views per day" valueName="Views" data={views(analytics28)} />,
};

/** Ninety bars: every twelfth day labelled, every 24th when narrow. */
export const BarsNinetyDays: Story = {
  render: () => <BarChart title="Page views per day" valueName="Views" data={views(analytics90)} />,
};

export const BarsSevenDays: Story = {
  render: () => <BarChart title="Page views per day" valueName="Views" data={views(analytics7)} />,
};

/** LCP over its bands, broken on 14 Nov (no data); the axis reaches past the good boundary. */
export const LineWithBands: Story = {
  render: () => (
    <LineChart
      title="LCP p75 per day"
      valueName="LCP p75"
      data={p75('LCP')}
      formatValue={(value) => formatVital('LCP', value)}
      formatTick={(value) => formatVitalTick('LCP', value)}
      bands={VITAL_THRESHOLDS.LCP}
    />
  ),
};

/** A unitless metric (CLS), all good: the axis still shows the good boundary. */
export const LineUnitless: Story = {
  render: () => (
    <LineChart
      title="CLS p75 per day"
      valueName="CLS p75"
      data={p75('CLS')}
      formatValue={(value) => formatVital('CLS', value)}
      bands={VITAL_THRESHOLDS.CLS}
    />
  ),
};
