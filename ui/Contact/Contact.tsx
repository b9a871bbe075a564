import { useId, useRef, type FormEvent, type HTMLAttributes } from 'react';
import { MailIcon } from '../icons';
import { Button, Dialog } from '../primitives';
import { Form, Heading, Intro, Layout, MailLink, Result, Root } from './Contact.styles';

/** What the visitor typed, under the mail service's field names. */
export type ContactValues = { user_name: string; user_email: string; user_message: string };

/** Outcome of the last send attempt, shown in a popup until dismissed. */
export type ContactResult = { kind: 'success' } | { kind: 'error'; message: string };

export type ContactProps = Omit<HTMLAttributes<HTMLElement>, 'children' | 'onSubmit'> & {
  /** Address of the mailto button. */
  email: string;
  /** Section heading. @default 'Contact Me' */
  heading?: string;
  /** Whether a message is being sent (disables the submit button). @default false */
  sending?: boolean;
  /** Popup of the last attempt; null hides it. */
  result: ContactResult | null;
  /**
   * Called with the form element (the mail library reads it) and its values once the browser's
   * validation passed. The page sends, then resets the form.
   */
  onSubmit: (submission: { form: HTMLFormElement; values: ContactValues }) => void;
  /** Called when the result popup is dismissed. */
  onResultClose: () => void;
};

function SuccessIcon() {
  return (
    <svg
      width="56"
      height="56"
      viewBox="0 0 24 24"
      role="img"
      aria-label="Success"
      focusable="false"
      data-kind="success"
    >
      <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
      <path
        d="m7 12.5 3.2 3L17 9"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function ErrorIcon() {
  return (
    <svg
      width="56"
      height="56"
      viewBox="0 0 24 24"
      role="img"
      aria-label="Error"
      focusable="false"
      data-kind="error"
    >
      <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
      <path
        d="M12 7v6M12 16.5v.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.4"
        strokeLinecap="round"
      />
    </svg>
  );
}

/**
 * Contact: a mailto button and a form (name, email, message; all required, email checked by
 * the browser). The popup reports 'Message Sent Successfully' or 'Ooops, something went
 * wrong' with the service's text.
 */
export function Contact({
  email,
  heading = 'Contact Me',
  sending = false,
  result,
  onSubmit,
  onResultClose,
  ...rest
}: ContactProps) {
  const titleId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const read = (name: keyof ContactValues) => String(data.get(name) ?? '');
    onSubmit({
      form,
      values: {
        user_name: read('user_name'),
        user_email: read('user_email'),
        user_message: read('user_message'),
      },
    });
  };
  return (
    <Root id="contact" aria-labelledby={titleId} {...rest}>
      <Layout>
        <Intro>
          <Heading id={titleId}>{heading}</Heading>
          <p>Have a project in mind or just want to say hello? Write to me.</p>
          <MailLink href={`mailto:${email}`}>
            <MailIcon />
            {email}
          </MailLink>
        </Intro>
        <Form aria-label="Contact form" onSubmit={handleSubmit}>
          <label>
            Name
            <input name="user_name" type="text" autoComplete="name" required />
          </label>
          <label>
            Email
            <input name="user_email" type="email" autoComplete="email" required />
          </label>
          <label>
            Message
            <textarea name="user_message" required />
          </label>
          <Button type="submit" disabled={sending}>
            {sending ? 'Sending...' : 'Send'}
          </Button>
        </Form>
      </Layout>
      <Dialog
        open={result !== null}
        onClose={onResultClose}
        role={result?.kind === 'error' ? 'alertdialog' : 'dialog'}
        label={
          result?.kind === 'success' ? 'Message Sent Successfully' : 'Ooops, something went wrong'
        }
        hideCloseButton
        initialFocus={closeRef}
      >
        {result && (
          <Result>
            {result.kind === 'success' ? <SuccessIcon /> : <ErrorIcon />}
            <p>
              <strong>
                {result.kind === 'success'
                  ? 'Message Sent Successfully'
                  : 'Ooops, something went wrong'}
              </strong>
            </p>
            {result.kind === 'error' && <p>{result.message}</p>}
            <Button ref={closeRef} type="button" onClick={onResultClose}>
              OK
            </Button>
          </Result>
        )}
      </Dialog>
    </Root>
  );
}
