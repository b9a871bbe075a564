import { useId, type CSSProperties, type HTMLAttributes, type ReactNode } from 'react';
import { BarChart, formatCount, formatDayRange } from '../charts';
import { EmptyText, LoadFailed } from '../AdminShell/parts';
import { Loader } from '../Loader';
import {
  Card,
  Cards,
  Header,
  Heading,
  Muted,
  Range,
  Ranked,
  Root,
  Total,
} from './AnalyticsOverview.styles';

/** The ranges the owner can pick, in days. */
export const ANALYTICS_RANGES = [7, 28, 90] as const;

/** Page-view counts from GET /api/admin/analytics (its `vitals` go to VitalsPanel). */
export type AnalyticsOverviewData = {
  /** First day of the range, `YYYY-MM-DD` (UTC). */
  from: string;
  /** Last day of the range, included. */
  to: string;
  /** Page views in the range. */
  views: number;
  /** Every day of the range, oldest first. */
  daily: { day: string; views: number }[];
  /** The most viewed routes, most first. */
  routes: { path: string; views: number }[];
  /** The hosts visitors came from, most first. */
  referrers: { host: string; views: number }[];
  /** Page views by the visitor's screen width. */
  devices: { mobile: number; tablet: number; desktop: number };
};

export type AnalyticsOverviewProps = HTMLAttributes<HTMLElement> & {
  /** The figures; absent until the first load. */
  summary?: AnalyticsOverviewData;
  /** The range shown, in days: one of `ANALYTICS_RANGES`. */
  days: number;
  /** Called with the range picked (never the one already shown). */
  onDaysChange?: (change: { days: number }) => void;
  /** Shows a loader instead of the figures. @default false */
  loading?: boolean;
  /** Why the figures could not be loaded: shown with 'Try again' (given `onRetry`). */
  error?: string;
  /** Called by 'Try again'. */
  onRetry?: () => void;
};

const DEVICES = [
  ['mobile', 'Mobile'],
  ['tablet', 'Tablet'],
  ['desktop', 'Desktop'],
] as const;

const percent = (part: number, whole: number) =>
  whole > 0 ? `${Math.round((part / whole) * 100)}%` : '0%';

/** A table of names and counts, each name over a bar of its share of the largest count. */
function RankedTable({
  labelledBy,
  nameHeading,
  rows,
}: {
  labelledBy: string;
  nameHeading: string;
  rows: { name: string; views: number; extra?: ReactNode }[];
}) {
  const most = Math.max(1, ...rows.map((row) => row.views));
  return (
    <Ranked aria-labelledby={labelledBy}>
      <thead>
        <tr>
          <th scope="col">{nameHeading}</th>
          <th scope="col">Views</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.name}>
            <th scope="row" style={{ '--share': percent(row.views, most) } as CSSProperties}>
              {row.name}
            </th>
            <td>
              {formatCount(row.views)}
              {row.extra}
            </td>
          </tr>
        ))}
      </tbody>
    </Ranked>
  );
}

/**
 * Page views without tracking: the total for a range of 7, 28 or 90 days, views per day as a
 * chart, the top routes, the referring hosts and the split by device.
 */
export function AnalyticsOverview({
  summary,
  days,
  onDaysChange,
  loading = false,
  error,
  onRetry,
  ...rest
}: AnalyticsOverviewProps) {
  const id = useId();

  let body;
  if (loading) body = <Loader label="Loading page views..." />;
  else if (error !== undefined)
    body = <LoadFailed what="The page views" reason={error} onRetry={onRetry} />;
  else if (!summary || summary.views === 0)
    body = (
      <EmptyText>
        No page views yet in the last {days} days. Visits are counted as they happen; visitors with
        Do-Not-Track or Global Privacy Control on are never counted.
      </EmptyText>
    );
  else {
    const { devices } = summary;
    const deviceTotal = devices.mobile + devices.tablet + devices.desktop;
    body = (
      <>
        <Total>
          <strong>{formatCount(summary.views)}</strong>
          {summary.views === 1 ? 'page view' : 'page views'},{' '}
          {formatDayRange(summary.from, summary.to)}
        </Total>
        <BarChart
          title="Page views per day"
          valueName="Views"
          data={summary.daily.map((d) => ({ day: d.day, value: d.views }))}
        />
        <Cards>
          <Card>
            <h3 id={`${id}-routes`}>Top routes</h3>
            <RankedTable
              labelledBy={`${id}-routes`}
              nameHeading="Route"
              rows={summary.routes.map((r) => ({ name: r.path, views: r.views }))}
            />
          </Card>
          <Card>
            <h3 id={`${id}-referrers`}>Referrers</h3>
            {summary.referrers.length === 0 ? (
              <Muted>None in this range: visits came directly or from this site.</Muted>
            ) : (
              <RankedTable
                labelledBy={`${id}-referrers`}
                nameHeading="Host"
                rows={summary.referrers.map((r) => ({ name: r.host, views: r.views }))}
              />
            )}
          </Card>
          <Card>
            <h3 id={`${id}-devices`}>Devices</h3>
            <RankedTable
              labelledBy={`${id}-devices`}
              nameHeading="Device"
              rows={DEVICES.map(([key, name]) => ({
                name,
                views: devices[key],
                extra: <small>{percent(devices[key], deviceTotal)}</small>,
              }))}
            />
          </Card>
        </Cards>
      </>
    );
  }

  return (
    <Root aria-labelledby={`${id}-title`} aria-busy={loading || undefined} {...rest}>
      <Header>
        <Heading id={`${id}-title`}>Page views</Heading>
        <Range role="group" aria-label="Range">
          {ANALYTICS_RANGES.map((range) => (
            <button
              key={range}
              type="button"
              aria-pressed={range === days}
              onClick={() => {
                if (range !== days) onDaysChange?.({ days: range });
              }}
            >
              {range} days
            </button>
          ))}
        </Range>
      </Header>
      {body}
    </Root>
  );
}
