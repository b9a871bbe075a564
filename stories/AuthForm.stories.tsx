import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AuthForm, emptyAuthValues, VerifyNotice, type AuthValues } from '../ui';
import { loginValues, mismatchedSignupValues, signupValues } from './fixtures/auth';

/**
 * Holds the values and applies the signup rule a page applies: the mismatch flag resets on
 * each submit and is set again only if the passwords differ.
 */
function Harness(props: React.ComponentProps<typeof AuthForm>) {
  const [values, setValues] = useState<AuthValues>(props.values);
  const [mismatch, setMismatch] = useState(props.passwordMismatch ?? false);
  return (
    <div style={{ padding: '2rem 1rem' }}>
      <AuthForm
        {...props}
        values={values}
        passwordMismatch={mismatch}
        onValuesChange={(change) => {
          props.onValuesChange(change);
          setValues(change.values);
        }}
        onSubmit={(submit) => {
          setMismatch(false);
          if (props.mode === 'signup' && submit.values.password !== submit.values.confirmPassword) {
            setMismatch(true);
            return;
          }
          props.onSubmit(submit);
        }}
      />
    </div>
  );
}

const meta = {
  // The name designers search for is in the title; the id keeps story ids (and baselines) stable.
  title: 'Account/AuthForm (form fields, input)',
  id: 'account-authform',
  component: AuthForm,
  tags: ['responsive', 'form', 'input', 'field'],
  render: (args) => <Harness {...args} />,
  args: {
    mode: 'login',
    values: emptyAuthValues,
    onValuesChange: fn(),
    onSubmit: fn(),
    onLogout: fn(),
  },
} satisfies Meta<typeof AuthForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Login: Story = {};

export const LoginBusy: Story = { args: { values: loginValues, busy: true } };

/** The static HTML before hydration: fields take input, the button waits for the page. */
export const SignupBeforeHydration: Story = {
  args: { mode: 'signup', values: signupValues, ready: false },
};

export const Signup: Story = { args: { mode: 'signup' } };

export const SignupFilled: Story = { args: { mode: 'signup', values: signupValues } };

export const SignupMismatch: Story = {
  args: { mode: 'signup', values: mismatchedSignupValues, passwordMismatch: true },
};

/** /login as the site shows it: 'Forgot password?' and 'Sign in with a passkey'. */
export const LoginWithPasskey: Story = {
  args: { forgotPasswordHref: '/forgot-password', onPasskeySignIn: fn() },
};

/** The browser is asking for a passkey. */
export const PasskeyBusy: Story = {
  args: { forgotPasswordHref: '/forgot-password', onPasskeySignIn: fn(), passkeyBusy: true },
};

/** Right after signup: check the inbox, with 'Send it again'. */
export const LoginAfterSignup: Story = {
  args: {
    forgotPasswordHref: '/forgot-password',
    onPasskeySignIn: fn(),
    notice: <VerifyNotice email="priya@example.com" onResend={fn()} />,
  },
};

/** 'Sign in with a passkey' reports the click; no field is needed. */
export const PasskeyClick: Story = {
  args: { forgotPasswordHref: '/forgot-password', onPasskeySignIn: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in with a passkey' }));
    await expect(args.onPasskeySignIn).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Already logged in on /login: go to the blog or log out. */
export const AlreadyLoggedIn: Story = { args: { signedInAs: 'priya_sharma' } };

/** Typing and pressing Login reports the values. */
export const SubmitLogin: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Email'), 'priya@example.com');
    await userEvent.type(canvas.getByLabelText('Password'), 'secret-pass');
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      values: { ...emptyAuthValues, email: 'priya@example.com', password: 'secret-pass' },
    });
  },
};

/** Different passwords: the message shows and nothing is sent; fixing them clears it. */
export const SubmitMismatch: Story = {
  args: { mode: 'signup', values: mismatchedSignupValues },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Up' }));
    await expect(canvas.getByText('Passwords do not match')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    const confirm = canvas.getByLabelText('Confirm Password');
    await userEvent.clear(confirm);
    await userEvent.type(confirm, signupValues.password);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Up' }));
    await expect(canvas.queryByText('Passwords do not match')).not.toBeInTheDocument();
    await expect(args.onSubmit).toHaveBeenCalledWith({ values: signupValues });
  },
};
