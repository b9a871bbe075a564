import type { HTMLAttributes } from 'react';
import { Button } from '../primitives';
import { Outcome, Root } from './VerifyNotice.styles';

export type VerifyNoticeProps = HTMLAttributes<HTMLDivElement> & {
  /** The address the verification link went to. */
  email: string;
  /** Called by 'Send it again'. */
  onResend: () => void;
  /** @default false */
  resending?: boolean;
  /** The server's answer to the resend. */
  message?: string;
  error?: string;
};

/**
 * After signup, on /login: check the inbox for the verification link, with 'Send it again'.
 * The account works before it is verified; the owner's role waits for it.
 */
export function VerifyNotice({
  email,
  onResend,
  resending = false,
  message,
  error,
  ...rest
}: VerifyNoticeProps) {
  return (
    <Root role="status" {...rest}>
      <p>
        <strong>Check your inbox.</strong> We sent a link to <strong>{email}</strong> to verify your
        email address. You can log in already.
      </p>
      <p>
        No mail?{' '}
        <Button
          type="button"
          variant="ghost"
          onClick={onResend}
          disabled={resending}
          aria-busy={resending || undefined}
        >
          Send it again
        </Button>
      </p>
      {message && <Outcome data-tone="success">{message}</Outcome>}
      {error && <Outcome data-tone="danger">{error}</Outcome>}
    </Root>
  );
}
