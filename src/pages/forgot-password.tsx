import type { HeadFC } from 'gatsby';
import { Container, EmailRequestForm, Link, LinkCard } from '../../ui';
import { forgotPassword } from '../client/account';
import { AccountHeader } from '../components/AccountHeader';
import { Seo } from '../components/Seo';
import { SiteFooter } from '../components/SiteFooter';
import { useSiteSettings } from '../hooks/useSiteSettings';
import { useEmailRequest } from '../hooks/useEmailRequest';
import { useHydrated } from '../hooks/useHydrated';

/**
 * "Forgot password?": the address, then one answer whatever it is (an account there or not),
 * and a link valid 30 minutes in the mail when there is one.
 */
export default function ForgotPasswordPage() {
  const ready = useHydrated();
  const request = useEmailRequest(forgotPassword);
  return (
    <>
      <AccountHeader showLogin={false} />
      <Container as="main" id="main" style={{ paddingBlock: '3rem' }}>
        <LinkCard
          title="Forgot your password?"
          lead="Enter the address you signed up with. If it has an account, we mail it a link to choose a new password, valid for 30 minutes."
        >
          <EmailRequestForm
            aria-label="Ask for a password reset link"
            email={request.email}
            onEmailChange={({ email }) => request.setEmail(email)}
            onSubmit={({ email }) => void request.submit(email)}
            busy={request.busy}
            ready={ready}
            message={request.message}
            error={request.error}
          />
          <p>
            Remembered it? <Link href="/login">Back to login</Link>
          </p>
        </LinkCard>
      </Container>
      <SiteFooter />
    </>
  );
}

export const Head: HeadFC = () => {
  const site = useSiteSettings();
  return (
    <Seo
      title={`Forgot password | ${site.name}`}
      description={`Choose a new password for your account on ${site.name}'s blog.`}
      path="/forgot-password/"
    />
  );
};
