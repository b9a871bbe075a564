/**
 * What /login offers besides the password form (issue 36): 'Forgot password?', 'Sign in with a
 * passkey' where the browser can, and, right after signup, the check-your-inbox notice with
 * 'Send it again'. Kept apart from the page so the page stays as the spec draws it.
 */
import { navigate } from 'gatsby';
import { useState, type ReactNode } from 'react';
import { VerifyNotice } from '../../ui';
import { resendVerification } from '../client/account';
import { returnPath } from '../lib/returnPath';
import { parseSession, useSession } from '../state/session';
import { useEmailRequest } from './useEmailRequest';
import { useHydrated } from './useHydrated';
import { passkeyProblem, signInWithPasskey, usePasskeySupport } from './usePasskeys';
import { ApiError } from '../client/client';

/** The history entry signup leaves for /login: `navigate('/login', { state: { verifyEmail } })`. */
type SignupState = { verifyEmail?: string };

/** The address signup just sent a verification link to, from this history entry's state. */
function signedUpEmail(): string | undefined {
  const state: unknown = window.history.state;
  const email = (state as SignupState | null)?.verifyEmail;
  return typeof email === 'string' && email.includes('@') ? email : undefined;
}

/**
 * Props for the login AuthForm. `run` is the page's (useAuthForm): a failed passkey sign-in
 * shows in the same Error dialog as a wrong password.
 */
export function useLoginExtras(
  run: (task: () => Promise<void>, fallback: string) => Promise<void>,
): {
  forgotPasswordHref: string;
  onPasskeySignIn: () => void;
  passkeyBusy: boolean;
  notice?: ReactNode;
} {
  const { setSession } = useSession();
  const supported = usePasskeySupport();
  const [busy, setBusy] = useState(false);
  const hydrated = useHydrated();
  const email = hydrated ? signedUpEmail() : undefined;
  const resend = useEmailRequest(resendVerification);

  // Always offered (the static page has the button, so nothing moves at hydration); a browser
  // without WebAuthn hears why it cannot.
  const signIn = () =>
    void run(async () => {
      if (!supported)
        throw new Error('This browser cannot use passkeys: log in with your password.');
      setBusy(true);
      try {
        const response = await signInWithPasskey().catch((error: unknown) => {
          throw new Error(error instanceof ApiError ? error.message : passkeyProblem(error));
        });
        const next = parseSession(JSON.stringify(response));
        if (!next) throw new Error('Unexpected response from the server');
        setSession({ ...response, ...next });
        await navigate(returnPath(window.location.search));
      } finally {
        setBusy(false);
      }
    }, 'Passkey sign-in failed');

  return {
    forgotPasswordHref: '/forgot-password',
    onPasskeySignIn: signIn,
    passkeyBusy: busy,
    notice: email ? (
      <VerifyNotice
        email={email}
        onResend={() => void resend.submit(email)}
        resending={resend.busy}
        message={resend.message}
        error={resend.error}
      />
    ) : undefined,
  };
}
