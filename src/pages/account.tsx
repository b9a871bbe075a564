import type { HeadFC } from 'gatsby';
import {
  AccountData,
  AccountGate,
  AccountProfile,
  Container,
  EmailChangeForm,
  PasskeyList,
  PasswordChangeForm,
  SessionList,
  Stack,
} from '../../ui';
import { exportHref } from '../client/account';
import { AccountHeader } from '../components/AccountHeader';
import { Seo } from '../components/Seo';
import { SiteFooter } from '../components/SiteFooter';
import { useSiteSettings } from '../hooks/useSiteSettings';
import { useAccount } from '../hooks/useAccount';
import { usePasskeySupport } from '../hooks/usePasskeys';

const LOGIN_HREF = `/login?next=${encodeURIComponent('/account')}`;

/**
 * /account, for a logged-in reader: the profile (and whether the address is verified),
 * password, address, signed-in browsers, passkeys, the data download and deleting the account.
 * Built as a static shell (noindex) and filled in the browser from GET /api/account.
 */
export default function AccountPage() {
  const page = useAccount();
  const passkeySupport = usePasskeySupport();
  const { session, account, actions } = page;
  const data = account.data;
  const gate = page.deleted
    ? 'deleted'
    : session === null || account.status === 401
      ? 'logged-out'
      : account.error !== undefined
        ? 'error'
        : !data
          ? 'checking'
          : undefined;

  return (
    <>
      <AccountHeader />
      <Container as="main" id="main" style={{ paddingBlock: '2rem 4rem', maxWidth: '48rem' }}>
        {gate || !data ? (
          <AccountGate
            state={gate ?? 'checking'}
            loginHref={LOGIN_HREF}
            error={account.error}
            onRetry={account.reload}
          />
        ) : (
          <Stack gap={5}>
            <h1 style={{ margin: 0 }}>Your account</h1>
            <AccountProfile
              username={data.user.username}
              email={data.user.email}
              emailVerified={data.user.emailVerified}
              pendingEmail={data.pendingEmail}
              createdAt={data.user.createdAt}
              onResendVerification={actions.resendVerification}
              resending={page.resend.busy}
              message={page.resend.message}
              error={page.resend.error}
            />
            <PasswordChangeForm
              values={page.password.values}
              onValuesChange={({ values }) => page.password.setValues(values)}
              onSubmit={({ values }) => actions.submitPassword(values)}
              passwordMismatch={page.password.mismatch}
              busy={page.password.busy}
              message={page.password.message}
              error={page.password.error}
            />
            <EmailChangeForm
              currentEmail={data.user.email}
              values={page.email.values}
              onValuesChange={({ values }) => page.email.setValues(values)}
              onSubmit={({ values }) => actions.submitEmail(values)}
              busy={page.email.busy}
              message={page.email.message}
              error={page.email.error}
            />
            <SessionList
              sessions={data.sessions}
              onSignOutOthers={actions.signOutOthers}
              busy={page.sessions.busy}
              message={page.sessions.message}
              error={page.sessions.error}
            />
            <PasskeyList
              passkeys={data.passkeys}
              supported={passkeySupport}
              canAdd={data.user.emailVerified}
              newName={page.passkeys.name}
              onNewNameChange={({ name }) => page.passkeys.setName(name)}
              password={page.passkeys.password}
              onPasswordChange={({ password }) => page.passkeys.setPassword(password)}
              onAdd={({ name, password }) => actions.addPasskey(name, password)}
              adding={page.passkeys.busy && page.passkeys.removingIds.length === 0}
              onRemove={({ id, name }) => actions.removePasskey(id, name)}
              removingIds={page.passkeys.removingIds}
              message={page.passkeys.message}
              error={page.passkeys.error}
            />
            <AccountData
              exportHref={exportHref}
              deleteStep={page.deletion.step}
              onDeleteStart={actions.startDelete}
              onDeleteCancel={actions.cancelDelete}
              password={page.deletion.password}
              onPasswordChange={({ password }) => page.deletion.setPassword(password)}
              onDeleteWithPassword={({ password }) => actions.deleteWithPassword(password)}
              onDeleteWithPasskey={
                data.passkeys.length > 0 && passkeySupport ? actions.deleteWithPasskey : undefined
              }
              deleting={page.deletion.busy}
              error={page.deletion.error}
            />
          </Stack>
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
      title={`Your account | ${site.name}`}
      description={`Your account on ${site.name}'s blog: password, email, passkeys and your data.`}
      path="/account/"
    />
  );
};
