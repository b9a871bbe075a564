import { useId, type HTMLAttributes } from 'react';
import { LineChart, RatingLabel, TONES, daysBetween, formatCount, formatDayRange } from '../charts';
import { EmptyText, LoadFailed } from '../AdminShell/parts';
import { Loader } from '../Loader';
import { VisuallyHidden } from '../primitives';
import {
  Cell,
  ChartCard,
  Heading,
  Intro,
  Legend,
  Missing,
  Multiples,
  Root,
  SubHeading,
  Table,
  TableScroll,
} from './VitalsPanel.styles';
import {
  VITAL_NAMES,
  VITAL_THRESHOLDS,
  VITAL_TITLES,
  formatVital,
  formatVitalTick,
  rateVital,
  type VitalName,
} from './vitals';

/** p75 of each metric; null where no visitor reported it. */
export type VitalValues = Record<VitalName, number | null>;

export type VitalsData = {
  /** First day of the range, `YYYY-MM-DD` (UTC). */
  from: string;
  /** Last day of the range, included. */
  to: string;
  vitals: {
    /** p75 per route over the range, with how many page views reported. */
    routes: ({ path: string; samples: number } & VitalValues)[];
    /** p75 per day over all routes, oldest first; a day may be missing. */
    daily: ({ day: string; samples: number } & VitalValues)[];
  };
};

export type VitalsPanelProps = HTMLAttributes<HTMLElement> & {
  /** The analytics answer's range and vitals (GET /api/admin/analytics). */
  summary?: VitalsData;
  /** Shows a loader instead of the figures. @default false */
  loading?: boolean;
  /** Why the figures could not be loaded: shown with 'Try again' (given `onRetry`). */
  error?: string;
  /** Called by 'Try again'. */
  onRetry?: () => void;
};

/** A rated p75 in a table cell, or a dash that reads "no data". */
function VitalCell({ metric, value }: { metric: VitalName; value: number | null }) {
  if (value === null)
    return (
      <Missing>
        <span aria-hidden="true">–</span>
        <VisuallyHidden>no data</VisuallyHidden>
      </Missing>
    );
  return (
    <Cell>
      <span>{formatVital(metric, value)}</span>
      <RatingLabel tone={rateVital(metric, value)} />
    </Cell>
  );
}

const thresholdText = (metric: VitalName) => {
  const { good, poor } = VITAL_THRESHOLDS[metric];
  return `Good ≤ ${formatVitalTick(metric, good)}, poor > ${formatVitalTick(metric, poor)}`;
};

/**
 * Core Web Vitals from real visitors: the p75 of each metric per route, rated against web.dev's
 * thresholds with a word and a colour, and one small chart per metric of its p75 per day.
 */
export function VitalsPanel({
  summary,
  loading = false,
  error,
  onRetry,
  ...rest
}: VitalsPanelProps) {
  const id = useId();
  const routes = summary?.vitals.routes ?? [];
  const daily = summary?.vitals.daily ?? [];
  const empty = routes.length === 0 && daily.every((d) => d.samples === 0);
  const byDay = new Map(daily.map((d) => [d.day, d]));
  const days = summary ? daysBetween(summary.from, summary.to) : [];

  let body;
  if (loading) body = <Loader label="Loading Core Web Vitals..." />;
  else if (error !== undefined)
    body = <LoadFailed what="The Core Web Vitals" reason={error} onRetry={onRetry} />;
  else if (!summary || empty)
    body = (
      <EmptyText>
        No Core Web Vitals yet{summary ? ` for ${formatDayRange(summary.from, summary.to)}` : ''}.
        Visitors&apos; browsers send them as they leave a page, unless Do-Not-Track or Global
        Privacy Control is on.
      </EmptyText>
    );
  else
    body = (
      <>
        <Intro>
          The 75th percentile (p75) of what visitors&apos; browsers measured,{' '}
          {formatDayRange(summary.from, summary.to)}: three in four page views did at least this
          well.
        </Intro>
        <Legend aria-label="Ratings">
          {TONES.map((tone) => (
            <li key={tone}>
              <RatingLabel tone={tone} />
            </li>
          ))}
        </Legend>
        <TableScroll role="region" aria-labelledby={`${id}-caption`} tabIndex={0}>
          <Table>
            <caption id={`${id}-caption`}>Core Web Vitals p75 by page</caption>
            <thead>
              <tr>
                <th scope="col">Page</th>
                <th scope="col">Samples</th>
                {VITAL_NAMES.map((metric) => (
                  <th key={metric} scope="col">
                    <abbr title={VITAL_TITLES[metric]}>{metric}</abbr>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {routes.map((route) => (
                <tr key={route.path}>
                  <th scope="row">{route.path}</th>
                  <td data-samples="">{formatCount(route.samples)}</td>
                  {VITAL_NAMES.map((metric) => (
                    <td key={metric}>
                      <VitalCell metric={metric} value={route[metric]} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </Table>
        </TableScroll>
        <SubHeading>p75 per day</SubHeading>
        <Multiples>
          {VITAL_NAMES.map((metric) => (
            <ChartCard key={metric}>
              <h4>
                {VITAL_TITLES[metric]} ({metric})
              </h4>
              <p>{thresholdText(metric)}</p>
              <LineChart
                title={`${metric} p75 per day`}
                valueName={`${metric} p75`}
                data={days.map((day) => ({ day, value: byDay.get(day)?.[metric] ?? null }))}
                formatValue={(value) => formatVital(metric, value)}
                formatTick={(value) => formatVitalTick(metric, value)}
                bands={VITAL_THRESHOLDS[metric]}
              />
            </ChartCard>
          ))}
        </Multiples>
      </>
    );

  return (
    <Root aria-labelledby={`${id}-title`} aria-busy={loading || undefined} {...rest}>
      <Heading id={`${id}-title`}>Core Web Vitals</Heading>
      {body}
    </Root>
  );
}
