/**
 * The state behind /account: the account as the server has it, and every card's action with
 * its busy flag and its answer. The ui components stay stateless.
 */
import { useCallback, useEffect, useState } from 'react';
import {
  emptyEmailChange,
  emptyPasswordChange,
  type EmailChangeValues,
  type PasswordChangeValues,
} from '../../ui';
import {
  changeEmail,
  changePassword,
  deleteAccount,
  getAccount,
  removePasskey,
  resendVerificationForAccount,
  signOutOthers,
} from '../client/account';
import { ApiError } from '../client/client';
import { useSession } from '../state/session';
import { createPasskey, passkeyConfirmation, passkeyProblem } from './usePasskeys';
import { useLoad } from './useLoad';

/** A failed request's words for people. */
const problem = (error: unknown) =>
  error instanceof ApiError ? error.message : 'Something went wrong; please try again.';

type Outcome = { busy: boolean; message?: string; error?: string };
const idle: Outcome = { busy: false };

/**
 * One action's busy flag and answer. `run` never rejects: a failure becomes the answer's
 * error (in `describe`'s words), and a 401 (the session ended elsewhere) calls `onSignedOut`.
 */
function useAction(onSignedOut: () => void) {
  const [state, setState] = useState<Outcome>(idle);
  const run = useCallback(
    async (
      action: () => Promise<string | undefined>,
      describe: (error: unknown) => string = problem,
    ) => {
      setState({ busy: true });
      try {
        setState({ busy: false, message: await action() });
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) onSignedOut();
        setState({ busy: false, error: describe(error) });
      }
    },
    [onSignedOut],
  );
  return { ...state, run };
}

/** A passkey prompt's failure, or the server's. */
const passkeyOrApiProblem = (error: unknown) =>
  error instanceof ApiError ? error.message : passkeyProblem(error);

export function useAccount() {
  const { session, clearSession } = useSession();
  const account = useLoad(session ? `account:${session.user.userId}` : undefined, getAccount);
  const [deleted, setDeleted] = useState(false);
  // The session ended on the server (a password reset, 'sign out everywhere else' elsewhere):
  // this browser is logged out too, and the page asks it to log in.
  const expired = account.status === 401;
  useEffect(() => {
    if (expired) clearSession();
  }, [expired, clearSession]);

  const resend = useAction(clearSession);
  const password = useAction(clearSession);
  const email = useAction(clearSession);
  const sessions = useAction(clearSession);
  const passkeys = useAction(clearSession);
  const deletion = useAction(clearSession);

  const [passwordValues, setPasswordValues] = useState<PasswordChangeValues>(emptyPasswordChange);
  const [passwordMismatch, setPasswordMismatch] = useState(false);
  const [emailValues, setEmailValues] = useState<EmailChangeValues>(emptyEmailChange);
  const [passkeyName, setPasskeyName] = useState('');
  const [passkeyPassword, setPasskeyPassword] = useState('');
  const [removingIds, setRemovingIds] = useState<string[]>([]);
  const [deleteStep, setDeleteStep] = useState<'idle' | 'confirming'>('idle');
  const [deletePassword, setDeletePassword] = useState('');

  const { reload } = account;

  const actions = {
    resendVerification: () =>
      void resend.run(async () => (await resendVerificationForAccount()).message),

    submitPassword: (values: PasswordChangeValues) => {
      const differ = values.newPassword !== values.confirmPassword;
      setPasswordMismatch(differ);
      if (differ) return;
      void password.run(async () => {
        const answer = await changePassword({
          currentPassword: values.currentPassword,
          newPassword: values.newPassword,
        });
        setPasswordValues(emptyPasswordChange);
        reload();
        return answer.message;
      });
    },

    submitEmail: (values: EmailChangeValues) =>
      void email.run(async () => {
        const answer = await changeEmail(values);
        setEmailValues(emptyEmailChange);
        reload();
        return answer.message;
      }),

    signOutOthers: () =>
      void sessions.run(async () => {
        const answer = await signOutOthers();
        reload();
        return answer.message;
      }),

    addPasskey: (name: string, value: string) =>
      void passkeys.run(async () => {
        const added = await createPasskey(name, value);
        setPasskeyName('');
        setPasskeyPassword('');
        reload();
        return `Passkey “${added.name}” added. It signs you in from the login page.`;
      }, passkeyOrApiProblem),

    removePasskey: (id: string, name: string) => {
      setRemovingIds((ids) => [...ids, id]);
      void passkeys
        .run(async () => {
          await removePasskey(id);
          reload();
          return `Passkey “${name}” removed.`;
        })
        .finally(() => setRemovingIds((ids) => ids.filter((other) => other !== id)));
    },

    startDelete: () => setDeleteStep('confirming'),
    cancelDelete: () => {
      setDeleteStep('idle');
      setDeletePassword('');
    },
    deleteWithPassword: (value: string) =>
      void deletion.run(async () => {
        await deleteAccount({ password: value });
        setDeleted(true);
        clearSession();
        return undefined;
      }),
    deleteWithPasskey: () =>
      void deletion.run(async () => {
        await deleteAccount({ passkey: await passkeyConfirmation() });
        setDeleted(true);
        clearSession();
        return undefined;
      }, passkeyOrApiProblem),
  };

  return {
    session,
    account,
    deleted,
    resend,
    password: {
      ...password,
      values: passwordValues,
      setValues: setPasswordValues,
      mismatch: passwordMismatch,
    },
    email: { ...email, values: emailValues, setValues: setEmailValues },
    sessions,
    passkeys: {
      ...passkeys,
      name: passkeyName,
      setName: setPasskeyName,
      password: passkeyPassword,
      setPassword: setPasskeyPassword,
      removingIds,
    },
    deletion: {
      ...deletion,
      step: deleteStep,
      password: deletePassword,
      setPassword: setDeletePassword,
    },
    actions,
  };
}
