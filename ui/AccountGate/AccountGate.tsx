import { useId, type HTMLAttributes } from 'react';
import { Loader } from '../Loader';
import { Button, Link } from '../primitives';
import { Actions, Lead, Root, Title } from '../AdminGate/AdminGate.styles';

export type AccountGateState = 'checking' | 'logged-out' | 'error' | 'deleted';

export type AccountGateProps = HTMLAttributes<HTMLElement> & {
  /**
   * 'checking': loading the account; 'logged-out': nobody is; 'error': it could not be loaded;
   * 'deleted': the reader has just deleted it.
   */
  state: AccountGateState;
  /** Where 'Log in' goes (the site adds where to come back to). @default '/login' */
  loginHref?: string;
  /** 'error': what went wrong. */
  error?: string;
  /** 'error': called by 'Try again'. */
  onRetry?: () => void;
};

/**
 * What /account shows instead of the account: a loader, a prompt to log in, a failure with
 * 'Try again', or, once deleted, that it is gone. Keeps the page's h1, "Your account", in every
 * state.
 */
export function AccountGate({
  state,
  loginHref = '/login',
  error,
  onRetry,
  ...rest
}: AccountGateProps) {
  const id = useId();
  return (
    <Root aria-labelledby={`${id}-title`} {...rest}>
      <Title id={`${id}-title`}>Your account</Title>
      {state === 'checking' ? (
        <Loader label="Loading your account..." />
      ) : state === 'deleted' ? (
        <>
          <Lead role="status">Your account and everything it wrote have been deleted.</Lead>
          <p>A last mail confirms it. Thank you for reading.</p>
          <Actions>
            <Link href="/">Go to the home page</Link>
          </Actions>
        </>
      ) : state === 'logged-out' ? (
        <>
          <Lead>Log in to see and change your account.</Lead>
          <Actions>
            <Link href={loginHref}>Log in</Link>
          </Actions>
        </>
      ) : (
        <>
          <Lead data-tone="danger" role="alert">
            <strong>Your account could not be loaded.</strong> {error}
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
