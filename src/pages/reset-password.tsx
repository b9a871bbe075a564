import type { HeadFC } from 'gatsby';
import { useState } from 'react';
import type { ResetPasswordAnswer } from '../../shared/schemas';
import {
  Container,
  emptyNewPassword,
  EmailRequestForm,
  Link,
  LinkCard,
  NewPasswordForm,
  PasskeyKeepForm,
  type NewPasswordValues,
} from '../../ui';
import { forgotPassword, keepPasskeys, resetPassword } from '../client/account';
import { ApiError } from '../client/client';
import { AccountHeader } from '../components/AccountHeader';
import { Seo } from '../components/Seo';
import { SiteFooter } from '../components/SiteFooter';
import { useSiteSettings } from '../hooks/useSiteSettings';
import { useEmailRequest } from '../hooks/useEmailRequest';
import { useHydrated } from '../hooks/useHydrated';
import { useMailedLink } from '../hooks/useMailedLink';

/** The passkeys a reset suspended, and what became of the reader's choice. */
type KeepState = {
  passkeys: ResetPasswordAnswer['passkeys'];
  keepToken: string;
  ids: string[];
  busy: boolean;
  message?: string;
  error?: string;
};

/**
 * The page a password reset link opens (`/reset-password/#token=…`): the new password twice,
 * with the signup form's rules; then every other browser is signed out. When the account had
 * passkeys, the reset suspended them: the page lists them and keeps the ones the reader ticks
 * (the others are removed). A used, expired or cut short link says so and asks for the
 * address to send a new one.
 */
export default function ResetPasswordPage() {
  const ready = useHydrated();
  const link = useMailedLink(['reset']);
  const again = useEmailRequest(forgotPassword);
  const [values, setValues] = useState<NewPasswordValues>(emptyNewPassword);
  const [mismatch, setMismatch] = useState(false);
  const [keep, setKeep] = useState<KeepState | undefined>();

  const submit = ({ values: next }: { values: NewPasswordValues }) => {
    // As on signup: the flag resets on every submit, and a mismatch sends nothing.
    setMismatch(next.password !== next.confirmPassword);
    if (next.password !== next.confirmPassword) return;
    void link.use(async (token) => {
      const answer = await resetPassword(token, next.password);
      if (answer.keepToken && answer.passkeys.length > 0) {
        setKeep({ passkeys: answer.passkeys, keepToken: answer.keepToken, ids: [], busy: false });
      }
      return answer.message;
    });
  };

  const submitKeep = async (ids: string[]) => {
    if (!keep) return;
    setKeep({ ...keep, ids, busy: true, error: undefined });
    try {
      const answer = await keepPasskeys(keep.keepToken, ids);
      setKeep({ ...keep, ids, busy: false, message: answer.message });
    } catch (error) {
      const words =
        error instanceof ApiError ? error.message : 'Something went wrong; please try again.';
      setKeep({ ...keep, ids, busy: false, error: words });
    }
  };

  return (
    <>
      <AccountHeader showLogin={false} />
      <Container as="main" id="main" style={{ paddingBlock: '3rem' }}>
        {link.state === 'checking' ? (
          <LinkCard title="Choose a new password" loading="Checking your link..." />
        ) : link.state === 'ready' ? (
          <LinkCard
            title="Choose a new password"
            lead={
              <>
                For the account <strong>{link.link.username}</strong> ({link.link.email}).
              </>
            }
          >
            <NewPasswordForm
              aria-label="Choose a new password"
              values={values}
              onValuesChange={({ values: next }) => setValues(next)}
              onSubmit={submit}
              passwordMismatch={mismatch}
              busy={link.busy}
              ready={ready}
              error={link.error}
            />
          </LinkCard>
        ) : link.state === 'done' ? (
          <LinkCard title="Password changed" tone="success" lead={link.message}>
            {keep && !keep.message && (
              <PasskeyKeepForm
                aria-label="Passkeys to keep"
                passkeys={keep.passkeys}
                keepIds={keep.ids}
                onKeepIdsChange={({ ids }) => setKeep({ ...keep, ids })}
                onSubmit={({ ids }) => void submitKeep(ids)}
                busy={keep.busy}
                ready={ready}
                error={keep.error}
              />
            )}
            {keep?.message && <p role="status">{keep.message}</p>}
            <p>
              <Link href="/login">Log in with your new password</Link>
            </p>
          </LinkCard>
        ) : (
          <LinkCard title="This link does not work" tone="danger" lead={link.message}>
            <p>Ask for a new one: it works for 30 minutes after it is sent.</p>
            <EmailRequestForm
              aria-label="Ask for a new password reset link"
              email={again.email}
              onEmailChange={({ email }) => again.setEmail(email)}
              onSubmit={({ email }) => void again.submit(email)}
              submitLabel="Send a new link"
              busy={again.busy}
              ready={ready}
              message={again.message}
              error={again.error}
            />
          </LinkCard>
        )}
      </Container>
      <SiteFooter />
    </>
  );
}

export const Head: HeadFC = () => {
  const site = useSiteSettings();
  return (
    <Seo
      title={`Choose a new password | ${site.name}`}
      description={`Choose a new password for your account on ${site.name}'s blog.`}
      path="/reset-password/"
    />
  );
};
