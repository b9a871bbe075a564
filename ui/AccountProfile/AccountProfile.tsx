import type { HTMLAttributes } from 'react';
import { AccountSection } from '../AccountSection';
import { Actions, Outcome, Tag } from '../AccountSection/AccountSection.styles';
import { formatLongDateGB } from '../format';
import { Button } from '../primitives';
import { Facts } from './AccountProfile.styles';

export type AccountProfileProps = HTMLAttributes<HTMLElement> & {
  username: string;
  email: string;
  /** Whether a link mailed to `email` was opened. Unverified: marked, with a way to resend. */
  emailVerified: boolean;
  /** A new address waiting for its link to be opened. */
  pendingEmail?: string | null;
  /** When the account was made (ISO 8601), shown as "4 March 2026". */
  createdAt?: string;
  /** Unverified: called by 'Send the link again'. */
  onResendVerification?: () => void;
  /** A resend is on its way to the server. @default false */
  resending?: boolean;
  /** What the last resend did ("A new link is on its way to …"). */
  message?: string;
  /** Why the last resend failed. */
  error?: string;
};

/**
 * Who is logged in: username, address and whether it is verified. An unverified address is
 * marked in words ("Unverified") with a button to mail the link again; the owner's role and
 * password resets rely on it. A change of address waiting for its link is named too.
 */
export function AccountProfile({
  username,
  email,
  emailVerified,
  pendingEmail,
  createdAt,
  onResendVerification,
  resending = false,
  message,
  error,
  ...rest
}: AccountProfileProps) {
  return (
    <AccountSection title="Profile" {...rest}>
      <Facts>
        <dt>Username</dt>
        <dd>{username}</dd>
        <dt>Email</dt>
        <dd>
          <span>{email}</span>{' '}
          {emailVerified ? (
            <Tag data-tone="success">Verified</Tag>
          ) : (
            <Tag data-tone="danger">Unverified</Tag>
          )}
        </dd>
        {pendingEmail && (
          <>
            <dt>Moving to</dt>
            <dd>
              {pendingEmail} <Tag>Waiting for its link</Tag>
            </dd>
          </>
        )}
        {createdAt && (
          <>
            <dt>Member since</dt>
            <dd>{formatLongDateGB(new Date(createdAt))}</dd>
          </>
        )}
      </Facts>
      {!emailVerified && (
        <>
          <p>
            Your address is not verified yet: open the link we mailed to it. Until then you can
            comment, but a password reset is the only other way to prove the address is yours.
          </p>
          {onResendVerification && (
            <Actions>
              <Button
                type="button"
                variant="outline"
                onClick={onResendVerification}
                disabled={resending}
                aria-busy={resending || undefined}
              >
                Send the link again
              </Button>
            </Actions>
          )}
        </>
      )}
      <div aria-live="polite">
        {message && <Outcome data-tone="success">{message}</Outcome>}
        {error && <Outcome data-tone="danger">{error}</Outcome>}
      </div>
    </AccountSection>
  );
}
