import { useCallback, useEffect, useState } from 'react';
import { getBuilds, requestBuild } from '../../client/admin';
import { useLoad } from '../useLoad';
import { failure } from './shared';

/** How often the build list is asked again while a build is queued or running. */
const BUILD_POLL_MS = 4000;

export function useBuilds(enabled: boolean) {
  const builds = useLoad(enabled ? 'builds' : undefined, getBuilds);
  const [requesting, setRequesting] = useState(false);
  const [actionError, setActionError] = useState<string | undefined>(undefined);
  const active = builds.data?.builds.some((b) => b.status === 'queued' || b.status === 'running');
  const { reload } = builds;

  useEffect(() => {
    if (!active) return undefined;
    const timer = setTimeout(reload, BUILD_POLL_MS);
    return () => clearTimeout(timer);
  }, [active, builds.data, reload]);

  const rebuild = useCallback(() => {
    setRequesting(true);
    setActionError(undefined);
    requestBuild()
      .then(reload)
      .catch((reason: unknown) => setActionError(failure('The build was not queued', reason)))
      .finally(() => setRequesting(false));
  }, [reload]);

  return {
    enabled: builds.data?.enabled ?? false,
    builds: builds.data?.builds ?? [],
    loading: builds.loading && !builds.data,
    error: builds.error,
    retry: reload,
    requesting,
    actionError,
    rebuild,
  };
}
