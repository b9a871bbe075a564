import { useId, type HTMLAttributes } from 'react';
import { Loader } from '../Loader';
import { Button, Link } from '../primitives';
import { Actions, Lead, Root, Title } from './AdminGate.styles';

/** Why /admin cannot show the owner's area (yet). */
export type AdminGateState = 'checking' | 'logged-out' | 'not-owner' | 'error';

export type AdminGateProps = HTMLAttributes<HTMLElement> & {
  /**
   * 'checking': asking the server who the visitor is; 'logged-out': nobody is logged in;
   * 'not-owner': someone is, but not an owner; 'error': the server could not be asked.
   */
  state: AdminGateState;
  /** Where 'Log in' links (the site adds where to come back to). @default '/login' */
  loginHref?: string;
  /** 'not-owner': the logged-in username. */
  username?: string;
  /** 'not-owner': called by 'Log out'; without it the button is not shown. */
  onLogout?: () => void;
  /** 'error': what went wrong. */
  error?: string;
  /** 'error': called by 'Try again'; without it the button is not shown. */
  onRetry?: () => void;
};

/**
 * What /admin shows instead of the owner's area: a loader while the server is asked who the
 * visitor is, a prompt to log in, a note for a logged-in account that is not an owner (with how
 * an owner is made, which only happens on the server), or a failure with 'Try again'. It keeps
 * the page's h1, "Owner's area", in every state.
 */
export function AdminGate({
  state,
  loginHref = '/login',
  username,
  onLogout,
  error,
  onRetry,
  ...rest
}: AdminGateProps) {
  const id = useId();
  return (
    <Root aria-labelledby={`${id}-title`} {...rest}>
      <Title id={`${id}-title`}>Owner&apos;s area</Title>
      {state === 'checking' ? (
        <Loader label="Checking your account..." />
      ) : state === 'logged-out' ? (
        <>
          <Lead>This area is for the site&apos;s owner. Log in to continue.</Lead>
          <Actions>
            <Link href={loginHref}>Log in</Link>
          </Actions>
        </>
      ) : state === 'not-owner' ? (
        <>
          <Lead>
            You are logged in as <strong>{username ?? 'someone'}</strong>, which is not an owner
            account.
          </Lead>
          <p>
            An account becomes an owner on the server, never from the browser: list its email in the{' '}
            <code>OWNER_EMAILS</code> setting, or run <code>npm run owner -- add EMAIL</code>.
          </p>
          {onLogout && (
            <Actions>
              <Button type="button" variant="outline" onClick={onLogout}>
                Log out
              </Button>
            </Actions>
          )}
        </>
      ) : (
        <>
          <Lead data-tone="danger" role="alert">
            <strong>The owner&apos;s area could not be loaded.</strong> {error}
          </Lead>
          {onRetry && (
            <Actions>
              <Button type="button" variant="outline" onClick={onRetry}>
                Try again
              </Button>
            </Actions>
          )}
        </>
      )}
    </Root>
  );
}
