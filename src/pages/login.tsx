import { navigate, type HeadFC } from 'gatsby';
import { useState } from 'react';
import { AuthForm, ErrorDialog, emptyAuthValues, type AuthValues } from '../../ui';
import { login } from '../client/auth';
import { AccountHeader } from '../components/AccountHeader';
import { Link } from '../components/Link';
import { Seo } from '../components/Seo';
import { owner } from '../config/site';
import { useLogout } from '../hooks/useLogout';
import { parseSession, useSession } from '../state/session';

export default function LoginPage() {
  const { session, setSession } = useSession();
  const logout = useLogout();
  const [values, setValues] = useState<AuthValues>(emptyAuthValues);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async ({ values: { email, password } }: { values: AuthValues }) => {
    setBusy(true);
    try {
      const response = await login({ email, password });
      // Store the whole response, but only if it really is a session (never a crash later).
      const next = parseSession(JSON.stringify(response));
      if (!next) throw new Error('Unexpected response from the server');
      setValues(emptyAuthValues);
      setSession({ ...response, ...next });
      await navigate('/blog');
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : 'Login failed');
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <AccountHeader showLogin={false} />
      <main style={{ padding: '3rem 1rem' }}>
        <AuthForm
          mode="login"
          values={values}
          onValuesChange={({ values: next }) => setValues(next)}
          onSubmit={(event) => void submit(event)}
          busy={busy}
          linkAs={Link}
          signedInAs={session?.user.username}
          onLogout={() => void logout()}
        />
      </main>
      <ErrorDialog message={error} onClose={() => setError(null)} />
    </>
  );
}

export const Head: HeadFC = () => (
  <Seo
    title={`Login | ${owner.name}`}
    description={`Log in to comment on ${owner.name}'s blog.`}
    path="/login/"
  />
);
