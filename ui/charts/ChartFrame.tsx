import { useId, type CSSProperties, type HTMLAttributes, type ReactNode } from 'react';
import { VisuallyHidden } from '../primitives';
import { Frame, Numbers, Plot, Root, XAxis, YAxis } from './Chart.styles';
import { formatDay, labelledIndexes } from './scale';

/** Most x labels on a wide chart, and on a narrow one (the container query hides the rest). */
const WIDE_LABELS = 8;
const NARROW_LABELS = 4;

export type ChartFrameProps = Omit<HTMLAttributes<HTMLElement>, 'title'> & {
  /** The chart's accessible name. */
  title: string;
  /** One sentence on what the chart shows, its accessible description. */
  description: string;
  /** The days on the x axis, oldest first. */
  days: string[];
  /** Tick values from 0 to the top of the y axis. */
  ticks: number[];
  /** A tick's label. */
  formatTick: (value: number) => string;
  /** The plot's height in CSS. */
  height: string;
  /** SVG content in a viewBox `days.length * 10` wide and 100 high, y 0 at the top. */
  children: ReactNode;
  /** The numbers as a <table>, shown on request. */
  table: ReactNode;
};

/**
 * What both charts share: an `<svg role="img">` named and described from the data, the axes as
 * HTML beside it, and the numbers in a table behind a disclosure.
 */
export function ChartFrame({
  title,
  description,
  days,
  ticks,
  formatTick,
  height,
  children,
  table,
  style,
  ...rest
}: ChartFrameProps) {
  const id = useId();
  const top = ticks[ticks.length - 1] ?? 1;
  const width = Math.max(1, days.length) * 10;
  const wide = labelledIndexes(days.length, WIDE_LABELS);
  const narrow = new Set(labelledIndexes(wide.length, NARROW_LABELS).map((i) => wide[i]));
  const labels = ticks.map(formatTick);
  const widest = labels.reduce((a, b) => (b.length > a.length ? b : a), '');
  return (
    <Root style={{ ...style, '--plot-height': height } as CSSProperties} {...rest}>
      <Frame>
        <YAxis aria-hidden="true">
          <span data-sizer="">{widest}</span>
          {ticks.map((tick, i) => (
            <span key={tick} style={{ bottom: `${(tick / top) * 100}%` }}>
              {labels[i]}
            </span>
          ))}
        </YAxis>
        <Plot>
          <svg
            role="img"
            aria-labelledby={`${id}-title`}
            aria-describedby={`${id}-desc`}
            viewBox={`0 0 ${width} 100`}
            preserveAspectRatio="none"
          >
            <title id={`${id}-title`}>{title}</title>
            <desc id={`${id}-desc`}>{description}</desc>
            {ticks.map((tick) => (
              <line
                key={tick}
                data-grid=""
                x1={0}
                x2={width}
                y1={100 - (tick / top) * 100}
                y2={100 - (tick / top) * 100}
                vectorEffect="non-scaling-stroke"
              />
            ))}
            {children}
          </svg>
        </Plot>
        <XAxis aria-hidden="true">
          {wide.map((index) => {
            // Shifted by the share of its own width that it sits along the axis: the first label
            // starts at the left edge, the last ends at the right one, none spills over.
            const at = ((index + 0.5) / days.length) * 100;
            return (
              <span
                key={index}
                data-wide-only={narrow.has(index) ? undefined : ''}
                style={{ left: `${at}%`, transform: `translateX(-${at}%)` }}
              >
                {formatDay(days[index] ?? '')}
              </span>
            );
          })}
        </XAxis>
      </Frame>
      <Numbers>
        <summary>
          Show the numbers<VisuallyHidden>: {title}</VisuallyHidden>
        </summary>
        {table}
      </Numbers>
    </Root>
  );
}
