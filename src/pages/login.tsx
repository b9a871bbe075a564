import { navigate, type HeadFC } from 'gatsby';
import { AuthForm, Container, ErrorDialog, type AuthValues } from '../../ui';
import { login } from '../client/auth';
import { AccountHeader } from '../components/AccountHeader';
import { Seo } from '../components/Seo';
import { SiteFooter } from '../components/SiteFooter';
import { useSiteSettings } from '../hooks/useSiteSettings';
import { useAuthForm } from '../hooks/useAuthForm';
import { useLoginExtras } from '../hooks/useLoginExtras';
import { useLogout } from '../hooks/useLogout';
import { parseSession, useSession } from '../state/session';
import { returnPath } from '../lib/returnPath';

export default function LoginPage() {
  const { session, setSession } = useSession();
  const logout = useLogout();
  const { ready, values, setValues, clearValues, busy, error, clearError, run } = useAuthForm();
  const extras = useLoginExtras(run);

  const submit = ({ values: { email, password } }: { values: AuthValues }) =>
    run(async () => {
      const response = await login({ email, password });
      // Store the whole response, but only if it really is a session (never a crash later).
      const next = parseSession(JSON.stringify(response));
      if (!next) throw new Error('Unexpected response from the server');
      clearValues();
      setSession({ ...response, ...next });
      await navigate(returnPath(window.location.search));
    }, 'Login failed');

  return (
    <>
      <AccountHeader showLogin={false} />
      <Container as="main" id="main" style={{ paddingBlock: '3rem' }}>
        <AuthForm
          mode="login"
          values={values}
          onValuesChange={({ values: next }) => setValues(next)}
          onSubmit={(event) => void submit(event)}
          busy={busy}
          ready={ready}
          signedInAs={session?.user.username}
          onLogout={() => void logout()}
          {...extras}
        />
      </Container>
      <SiteFooter />
      <ErrorDialog message={error} onClose={clearError} />
    </>
  );
}

export const Head: HeadFC = () => {
  const site = useSiteSettings();
  return (
    <Seo
      title={`Login | ${site.name}`}
      description={`Log in to comment on ${site.name}'s blog.`}
      path="/login/"
    />
  );
};
