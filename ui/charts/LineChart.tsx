import type { HTMLAttributes } from 'react';
import { ChartFrame } from './ChartFrame';
import { RatingLabel } from './RatingLabel';
import { formatDay, formatDayRange, niceTicks } from './scale';
import { TONE_LABELS, TONES, toneOf, type Bands } from './tones';

export type LineDatum = {
  /** The day, `YYYY-MM-DD` (UTC). */
  day: string;
  /** The day's value, or null when there is none (the line breaks there). */
  value: number | null;
};

export type LineChartProps = Omit<HTMLAttributes<HTMLElement>, 'title'> & {
  /** One point per day, oldest first, every day present. */
  data: LineDatum[];
  /** What the line shows, the chart's accessible name: "LCP p75 per day". */
  title: string;
  /** A value (and an axis tick) for people: "1.2 s". */
  formatValue: (value: number) => string;
  /** An axis tick's label. @default formatValue, with '0' for zero */
  formatTick?: (value: number) => string;
  /** The value's column heading in the table of numbers. @default 'Value' */
  valueName?: string;
  /**
   * A rating scale drawn behind the line as good / needs improvement / poor bands; the y axis then
   * always reaches past the good boundary.
   */
  bands?: Bands;
  /** The plot's height in CSS. @default '120px' */
  height?: string;
};

const rated = (value: number, bands: Bands | undefined) =>
  bands ? ` (${TONE_LABELS[toneOf(value, bands)].toLowerCase()})` : '';

/**
 * The accessible description of a daily line: "LCP p75 per day, 1 to 28 Nov: latest 2.1 s
 * (good), highest 4.8 s on 12 Nov (poor), no data on 3 days".
 */
export function describeLine(
  title: string,
  data: LineDatum[],
  formatValue: (value: number) => string,
  bands?: Bands,
): string {
  const first = data[0];
  const last = data[data.length - 1];
  if (!first || !last) return `${title}: no data`;
  const head = `${title}, ${formatDayRange(first.day, last.day)}`;
  const known = data.filter((d): d is { day: string; value: number } => d.value !== null);
  const latest = known[known.length - 1];
  if (!latest) return `${head}: no data`;
  const highest = known.reduce((best, d) => (d.value > best.value ? d : best), latest);
  const missing = data.length - known.length;
  const parts = [
    `latest ${formatValue(latest.value)}${rated(latest.value, bands)}${latest === last ? '' : ` on ${formatDay(latest.day)}`}`,
    `highest ${formatValue(highest.value)} on ${formatDay(highest.day)}${rated(highest.value, bands)}`,
  ];
  if (missing > 0) parts.push(`no data on ${missing} ${missing === 1 ? 'day' : 'days'}`);
  return `${head}: ${parts.join(', ')}`;
}

/** The SVG path of the line: one run per stretch of days with data, a dash for a lone day. */
function linePath(data: LineDatum[], y: (value: number) => number): string {
  let path = '';
  let previous: number | null = null;
  data.forEach((d, i) => {
    if (d.value === null) {
      previous = null;
      return;
    }
    const x = i * 10 + 5;
    const next = data[i + 1]?.value ?? null;
    if (previous === null && next === null) path += `M${x - 3} ${y(d.value)}h6`;
    else path += `${previous === null ? 'M' : 'L'}${x} ${y(d.value)}`;
    previous = d.value;
  });
  return path;
}

/**
 * A value per day as a line, broken where a day has none, over the bands of its rating scale.
 * Its width follows its container; nothing is measured.
 */
export function LineChart({
  data,
  title,
  formatValue,
  formatTick = (tick) => (tick === 0 ? '0' : formatValue(tick)),
  valueName = 'Value',
  bands,
  height = '120px',
  ...rest
}: LineChartProps) {
  const values = data.flatMap((d) => (d.value === null ? [] : [d.value]));
  const ticks = niceTicks(Math.max(0, ...values, bands ? bands.good * 1.2 : 0));
  const top = ticks[ticks.length - 1] ?? 1;
  const y = (value: number) => Number((100 - (Math.min(value, top) / top) * 100).toFixed(2));
  const width = Math.max(1, data.length) * 10;
  const edges = bands ? [0, bands.good, bands.poor, Infinity] : [];
  return (
    <ChartFrame
      title={title}
      description={describeLine(title, data, formatValue, bands)}
      days={data.map((d) => d.day)}
      ticks={ticks}
      formatTick={formatTick}
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
                <td>
                  {d.value === null ? (
                    'no data'
                  ) : (
                    <>
                      {formatValue(d.value)}{' '}
                      {bands && <RatingLabel tone={toneOf(d.value, bands)} />}
                    </>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      }
      {...rest}
    >
      {bands &&
        TONES.map((tone, i) => {
          const low = y(edges[i] ?? 0);
          const high = y(edges[i + 1] ?? Infinity);
          return low > high ? (
            <rect key={tone} data-band={tone} x={0} width={width} y={high} height={low - high} />
          ) : null;
        })}
      <path data-line="" d={linePath(data, y)} vectorEffect="non-scaling-stroke" />
    </ChartFrame>
  );
}
