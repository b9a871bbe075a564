import { useId, type FormEvent, type HTMLAttributes } from 'react';
import { AccountSection } from '../AccountSection';
import { Actions, ButtonLink, Field, Form, Outcome } from '../AccountSection/AccountSection.styles';
import { Button } from '../primitives';
import { Rule, Stack } from './AccountData.styles';

export type AccountDataProps = HTMLAttributes<HTMLDivElement> & {
  /** The JSON download (GET /api/account/export). */
  exportHref: string;
  /** 'confirming': the password (or a passkey) is asked for before anything is deleted. */
  deleteStep: 'idle' | 'confirming';
  /** Called by 'Delete my account…'. */
  onDeleteStart: () => void;
  /** Called by 'Cancel'. */
  onDeleteCancel: () => void;
  /** The password typed to confirm. Controlled. */
  password: string;
  onPasswordChange: (change: { password: string }) => void;
  /** Called by 'Delete my account' with the password. */
  onDeleteWithPassword: (confirm: { password: string }) => void;
  /** When the account has passkeys: called by 'Confirm with a passkey instead'. */
  onDeleteWithPasskey?: () => void;
  /** The deletion is on its way. @default false */
  deleting?: boolean;
  /** Why the deletion was refused (a wrong password, a passkey that failed). */
  error?: string;
};

/**
 * Your data: one JSON file with everything the site holds about the account (the account,
 * its comments, sessions and passkeys' names), and deleting the account, which asks for the
 * password or a passkey first and says what goes with it: its comments are deleted too.
 */
export function AccountData({
  exportHref,
  deleteStep,
  onDeleteStart,
  onDeleteCancel,
  password,
  onPasswordChange,
  onDeleteWithPassword,
  onDeleteWithPasskey,
  deleting = false,
  error,
  ...rest
}: AccountDataProps) {
  const id = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onDeleteWithPassword({ password });
  };
  return (
    <Stack {...rest}>
      <AccountSection
        title="Your data"
        description="One JSON file with your account, your comments, your signed-in browsers and the names of your passkeys."
      >
        <Actions>
          <ButtonLink href={exportHref} download>
            Download my data
          </ButtonLink>
        </Actions>
      </AccountSection>
      <AccountSection
        title="Delete my account"
        tone="danger"
        description="Your account, your comments, your signed-in browsers and your passkeys are deleted for good. The owner's moderation records keep no trace of your name."
      >
        {deleteStep === 'idle' ? (
          <Actions>
            <Button type="button" variant="outline" onClick={onDeleteStart}>
              Delete my account…
            </Button>
          </Actions>
        ) : (
          <>
            <Rule role="note">
              This cannot be undone. Every comment you wrote is deleted with the account.
            </Rule>
            <Form onSubmit={submit} aria-label="Confirm deleting your account">
              <Field>
                <label htmlFor={`${id}-password`}>Your password</label>
                <input
                  id={`${id}-password`}
                  type="password"
                  autoComplete="current-password"
                  required
                  value={password}
                  onChange={(event) => onPasswordChange({ password: event.target.value })}
                />
              </Field>
              <Actions>
                <Button type="submit" disabled={deleting} aria-busy={deleting || undefined}>
                  Delete my account
                </Button>
                {onDeleteWithPasskey && (
                  <Button
                    type="button"
                    variant="outline"
                    onClick={onDeleteWithPasskey}
                    disabled={deleting}
                  >
                    Confirm with a passkey instead
                  </Button>
                )}
                <Button type="button" variant="ghost" onClick={onDeleteCancel} disabled={deleting}>
                  Cancel
                </Button>
              </Actions>
            </Form>
          </>
        )}
        <div aria-live="polite">{error && <Outcome data-tone="danger">{error}</Outcome>}</div>
      </AccountSection>
    </Stack>
  );
}
