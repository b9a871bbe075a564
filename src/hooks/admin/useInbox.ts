import { useCallback, useState } from 'react';
import { getInbox, updateInboxMessage } from '../../client/admin';
import type { InboxMessage } from '../../../shared/schemas';
import { useLoad } from '../useLoad';
import { failure, useBusy } from './shared';

export function useInbox(enabled: boolean) {
  const inbox = useLoad(enabled ? 'inbox' : undefined, getInbox);
  const [unhandledOnly, setUnhandledOnly] = useState(false);
  const [actionError, setActionError] = useState<string | undefined>(undefined);
  const [busyIds, run] = useBusy();

  const mark = useCallback(
    (id: string, change: { read?: boolean; handled?: boolean }) =>
      void run(id, async () => {
        setActionError(undefined);
        try {
          const updated = await updateInboxMessage(id, change);
          inbox.update((list) => list.map((m) => (m.id === id ? updated : m)));
        } catch (reason) {
          setActionError(failure('The message was not updated', reason));
        }
      }),
    [run, inbox],
  );

  const all: InboxMessage[] = inbox.data ?? [];
  return {
    messages: unhandledOnly ? all.filter((m) => !m.handledAt) : all,
    unread: all.filter((m) => !m.readAt).length,
    unhandledOnly,
    setUnhandledOnly,
    loading: inbox.loading && !inbox.data,
    error: inbox.error,
    retry: inbox.reload,
    busyIds,
    actionError,
    mark,
  };
}
