import { atom, useAtom } from 'jotai';
import { useCallback, useEffect } from 'react';
import { useHydrated } from '../hooks/useHydrated';

/** localStorage key holding the whole login response (spec: session user). */
const SESSION_STORAGE_KEY = 'user';

/** The login response as stored: `{ message, user: { userId, username, email } }`. */
export type Session = {
  message?: string;
  user: { userId: string; username: string; email?: string };
};

/** Validates a stored value; anything corrupt or stale reads as logged out. */
export function parseSession(raw: string | null): Session | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (!value || typeof value !== 'object' || !('user' in value)) return null;
    const user = (value as { user: unknown }).user;
    if (!user || typeof user !== 'object') return null;
    const { userId, username, email } = user as Record<string, unknown>;
    if (typeof userId !== 'string' || !userId || typeof username !== 'string' || !username) {
      return null;
    }
    const message = (value as { message?: unknown }).message;
    return {
      ...(typeof message === 'string' ? { message } : {}),
      user: { userId, username, ...(typeof email === 'string' ? { email } : {}) },
    };
  } catch {
    return null;
  }
}

function readStoredSession(): Session | null {
  try {
    const session = parseSession(localStorage.getItem(SESSION_STORAGE_KEY));
    if (!session) localStorage.removeItem(SESSION_STORAGE_KEY);
    return session;
  } catch {
    return null;
  }
}

function storeSession(session: Session | null) {
  try {
    if (session) localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
    else localStorage.removeItem(SESSION_STORAGE_KEY);
  } catch {
    // Storage blocked: the session lives in memory for this visit.
  }
}

/**
 * The session user. `undefined` until read from storage after hydration (the static HTML is
 * always rendered logged out), then `null` (logged out) or the session.
 */
const sessionAtom = atom<Session | null | undefined>(undefined);

/**
 * Session state shared by every page: reads storage once, writes through on change.
 *
 * While a component hydrates it sees `undefined`, as the static HTML did, even when another
 * part of the page (hydrated earlier) has already read the stored session; it gets the real
 * value on its next render. Without this, a part hydrated later would not match its HTML.
 */
export function useSession() {
  const hydrated = useHydrated();
  const [stored, setSessionState] = useAtom(sessionAtom);
  const session = hydrated ? stored : undefined;
  useEffect(() => {
    if (stored === undefined) setSessionState(readStoredSession());
  }, [stored, setSessionState]);
  const setSession = useCallback(
    (next: Session | null) => {
      storeSession(next);
      setSessionState(next);
    },
    [setSessionState],
  );
  /** Ends the session locally (after a logout call, or when the server says it expired). */
  const clearSession = useCallback(() => setSession(null), [setSession]);
  return { session, setSession, clearSession } as const;
}
