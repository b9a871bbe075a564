import { useId, type FormEvent, type HTMLAttributes } from 'react';
import { AccountSection } from '../AccountSection';
import { Actions, Field, Form, Outcome } from '../AccountSection/AccountSection.styles';
import { Button } from '../primitives';

export type EmailChangeValues = { email: string; password: string };

export const emptyEmailChange: EmailChangeValues = { email: '', password: '' };

export type EmailChangeFormProps = Omit<HTMLAttributes<HTMLElement>, 'onSubmit'> & {
  /** The address the account uses now. */
  currentEmail: string;
  values: EmailChangeValues;
  onValuesChange: (change: { values: EmailChangeValues }) => void;
  /** Called on submit once the browser's required and email checks pass. */
  onSubmit: (submit: { values: EmailChangeValues }) => void;
  /** The request is on its way. @default false */
  busy?: boolean;
  /** What happened ("A link is on its way to …"). */
  message?: string;
  /** Why it was refused. */
  error?: string;
};

/**
 * Change the address: the new one and the password. Nothing changes until the link mailed to
 * the new address is opened; the old address is told once it has.
 */
export function EmailChangeForm({
  currentEmail,
  values,
  onValuesChange,
  onSubmit,
  busy = false,
  message,
  error,
  ...rest
}: EmailChangeFormProps) {
  const id = useId();
  const set = (name: keyof EmailChangeValues) => (event: React.ChangeEvent<HTMLInputElement>) =>
    onValuesChange({ values: { ...values, [name]: event.target.value } });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit({ values });
  };
  return (
    <AccountSection
      title="Email address"
      description={
        <>
          Now <strong>{currentEmail}</strong>. A new address takes over once you open the link we
          mail to it; we tell the old one.
        </>
      }
      {...rest}
    >
      <Form onSubmit={submit} aria-label="Change your email address">
        <Field>
          <label htmlFor={`${id}-email`}>New email</label>
          <input
            id={`${id}-email`}
            type="email"
            autoComplete="email"
            required
            value={values.email}
            onChange={set('email')}
          />
        </Field>
        <Field>
          <label htmlFor={`${id}-password`}>Your password</label>
          <input
            id={`${id}-password`}
            type="password"
            autoComplete="current-password"
            required
            value={values.password}
            onChange={set('password')}
          />
        </Field>
        <Actions>
          <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
            Change email
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
