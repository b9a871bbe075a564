import { useId, type FormEvent, type HTMLAttributes } from 'react';
import { AccountSection } from '../AccountSection';
import { Actions, Field, FieldNote, Form, Outcome } from '../AccountSection/AccountSection.styles';
import { Button } from '../primitives';

export type PasswordChangeValues = {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
};

export const emptyPasswordChange: PasswordChangeValues = {
  currentPassword: '',
  newPassword: '',
  confirmPassword: '',
};

export type PasswordChangeFormProps = Omit<HTMLAttributes<HTMLElement>, 'onSubmit'> & {
  /** The fields' values. The form is fully controlled. */
  values: PasswordChangeValues;
  /** Called with all values after any field changes. */
  onValuesChange: (change: { values: PasswordChangeValues }) => void;
  /** Called on submit once the browser's required checks pass; the page compares the two new ones. */
  onSubmit: (submit: { values: PasswordChangeValues }) => void;
  /** Show 'Passwords do not match' under the confirmation. @default false */
  passwordMismatch?: boolean;
  /** The change is on its way to the server. @default false */
  busy?: boolean;
  /** What the change did ("Your password has been changed, and 2 other browsers …"). */
  message?: string;
  /** Why it was refused (the server's words: a wrong current password, a common one). */
  error?: string;
};

/**
 * Change the password: the current one (so a browser left signed in cannot take the account),
 * the new one twice with the signup form's rules. Other browsers are signed out when it works.
 */
export function PasswordChangeForm({
  values,
  onValuesChange,
  onSubmit,
  passwordMismatch = false,
  busy = false,
  message,
  error,
  ...rest
}: PasswordChangeFormProps) {
  const id = useId();
  const set = (name: keyof PasswordChangeValues) => (event: React.ChangeEvent<HTMLInputElement>) =>
    onValuesChange({ values: { ...values, [name]: event.target.value } });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit({ values });
  };
  return (
    <AccountSection
      title="Password"
      description="Changing it signs out every other browser signed in to your account."
      {...rest}
    >
      <Form onSubmit={submit} aria-label="Change your password">
        <Field>
          <label htmlFor={`${id}-current`}>Current password</label>
          <input
            id={`${id}-current`}
            type="password"
            autoComplete="current-password"
            required
            value={values.currentPassword}
            onChange={set('currentPassword')}
          />
        </Field>
        <Field>
          <label htmlFor={`${id}-new`}>New password</label>
          <input
            id={`${id}-new`}
            type="password"
            autoComplete="new-password"
            required
            minLength={8}
            maxLength={128}
            aria-describedby={`${id}-rules`}
            value={values.newPassword}
            onChange={set('newPassword')}
          />
          <FieldNote id={`${id}-rules`}>
            8 to 128 characters; not a common password, your username or your email.
          </FieldNote>
        </Field>
        <Field>
          <label htmlFor={`${id}-confirm`}>Confirm new password</label>
          <input
            id={`${id}-confirm`}
            type="password"
            autoComplete="new-password"
            required
            aria-invalid={passwordMismatch || undefined}
            aria-describedby={passwordMismatch ? `${id}-mismatch` : undefined}
            value={values.confirmPassword}
            onChange={set('confirmPassword')}
          />
          {passwordMismatch && (
            <FieldNote id={`${id}-mismatch`} data-tone="danger" role="alert">
              Passwords do not match
            </FieldNote>
          )}
        </Field>
        <Actions>
          <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
            Change password
          </Button>
        </Actions>
        <div aria-live="polite">
          {message && <Outcome data-tone="success">{message}</Outcome>}
          {error && <Outcome data-tone="danger">{error}</Outcome>}
        </div>
      </Form>
    </AccountSection>
  );
}
