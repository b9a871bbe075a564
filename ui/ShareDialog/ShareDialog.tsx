import { useId } from 'react';
import { Button, Dialog } from '../primitives';
import { Actions, ErrorLine, Field } from './ShareDialog.styles';

export type ShareStatus = 'idle' | 'busy' | 'error';

export type ShareDialogProps = {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Called on Escape, a backdrop click or the close button. */
  onClose: () => void;
  /** The page's address, shown read-only. */
  url: string;
  /** The shortened address once produced; empty until then. @default '' */
  shortUrl?: string;
  /** 'busy' while shortening, 'error' after a failed attempt. @default 'idle' */
  status?: ShareStatus;
  /** Shows 'URL Copied!' on the copy button (for 3 seconds after a copy). @default false */
  copied?: boolean;
  /** Called when 'Shorten URL' is pressed. */
  onShorten: (event: { url: string }) => void;
  /** Called when 'Copy URL' is pressed, with the short address if there is one. */
  onCopy: (event: { url: string }) => void;
  /** Offer the system share sheet (the browser has the Web Share API). @default false */
  canNativeShare?: boolean;
  /** Called when 'Share via…' is pressed. */
  onNativeShare?: (event: { url: string }) => void;
};

/**
 * Share a post: its address read-only, 'Shorten URL' (busy state 'Shortening...'), the short
 * address once made, 'Copy URL' ('URL Copied!' for 3 seconds), the system share sheet where the
 * browser offers one, and 'Failed to shorten URL' in red on error. Fully controlled.
 */
export function ShareDialog({
  open,
  onClose,
  url,
  shortUrl = '',
  status = 'idle',
  copied = false,
  onShorten,
  onCopy,
  canNativeShare = false,
  onNativeShare,
}: ShareDialogProps) {
  const id = useId();
  const busy = status === 'busy';
  const target = shortUrl || url;
  return (
    <Dialog open={open} onClose={onClose} title="Share this post" closeLabel="Close share dialog">
      <Field>
        <label htmlFor={`${id}-url`}>Page address</label>
        <input
          id={`${id}-url`}
          type="text"
          readOnly
          value={url}
          onFocus={(e) => e.target.select()}
        />
      </Field>
      {shortUrl && (
        <Field>
          <label htmlFor={`${id}-short`}>Short address</label>
          <input
            id={`${id}-short`}
            type="text"
            readOnly
            value={shortUrl}
            onFocus={(e) => e.target.select()}
          />
        </Field>
      )}
      <Actions>
        {!shortUrl && (
          <Button
            type="button"
            variant="outline"
            disabled={busy}
            aria-busy={busy}
            onClick={() => onShorten({ url })}
          >
            {busy ? 'Shortening...' : 'Shorten URL'}
          </Button>
        )}
        <Button type="button" onClick={() => onCopy({ url: target })}>
          {copied ? 'URL Copied!' : 'Copy URL'}
        </Button>
        {canNativeShare && (
          <Button type="button" variant="outline" onClick={() => onNativeShare?.({ url: target })}>
            Share via…
          </Button>
        )}
      </Actions>
      <ErrorLine role="alert">{status === 'error' ? 'Failed to shorten URL' : ''}</ErrorLine>
    </Dialog>
  );
}
