import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import {
  Button,
  EmailRequestForm,
  LinkCard,
  NewPasswordForm,
  PasskeyKeepForm,
  emptyNewPassword,
} from '../ui';
import { accountMessages, passkeys } from './fixtures/account';
import { onLinkPage } from './fixtures/accountFrame';

const meta = {
  title: 'Account/LinkCard',
  component: LinkCard,
  tags: ['responsive'],
  decorators: [onLinkPage],
  args: { title: 'Verify your email address' },
} satisfies Meta<typeof LinkCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page asks the server what the link is. */
export const Checking: Story = { args: { loading: 'Checking your link...' } };

/** A verification link, before it is used: the reader confirms (a mail scanner never does). */
export const ConfirmAddress: Story = {
  args: {
    lead: (
      <>
        Confirm that <strong>priya@example.com</strong> is the address of the account{' '}
        <strong>priya_sharma</strong>.
      </>
    ),
    children: (
      <Button type="button" onClick={fn()}>
        Verify my email address
      </Button>
    ),
  },
};

export const Verified: Story = {
  args: {
    tone: 'success',
    lead: 'Your email address is verified.',
    children: (
      <p>
        <a href="/account">Go to your account</a> or <a href="/blog">read the blog</a>.
      </p>
    ),
  },
};

/** A used, expired or cut-short link: said plainly, with a way to ask for a new one. */
export const Expired: Story = {
  args: {
    tone: 'danger',
    lead: accountMessages.linkExpired,
    children: (
      <>
        <p>Ask for a new link: we mail it to the address if it has an account waiting.</p>
        <EmailRequestForm
          email=""
          onEmailChange={fn()}
          onSubmit={fn()}
          submitLabel="Send a new link"
        />
      </>
    ),
  },
};

/** A reset link that works: the new password, with the signup form's rules. */
export const ChooseNewPassword: Story = {
  args: {
    title: 'Choose a new password',
    lead: (
      <>
        For the account <strong>priya_sharma</strong>.
      </>
    ),
    children: <NewPasswordForm values={emptyNewPassword} onValuesChange={fn()} onSubmit={fn()} />,
  },
};

/** The reset is done and the account had passkeys: the reader picks the ones to keep. */
export const PasswordChangedKeepPasskeys: Story = {
  args: {
    title: 'Password changed',
    tone: 'success',
    lead: accountMessages.passwordReset,
    children: (
      <PasskeyKeepForm
        aria-label="Passkeys to keep"
        passkeys={passkeys}
        keepIds={[]}
        onKeepIdsChange={fn()}
        onSubmit={fn()}
      />
    ),
  },
};

/** The reader's choice is made: the ticked passkeys work again, the others are gone. */
export const PasskeysKept: Story = {
  args: {
    title: 'Password changed',
    tone: 'success',
    lead: accountMessages.passwordReset,
    children: (
      <>
        <p role="status">{accountMessages.passkeysKept}</p>
        <p>
          <a href="/login">Log in with your new password</a>
        </p>
      </>
    ),
  },
};

/** The link in "A passkey was added", before it is used: a button ends the passkey. */
export const EndPasskey: Story = {
  args: {
    title: 'End a passkey',
    lead: (
      <>
        End the passkey <strong>Work laptop</strong> of the account <strong>priya_sharma</strong>.
        Every browser signed in to the account is signed out too.
      </>
    ),
    children: (
      <Button type="button" onClick={fn()}>
        End this passkey
      </Button>
    ),
  },
};

export const PasskeyEnded: Story = {
  args: {
    title: 'Passkey ended',
    tone: 'success',
    lead: accountMessages.passkeyEnded,
    children: (
      <p>
        Whoever added it knew your password: <a href="/forgot-password">choose a new one</a>.
      </p>
    ),
  },
};
