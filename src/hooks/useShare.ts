import { useCallback, useState } from 'react';
import type { ShareStatus } from '../../ui';
import { shortenUrl } from '../client/shorten';
import { useHydrated } from './useHydrated';
import { useTimedValue } from './useTimedValue';

/** How long 'URL Copied!' stays (spec: 3 seconds). */
export const COPY_CONFIRM_MS = 3000;

/** Writes text to the clipboard; falls back to a hidden textarea where the API is missing. */
export async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    await navigator.clipboard.writeText(text);
    return;
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  const ok = document.execCommand('copy');
  area.remove();
  if (!ok) throw new Error('Copy failed');
}

/** State and actions of the share dialog for the current page. */
export function useShare(title: string) {
  const [open, setOpen] = useState(false);
  const [url, setUrl] = useState('');
  const [shortUrl, setShortUrl] = useState('');
  const [status, setStatus] = useState<ShareStatus>('idle');
  const [copied, showCopied] = useTimedValue<true>(COPY_CONFIRM_MS);
  const hydrated = useHydrated();
  const canNativeShare = hydrated && typeof navigator.share === 'function';

  const show = useCallback(() => {
    const here = `${window.location.origin}${window.location.pathname}`;
    if (here !== url) {
      setUrl(here);
      setShortUrl('');
      setStatus('idle');
    }
    setOpen(true);
  }, [url]);

  // The dialog's handlers return nothing: each one settles its own promise and reports a
  // failure through state or the console.
  const shorten = useCallback(({ url: target }: { url: string }) => {
    setStatus('busy');
    shortenUrl(target).then(
      (short) => {
        setShortUrl(short);
        setStatus('idle');
      },
      (error: unknown) => {
        console.warn('Failed to shorten URL', error);
        setStatus('error');
      },
    );
  }, []);

  const copy = useCallback(
    ({ url: target }: { url: string }) => {
      copyText(target).then(
        () => showCopied(true),
        (error: unknown) => console.warn('Could not copy the address', error),
      );
    },
    [showCopied],
  );

  const nativeShare = useCallback(
    ({ url: target }: { url: string }) => {
      navigator.share({ title, url: target }).catch((error: unknown) => {
        // Dismissing the share sheet rejects with AbortError; nothing to report.
        if (!(error instanceof DOMException && error.name === 'AbortError')) {
          console.warn('Share failed', error);
        }
      });
    },
    [title],
  );

  return {
    open,
    show,
    close: useCallback(() => setOpen(false), []),
    url,
    shortUrl,
    status,
    copied: copied === true,
    canNativeShare,
    shorten,
    copy,
    nativeShare,
  } as const;
}
