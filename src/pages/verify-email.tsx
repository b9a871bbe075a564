import type { HeadFC } from 'gatsby';
import { Button, Container, EmailRequestForm, Link, LinkCard } from '../../ui';
import { resendVerification, verifyEmail } from '../client/account';
import { AccountHeader } from '../components/AccountHeader';
import { Seo } from '../components/Seo';
import { SiteFooter } from '../components/SiteFooter';
import { useSiteSettings } from '../hooks/useSiteSettings';
import { useEmailRequest } from '../hooks/useEmailRequest';
import { useHydrated } from '../hooks/useHydrated';
import { useMailedLink } from '../hooks/useMailedLink';

/**
 * The page a verification link opens (`/verify-email/#token=…`), after signup or for a new
 * address from /account. The reader confirms with a button: opening the page uses nothing,
 * so a mail scanner that follows links cannot verify an address for someone.
 */
export default function VerifyEmailPage() {
  const ready = useHydrated();
  const link = useMailedLink(['verify', 'email']);
  const again = useEmailRequest(resendVerification);
  const moving = link.state === 'ready' && link.link.purpose === 'email';
  const title = moving ? 'Confirm your new email address' : 'Verify your email address';

  return (
    <>
      <AccountHeader showLogin={false} />
      <Container as="main" id="main" style={{ paddingBlock: '3rem' }}>
        {link.state === 'checking' ? (
          <LinkCard title={title} loading="Checking your link..." />
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
              <Link href="/account">your account</Link>.
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
