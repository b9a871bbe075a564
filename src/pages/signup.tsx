import { navigate, type HeadFC } from 'gatsby';
import { useState } from 'react';
import { AuthForm, Container, ErrorDialog, type AuthValues } from '../../ui';
import { signup } from '../client/auth';
import { AccountHeader } from '../components/AccountHeader';
import { Seo } from '../components/Seo';
import { SiteFooter } from '../components/SiteFooter';
import { useSiteSettings } from '../hooks/useSiteSettings';
import { useAuthForm } from '../hooks/useAuthForm';

export default function SignupPage() {
  const { ready, values, setValues, clearValues, busy, error, clearError, run } = useAuthForm();
  const [mismatch, setMismatch] = useState(false);

  const submit = async ({
    values: { username, email, password, confirmPassword },
  }: {
    values: AuthValues;
  }) => {
    // The flag resets on every submit; only a mismatch now sets it again, and nothing is sent.
    setMismatch(false);
    if (password !== confirmPassword) {
      setMismatch(true);
      return;
    }
    await run(async () => {
      await signup({ username, email, password });
      clearValues();
      // /login says to check the inbox for the verification link (useLoginExtras).
      await navigate('/login', { state: { verifyEmail: email } });
    }, 'Signup failed');
  };

  return (
    <>
      <AccountHeader showLogin={false} />
      <Container as="main" id="main" style={{ paddingBlock: '3rem' }}>
        <AuthForm
          mode="signup"
          values={values}
          onValuesChange={({ values: next }) => setValues(next)}
          onSubmit={(event) => void submit(event)}
          passwordMismatch={mismatch}
          busy={busy}
          ready={ready}
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
      title={`Sign Up | ${site.name}`}
      description={`Create an account to comment on ${site.name}'s blog.`}
      path="/signup/"
    />
  );
};
