import { useId, type FormEvent, type HTMLAttributes } from 'react';
import { Actions, Field, Form, Outcome } from '../AccountSection/AccountSection.styles';
import { Button } from '../primitives';

export type EmailRequestFormProps = Omit<HTMLAttributes<HTMLFormElement>, 'onSubmit'> & {
  /** The address typed. Controlled. */
  email: string;
  onEmailChange: (change: { email: string }) => void;
  /** Called on submit once the browser's required and email checks pass. */
  onSubmit: (submit: { email: string }) => void;
  /** The button's words. @default 'Send me a link' */
  submitLabel?: string;
  /** The request is on its way. @default false */
  busy?: boolean;
  /**
   * Whether a submit can be handled yet (false in the static HTML before hydration: the button
   * waits, the field takes input). @default true
   */
  ready?: boolean;
  /** The server's answer, the same whether or not the address has an account. */
  message?: string;
  error?: string;
};

/**
 * One email field and a button that asks for a link by mail: "Forgot password?", or a new
 * verification link when the old one no longer works. The answer never says whether the
 * address has an account, so neither does this form.
 */
export function EmailRequestForm({
  email,
  onEmailChange,
  onSubmit,
  submitLabel = 'Send me a link',
  busy = false,
  ready = true,
  message,
  error,
  ...rest
}: EmailRequestFormProps) {
  const id = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit({ email: email.trim() });
  };
  return (
    <Form method="post" onSubmit={submit} {...rest}>
      <Field>
        <label htmlFor={`${id}-email`}>Email</label>
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => onEmailChange({ email: event.target.value })}
        />
      </Field>
      <Actions>
        <Button type="submit" disabled={busy || !ready} aria-busy={busy || undefined}>
          {submitLabel}
        </Button>
      </Actions>
      <div aria-live="polite">
        {message && <Outcome data-tone="success">{message}</Outcome>}
        {error && <Outcome data-tone="danger">{error}</Outcome>}
      </div>
    </Form>
  );
}
