import {
  useEffect,
  useId,
  useRef,
  type FormEvent,
  type HTMLAttributes,
  type ReactNode,
} from 'react';
import { Button, Link } from '../primitives';
import {
  Field,
  FieldError,
  Footer,
  ForgotRow,
  Form,
  Heading,
  Notice,
  NoticeActions,
  Or,
  Root,
} from './AuthForm.styles';

/** Every field either form can hold; the login form uses only email and password. */
export type AuthValues = {
  username: string;
  email: string;
  password: string;
  confirmPassword: string;
};

export const emptyAuthValues: AuthValues = {
  username: '',
  email: '',
  password: '',
  confirmPassword: '',
};

export type AuthFormProps = Omit<HTMLAttributes<HTMLElement>, 'onSubmit' | 'children'> & {
  /** Which form: 'login' (Email, Password) or 'signup' (Username, Email, Password, Confirm). */
  mode: 'login' | 'signup';
  /** Current field values. The form is fully controlled. */
  values: AuthValues;
  /** Called with all values after any field changes. */
  onValuesChange: (change: { values: AuthValues }) => void;
  /** Called when the form is submitted and the browser's required/email checks pass. */
  onSubmit: (submit: { values: AuthValues }) => void;
  /** Signup only: show 'Passwords do not match' under Confirm Password. @default false */
  passwordMismatch?: boolean;
  /** A request is in flight: the submit button is disabled. @default false */
  busy?: boolean;
  /**
   * Whether a submit can be handled yet. While false (the static HTML before hydration) the
   * submit button is disabled, so neither a press nor Enter posts the form natively and
   * loses what was typed. Fields stay editable. @default true
   */
  ready?: boolean;
  /** When set, the visitor is already logged in as this user: offer the blog or logging out. */
  signedInAs?: string;
  /** Called by the 'Log out' button shown with `signedInAs`. */
  onLogout?: () => void;
  /** Where the signed-in notice sends the visitor. @default '/blog' */
  continueHref?: string;
  /** Shown above the fields, e.g. the check-your-inbox notice after signup (a VerifyNotice). */
  notice?: ReactNode;
  /** Login only: where 'Forgot password?' goes; without it the link is not shown. */
  forgotPasswordHref?: string;
  /**
   * Login only: called by 'Sign in with a passkey' (no email typed: the browser offers the
   * passkeys it holds for the site); without it the button is not shown.
   */
  onPasskeySignIn?: () => void;
  /** The browser is asking for a passkey, or the server is checking it. @default false */
  passkeyBusy?: boolean;
};

/** The values as the form's fields hold them; a field this form does not show keeps its value. */
function readFields(form: HTMLFormElement, values: AuthValues): AuthValues {
  const read = (name: keyof AuthValues) => {
    const field = form.elements.namedItem(name);
    return field instanceof HTMLInputElement ? field.value : values[name];
  };
  return {
    username: read('username'),
    email: read('email'),
    password: read('password'),
    confirmPassword: read('confirmPassword'),
  };
}

/**
 * The login and signup card. Stateless: the page holds the values, decides when passwords do
 * not match and what happens on submit. Uses the browser's own required and email checks.
 */
export function AuthForm({
  mode,
  values,
  onValuesChange,
  onSubmit,
  passwordMismatch = false,
  busy = false,
  ready = true,
  signedInAs,
  onLogout,
  continueHref = '/blog',
  notice,
  forgotPasswordHref,
  onPasskeySignIn,
  passkeyBusy = false,
  ...rest
}: AuthFormProps) {
  const id = useId();
  const headingId = `${id}-heading`;
  const mismatchId = `${id}-mismatch`;
  const isSignup = mode === 'signup';
  const title = isSignup ? 'Sign Up' : 'Login';
  const formRef = useRef<HTMLFormElement>(null);

  // What a visitor typed before hydration is in the fields but not in `values`: report it once,
  // on mount, so the values the page sends are the ones on screen.
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const onScreen = readFields(form, values);
    const differs = (Object.keys(values) as (keyof AuthValues)[]).some(
      (name) => onScreen[name] !== values[name],
    );
    if (differs) onValuesChange({ values: onScreen });
    // Only the first render can differ from the DOM; later changes arrive through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (signedInAs) {
    return (
      <Root aria-labelledby={headingId} {...rest}>
        <Heading id={headingId}>{title}</Heading>
        <Notice>
          <p>
            You are logged in as <strong>{signedInAs}</strong>.
          </p>
          <NoticeActions>
            <Link href={continueHref}>Go to the blog</Link>
            <Button type="button" variant="outline" onClick={onLogout}>
              Log out
            </Button>
          </NoticeActions>
        </Notice>
      </Root>
    );
  }

  // Both read every field from the form: a change that lands before the page has re-rendered
  // with the previous one (typing fast while the page hydrates) must not undo it.
  const change = (event: React.ChangeEvent<HTMLInputElement>) => {
    if (event.target.form) onValuesChange({ values: readFields(event.target.form, values) });
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit({ values: readFields(event.currentTarget, values) });
  };

  return (
    <Root aria-labelledby={headingId} {...rest}>
      <Heading id={headingId}>{title}</Heading>
      {notice}
      {/* method="post": a submit before hydration never puts the password in the URL. */}
      <Form ref={formRef} method="post" onSubmit={submit} aria-labelledby={headingId}>
        {isSignup && (
          <Field>
            <label htmlFor={`${id}-username`}>Username</label>
            <input
              id={`${id}-username`}
              name="username"
              autoComplete="username"
              required
              value={values.username}
              onChange={change}
            />
          </Field>
        )}
        <Field>
          <label htmlFor={`${id}-email`}>Email</label>
          <input
            id={`${id}-email`}
            name="email"
            type="email"
            autoComplete="email"
            required
            value={values.email}
            onChange={change}
          />
        </Field>
        <Field>
          <label htmlFor={`${id}-password`}>Password</label>
          <input
            id={`${id}-password`}
            name="password"
            type="password"
            autoComplete={isSignup ? 'new-password' : 'current-password'}
            required
            value={values.password}
            onChange={change}
          />
        </Field>
        {isSignup && (
          <Field>
            <label htmlFor={`${id}-confirm`}>Confirm Password</label>
            <input
              id={`${id}-confirm`}
              name="confirmPassword"
              type="password"
              autoComplete="new-password"
              required
              aria-invalid={passwordMismatch || undefined}
              aria-describedby={passwordMismatch ? mismatchId : undefined}
              value={values.confirmPassword}
              onChange={change}
            />
            {passwordMismatch && (
              <FieldError id={mismatchId} role="alert">
                Passwords do not match
              </FieldError>
            )}
          </Field>
        )}
        {!isSignup && forgotPasswordHref && (
          <ForgotRow>
            <Link href={forgotPasswordHref}>Forgot password?</Link>
          </ForgotRow>
        )}
        <Button type="submit" disabled={busy || !ready} aria-busy={busy || undefined}>
          {title}
        </Button>
      </Form>
      {!isSignup && onPasskeySignIn && (
        <>
          <Or>or</Or>
          <Button
            type="button"
            variant="outline"
            onClick={onPasskeySignIn}
            disabled={passkeyBusy || !ready}
            aria-busy={passkeyBusy || undefined}
            style={{ width: '100%' }}
          >
            Sign in with a passkey
          </Button>
        </>
      )}
      <Footer>
        {isSignup ? (
          <Link href="/login">Already have an account?</Link>
        ) : (
          <Link href="/signup">Don&apos;t have an account ?</Link>
        )}
      </Footer>
    </Root>
  );
}
