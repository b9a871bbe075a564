import type { HeadFC } from 'gatsby';
import { useState } from 'react';
import { Button, Container, EmailRequestForm, Link, LinkCard } from '../../ui';
import { endPasskey, resendVerification, verifyEmail } from '../client/account';
import { AccountHeader } from '../components/AccountHeader';
import { Seo } from '../components/Seo';
import { SiteFooter } from '../components/SiteFooter';
import { useSiteSettings } from '../hooks/useSiteSettings';
import { useEmailRequest } from '../hooks/useEmailRequest';
import { useHydrated } from '../hooks/useHydrated';
import { useMailedLink } from '../hooks/useMailedLink';

/**
 * The page a link about an account's address opens (`/verify-email/#token=…`): verifying it
 * after signup, a new address from /account, or ending a passkey from the mail that told of
 * it. The reader confirms with a button: opening the page uses nothing, so a mail scanner that
 * follows links cannot verify an address or end a passkey for someone.
 */
export default function VerifyEmailPage() {
  const ready = useHydrated();
  const link = useMailedLink(['verify', 'email', 'passkey']);
  const again = useEmailRequest(resendVerification);
  // Which kind of link was used, for the card that says it is done.
  const [ended, setEnded] = useState(false);
  const purpose = link.state === 'ready' ? link.link.purpose : undefined;
  const moving = purpose === 'email';
  const title =
    purpose === 'passkey'
      ? 'End a passkey'
      : moving
        ? 'Confirm your new email address'
        : 'Verify your email address';

  return (
    <>
      <AccountHeader showLogin={false} />
      <Container as="main" id="main" style={{ paddingBlock: '3rem' }}>
        {link.state === 'checking' ? (
          <LinkCard title={title} loading="Checking your link..." />
        ) : link.state === 'ready' && link.link.purpose === 'passkey' ? (
          <LinkCard
            title={title}
            lead={
              <>
                End the passkey <strong>{link.link.passkeyName}</strong> of the account{' '}
                <strong>{link.link.username}</strong>. Every browser signed in to the account is
                signed out too.
              </>
            }
          >
            <p>Added it yourself? Close this page: nothing changes.</p>
            <Button
              type="button"
              disabled={link.busy || !ready}
              aria-busy={link.busy || undefined}
              onClick={() =>
                void link.use(async (token) => {
                  const answer = await endPasskey(token);
                  setEnded(true);
                  return answer.message;
                })
              }
            >
              End this passkey
            </Button>
            {link.error && <p role="alert">{link.error}</p>}
          </LinkCard>
        ) : link.state === 'ready' ? (
          <LinkCard
            title={title}
            lead={
              moving ? (
                <>
                  Move the account <strong>{link.link.username}</strong> to{' '}
                  <strong>{link.link.email}</strong>.
                </>
              ) : (
                <>
                  Confirm that <strong>{link.link.email}</strong> is the address of the account{' '}
                  <strong>{link.link.username}</strong>.
                </>
              )
            }
          >
            <p>Did not sign up as {link.link.username}? Close this page: nothing changes.</p>
            <Button
              type="button"
              disabled={link.busy || !ready}
              aria-busy={link.busy || undefined}
              onClick={() => void link.use(async (token) => (await verifyEmail(token)).message)}
            >
              {moving ? 'Confirm my new address' : 'Verify my email address'}
            </Button>
            {link.error && <p role="alert">{link.error}</p>}
          </LinkCard>
        ) : link.state === 'done' && ended ? (
          <LinkCard title="Passkey ended" tone="success" lead={link.message}>
            <p>
              Whoever added it knew your password:{' '}
              <Link href="/forgot-password">choose a new one</Link>.
            </p>
          </LinkCard>
        ) : link.state === 'done' ? (
          <LinkCard title="Thank you" tone="success" lead={link.message}>
            <p>
              <Link href="/account">Go to your account</Link> or{' '}
              <Link href="/blog">read the blog</Link>.
            </p>
          </LinkCard>
        ) : (
          <LinkCard title="This link does not work" tone="danger" lead={link.message}>
            <p>
              Ask for a new one below. For a change of address, ask again from{' '}
              <Link href="/account">your account</Link>, where a passkey can be removed too.
            </p>
            <EmailRequestForm
              aria-label="Ask for a new verification link"
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
      title={`Verify your email | ${site.name}`}
      description={`Verify the email address of your account on ${site.name}'s blog.`}
      path="/verify-email/"
    />
  );
};
