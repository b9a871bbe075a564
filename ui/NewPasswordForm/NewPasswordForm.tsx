import { useId, type FormEvent, type HTMLAttributes } from 'react';
import { Actions, Field, FieldNote, Form, Outcome } from '../AccountSection/AccountSection.styles';
import { Button } from '../primitives';

export type NewPasswordValues = { password: string; confirmPassword: string };

export const emptyNewPassword: NewPasswordValues = { password: '', confirmPassword: '' };

export type NewPasswordFormProps = Omit<HTMLAttributes<HTMLFormElement>, 'onSubmit'> & {
  values: NewPasswordValues;
  onValuesChange: (change: { values: NewPasswordValues }) => void;
  /** Called on submit once the browser's checks pass; the page compares the two. */
  onSubmit: (submit: { values: NewPasswordValues }) => void;
  /** Show 'Passwords do not match' under the confirmation. @default false */
  passwordMismatch?: boolean;
  /** @default false */
  busy?: boolean;
  /** False before hydration: the button waits. @default true */
  ready?: boolean;
  /** Why the server refused the password (too common, your username…). */
  error?: string;
};

/**
 * A new password, twice, with the signup form's rules (8 to 128 characters, not a common
 * password, not the username or email; the server checks the last two).
 */
export function NewPasswordForm({
  values,
  onValuesChange,
  onSubmit,
  passwordMismatch = false,
  busy = false,
  ready = true,
  error,
  ...rest
}: NewPasswordFormProps) {
  const id = useId();
  const set = (name: keyof NewPasswordValues) => (event: React.ChangeEvent<HTMLInputElement>) =>
    onValuesChange({ values: { ...values, [name]: event.target.value } });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit({ values });
  };
  return (
    <Form method="post" onSubmit={submit} {...rest}>
      <Field>
        <label htmlFor={`${id}-password`}>New password</label>
        <input
          id={`${id}-password`}
          type="password"
          autoComplete="new-password"
          required
          minLength={8}
          maxLength={128}
          aria-describedby={`${id}-rules`}
          value={values.password}
          onChange={set('password')}
        />
        <FieldNote id={`${id}-rules`}>
          8 to 128 characters; not a common password, your username or your email.
        </FieldNote>
      </Field>
      <Field>
        <label htmlFor={`${id}-confirm`}>Confirm Password</label>
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
        <Button type="submit" disabled={busy || !ready} aria-busy={busy || undefined}>
          Set new password
        </Button>
      </Actions>
      <div aria-live="polite">{error && <Outcome data-tone="danger">{error}</Outcome>}</div>
    </Form>
  );
}
