/**
 * A page a mailed link opens (/verify-email, /reset-password): the token from the address's
 * fragment (`#token=…`, which no server ever sees), what the server says the link is, and
 * using it.
 */
import { useEffect, useState } from 'react';
import type { LinkInfo, LinkPurpose } from '../../shared/schemas';
import { describeLink } from '../client/account';
import { ApiError } from '../client/client';
import { useHydrated } from './useHydrated';

export type LinkState =
  | { state: 'checking' }
  | { state: 'ready'; token: string; link: LinkInfo }
  | { state: 'done'; message: string }
  | { state: 'problem'; message: string };

const TOKEN = /(?:^#|&)token=([A-Za-z0-9_-]+)/;

/** The fragment's token, or undefined. */
const tokenOf = (hash: string) => TOKEN.exec(hash)?.[1];

/** What a failed link check or use says to the reader. */
function linkProblem(error: unknown): string {
  if (error instanceof ApiError) {
    return error.status === 429 ? error.message : error.message.replace(/^token /, 'This link ');
  }
  return 'The link could not be checked; try again.';
}

/**
 * The link's state for a page that expects `purposes`: checking, ready (with what it is), done
 * (after `use`), or a problem (no token, cut short, used, expired, or for another page).
 */
export function useMailedLink(purposes: LinkPurpose[]) {
  const hydrated = useHydrated();
  const token = hydrated ? tokenOf(window.location.hash) : undefined;
  // The server's word on the link, then what using it did; keyed by token.
  const [answer, setAnswer] = useState<{ token: string; state: LinkState } | undefined>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>(undefined);
  const allowed = purposes.join(',');

  useEffect(() => {
    if (!token) return undefined;
    const controller = new AbortController();
    describeLink(token, controller.signal).then(
      (link) => {
        setAnswer({
          token,
          state: allowed.split(',').includes(link.purpose)
            ? { state: 'ready', token, link }
            : { state: 'problem', message: 'This link is not for this page.' },
        });
      },
      (reason: unknown) => {
        if (controller.signal.aborted) return;
        setAnswer({ token, state: { state: 'problem', message: linkProblem(reason) } });
      },
    );
    return () => controller.abort();
  }, [token, allowed]);

  const state: LinkState = !hydrated
    ? { state: 'checking' }
    : !token
      ? {
          state: 'problem',
          message: 'This page needs the whole link from the mail; it looks cut short.',
        }
      : answer?.token === token
        ? answer.state
        : { state: 'checking' };

  /** Uses the link with `action`; a refusal that is about the link ends in 'problem'. */
  const use = async (action: (token: string) => Promise<string>) => {
    if (state.state !== 'ready') return;
    const used = state.token;
    setBusy(true);
    setError(undefined);
    try {
      const message = await action(used);
      setAnswer({ token: used, state: { state: 'done', message } });
    } catch (reason) {
      // A refused password stays on the form; a link that stopped working ends the page.
      if (reason instanceof ApiError && (reason.status === 410 || /link/i.test(reason.message))) {
        setAnswer({ token: used, state: { state: 'problem', message: linkProblem(reason) } });
      } else setError(linkProblem(reason));
    } finally {
      setBusy(false);
    }
  };

  return { ...state, busy, error, use };
}
