import type { HTMLAttributes } from 'react';
import { ChartFrame } from './ChartFrame';
import { formatCount, formatDay, formatDayRange, niceTicks } from './scale';

export type BarDatum = {
  /** The day, `YYYY-MM-DD` (UTC). */
  day: string;
  /** A count for that day, 0 or more. */
  value: number;
};

export type BarChartProps = Omit<HTMLAttributes<HTMLElement>, 'title'> & {
  /** One bar per day, oldest first, every day present (7 to 90 of them). */
  data: BarDatum[];
  /** What is counted per day, the chart's accessible name: "Page views per day". */
  title: string;
  /** The count's column heading in the table of numbers. @default 'Count' */
  valueName?: string;
  /** The plot's height in CSS. @default '180px' */
  height?: string;
};

/**
 * The accessible description of a daily bar chart: "Page views per day, 1 to 28 Nov: total
 * 1,234, peak 96 on 20 Nov".
 */
export function describeBars(title: string, data: BarDatum[]): string {
  const first = data[0];
  const last = data[data.length - 1];
  if (!first || !last) return `${title}: no data`;
  const total = data.reduce((sum, d) => sum + d.value, 0);
  const peak = data.reduce((best, d) => (d.value > best.value ? d : best), first);
  const summary =
    total === 0
      ? 'none'
      : `total ${formatCount(total)}, peak ${formatCount(peak.value)} on ${formatDay(peak.day)}`;
  return `${title}, ${formatDayRange(first.day, last.day)}: ${summary}`;
}

/**
 * A count per day as bars: the y axis in three or four round steps, the x axis labelled as often
 * as fits. Its width follows its container; nothing is measured.
 */
export function BarChart({
  data,
  title,
  valueName = 'Count',
  height = '180px',
  ...rest
}: BarChartProps) {
  const ticks = niceTicks(Math.max(0, ...data.map((d) => d.value)), true);
  const top = ticks[ticks.length - 1] ?? 1;
  return (
    <ChartFrame
      title={title}
      description={describeBars(title, data)}
      days={data.map((d) => d.day)}
      ticks={ticks}
      formatTick={formatCount}
      height={height}
      table={
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">{valueName}</th>
            </tr>
          </thead>
          <tbody>
            {data.map((d) => (
              <tr key={d.day}>
                <th scope="row">{formatDay(d.day, true)}</th>
                <td>{formatCount(d.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      }
      {...rest}
    >
      {data.map((d, i) => {
        const barHeight = (d.value / top) * 100;
        return (
          <rect
            key={d.day}
            data-bar=""
            x={i * 10 + 1.5}
            width={7}
            y={100 - barHeight}
            height={barHeight}
          >
            <title>{`${formatDay(d.day)}: ${formatCount(d.value)}`}</title>
          </rect>
        );
      })}
    </ChartFrame>
  );
}
