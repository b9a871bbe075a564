import { useId, type HTMLAttributes } from 'react';
import { formatDateTime, formatDuration } from '../AdminShell/format';
import { EmptyText, LoadFailed, Tag } from '../AdminShell/parts';
import { Loader } from '../Loader';
import { Button } from '../primitives';
import {
  ErrorText,
  Facts,
  Failure,
  Heading,
  Item,
  List,
  Note,
  Root,
  Title,
  Top,
} from './BuildStatus.styles';

/** Where a build is. */
export type BuildState = 'queued' | 'running' | 'done' | 'failed';

/** One build of the site, as the server's build runner records it. */
export type BuildItem = {
  /** The build's number. */
  id: number;
  /** Where it is. */
  status: BuildState;
  /** What asked for it (content changes, 'requested in /admin'), oldest first. */
  reasons: string[];
  /** ISO date-time it was asked for. */
  queuedAt: string;
  /** ISO date-time it started. */
  startedAt?: string;
  /** ISO date-time it ended. */
  finishedAt?: string;
  /** How long it ran. */
  durationMs?: number;
  /** The release a successful build became. */
  release?: string;
  /** Why it failed. */
  error?: string;
  /** The last lines of a failed build's log. */
  logTail?: string[];
};

const STATUS = {
  queued: { text: 'Queued', tone: undefined },
  running: { text: 'Running', tone: 'accent' },
  done: { text: 'Done', tone: 'success' },
  failed: { text: 'Failed', tone: 'danger' },
} as const;

const DISABLED_REASON =
  'Builds are off on this server: it serves a site built elsewhere (PUBLIC_DIR), so a rebuild has to happen there.';

export type BuildStatusProps = HTMLAttributes<HTMLElement> & {
  /** Whether this server builds the site; when not, 'Rebuild now' is disabled and says why. */
  enabled: boolean;
  /** Builds, newest first. */
  builds: BuildItem[];
  /** Why builds are off, shown when not `enabled`. @default 'Builds are off on this server: …' */
  disabledReason?: string;
  /** Called by 'Rebuild now'. */
  onRebuild: () => void;
  /** A rebuild was asked for and not answered yet. @default false */
  requesting?: boolean;
  /** Why the last rebuild request failed. */
  rebuildError?: string;
  /** Shows a loader instead of the list. @default false */
  loading?: boolean;
  /** Why the builds could not be loaded: replaces the list, with 'Try again' given `onRetry`. */
  error?: string;
  /** Called by 'Try again'. */
  onRetry?: () => void;
};

/**
 * The site's builds, newest first: status as a word and a colour, what asked for each, when,
 * how long it took and the release it became; a failed build shows its error and the end of
 * its log. 'Rebuild now' queues a build (disabled, with the reason, on a server that does not
 * build the site).
 */
export function BuildStatus({
  enabled,
  builds,
  disabledReason = DISABLED_REASON,
  onRebuild,
  requesting = false,
  rebuildError,
  loading = false,
  error,
  onRetry,
  ...rest
}: BuildStatusProps) {
  const id = useId();
  return (
    <Root aria-labelledby={`${id}-title`} {...rest}>
      <Top>
        <Heading id={`${id}-title`}>Builds</Heading>
        <Button
          type="button"
          disabled={!enabled || requesting || loading}
          aria-describedby={enabled ? undefined : `${id}-off`}
          onClick={onRebuild}
        >
          {requesting ? 'Requesting...' : 'Rebuild now'}
        </Button>
      </Top>
      {!enabled && <Note id={`${id}-off`}>{disabledReason}</Note>}
      {rebuildError && <ErrorText role="alert">{rebuildError}</ErrorText>}
      {loading ? (
        <Loader label="Loading builds..." />
      ) : error !== undefined ? (
        <LoadFailed what="The builds" reason={error} onRetry={onRetry} />
      ) : builds.length === 0 ? (
        <EmptyText>No builds yet.</EmptyText>
      ) : (
        <List>
          {builds.map((build) => {
            const status = STATUS[build.status];
            const titleId = `${id}-${build.id}`;
            return (
              <li key={build.id}>
                <Item aria-labelledby={titleId} data-status={build.status}>
                  <Title id={titleId}>
                    Build {build.id}
                    <Tag data-tone={status.tone}>{status.text}</Tag>
                  </Title>
                  <Facts>
                    <dt>Asked for</dt>
                    <dd>
                      {build.reasons.length <= 1 ? (
                        (build.reasons[0] ?? '')
                      ) : (
                        <ul>
                          {build.reasons.map((reason, index) => (
                            <li key={index}>{reason}</li>
                          ))}
                        </ul>
                      )}
                    </dd>
                    <dt>{build.startedAt ? 'Started' : 'Queued'}</dt>
                    <dd>
                      <time dateTime={build.startedAt ?? build.queuedAt}>
                        {formatDateTime(build.startedAt ?? build.queuedAt)}
                      </time>
                    </dd>
                    {build.durationMs !== undefined && (
                      <>
                        <dt>Took</dt>
                        <dd>{formatDuration(build.durationMs)}</dd>
                      </>
                    )}
                    {build.release && (
                      <>
                        <dt>Release</dt>
                        <dd>{build.release}</dd>
                      </>
                    )}
                  </Facts>
                  {build.status === 'failed' && (build.error || build.logTail?.length) && (
                    <Failure>
                      {build.error && <p>{build.error}</p>}
                      {build.logTail && build.logTail.length > 0 && (
                        <details>
                          <summary>Last lines of its log</summary>
                          <pre>{build.logTail.join('\n')}</pre>
                        </details>
                      )}
                    </Failure>
                  )}
                </Item>
              </li>
            );
          })}
        </List>
      )}
    </Root>
  );
}
