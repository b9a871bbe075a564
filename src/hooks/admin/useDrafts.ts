import { useCallback, useState } from 'react';
import { createPreviewLink, getDrafts, revokePreviewLink } from '../../client/admin';
import { copyText, COPY_CONFIRM_MS } from '../useShare';
import { useTimedValue } from '../useTimedValue';
import { useLoad } from '../useLoad';
import { failure, useBusy } from './shared';

/**
 * The Drafts tab: draft posts with their working preview links. A link made here keeps its
 * address for this visit (the server stores no token, so it cannot show it again).
 */
export function useDrafts(enabled: boolean) {
  const drafts = useLoad(enabled ? 'drafts' : undefined, getDrafts);
  const [made, setMade] = useState<Record<string, string>>({});
  const [actionError, setActionError] = useState<string | undefined>(undefined);
  const [copiedLinkId, showCopied] = useTimedValue<string>(COPY_CONFIRM_MS);
  const [busyIds, run] = useBusy();

  const create = useCallback(
    (draftId: string) =>
      void run(draftId, async () => {
        setActionError(undefined);
        try {
          const link = await createPreviewLink(draftId);
          setMade((urls) => ({ ...urls, [link.id]: link.url }));
          drafts.update((data) => ({
            drafts: data.drafts.map((draft) =>
              draft.id === draftId ? { ...draft, links: [...draft.links, link] } : draft,
            ),
          }));
        } catch (reason) {
          setActionError(failure('The preview link was not made', reason));
        }
      }),
    [run, drafts],
  );

  const revoke = useCallback(
    (linkId: string) =>
      void run(linkId, async () => {
        setActionError(undefined);
        try {
          await revokePreviewLink(linkId);
          drafts.update((data) => ({
            drafts: data.drafts.map((draft) => ({
              ...draft,
              links: draft.links.filter((link) => link.id !== linkId),
            })),
          }));
        } catch (reason) {
          setActionError(failure('The preview link was not revoked', reason));
        }
      }),
    [run, drafts],
  );

  const copy = useCallback(
    (linkId: string, url: string) => {
      copyText(url).then(
        () => showCopied(linkId),
        () => setActionError('The link could not be copied: select it and copy it yourself.'),
      );
    },
    [showCopied],
  );

  return {
    drafts: (drafts.data?.drafts ?? []).map((draft) => ({
      ...draft,
      links: draft.links.map((link) => ({ ...link, url: made[link.id] })),
    })),
    loading: drafts.loading && !drafts.data,
    error: drafts.error,
    retry: drafts.reload,
    busyIds,
    actionError,
    copiedLinkId,
    create,
    revoke,
    copy,
  };
}
