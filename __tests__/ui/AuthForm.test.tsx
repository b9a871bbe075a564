import { composeStories } from '@storybook/react';
import { ThemeProvider } from '@emotion/react';
import { act, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { fn } from 'storybook/test';
import * as stories from '../../stories/AuthForm.stories';
import { AuthForm, emptyAuthValues, type AuthValues } from '../../ui';
import { theme } from '../../ui/theme';
import { signupValues } from '../../stories/fixtures/auth';

const {
  Login,
  Signup,
  SignupMismatch,
  SignupBeforeHydration,
  AlreadyLoggedIn,
  SubmitLogin,
  SubmitMismatch,
  LoginWithPasskey,
  LoginAfterSignup,
  PasskeyBusy,
  PasskeyClick,
} = composeStories(stories);

describe('AuthForm', () => {
  it('login: Email and Password, a Login button and a link to /signup', () => {
    render(<Login />);
    expect(screen.getByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Email')).toBeRequired();
    expect(screen.getByLabelText('Password')).toBeRequired();
    expect(screen.queryByLabelText('Username')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Login' })).toHaveAttribute('type', 'submit');
    expect(screen.getByRole('link', { name: "Don't have an account ?" })).toHaveAttribute(
      'href',
      '/signup',
    );
  });

  it('signup: four required fields, a Sign Up button and a link to /login', () => {
    render(<Signup />);
    for (const label of ['Username', 'Email', 'Password', 'Confirm Password']) {
      expect(screen.getByLabelText(label)).toBeRequired();
    }
    expect(screen.getByRole('button', { name: 'Sign Up' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Already have an account?' })).toHaveAttribute(
      'href',
      '/login',
    );
  });

  it('signup: sends the values when the passwords match', async () => {
    const user = userEvent.setup();
    const onSubmit = fn();
    render(<Signup onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText('Username'), signupValues.username);
    await user.type(screen.getByLabelText('Email'), signupValues.email);
    await user.type(screen.getByLabelText('Password'), signupValues.password);
    await user.type(screen.getByLabelText('Confirm Password'), signupValues.confirmPassword);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(onSubmit).toHaveBeenCalledWith({ values: signupValues });
  });

  it('shows the mismatch message under Confirm Password, tied to the field', () => {
    render(<SignupMismatch />);
    const confirm = screen.getByLabelText('Confirm Password');
    expect(confirm).toHaveAttribute('aria-invalid', 'true');
    expect(confirm).toHaveAccessibleDescription('Passwords do not match');
  });

  it('offers the blog or logging out when already logged in', async () => {
    const user = userEvent.setup();
    const onLogout = fn();
    render(<AlreadyLoggedIn onLogout={onLogout} />);
    expect(screen.getByText('priya_sharma')).toBeInTheDocument();
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the blog' })).toHaveAttribute('href', '/blog');
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('disables the submit button while busy', () => {
    render(<Login busy />);
    expect(screen.getByRole('button', { name: 'Login' })).toBeDisabled();
  });

  it('keeps the button disabled until the page can handle a submit, fields still editable', () => {
    render(<SignupBeforeHydration />);
    expect(screen.getByRole('button', { name: 'Sign Up' })).toBeDisabled();
    expect(screen.getByLabelText('Username')).toBeEnabled();
  });

  it('takes what was typed before hydration into the values it submits', async () => {
    const onSubmit = fn();
    function Page() {
      const [values, setValues] = useState<AuthValues>(emptyAuthValues);
      return (
        <ThemeProvider theme={theme}>
          <AuthForm
            mode="login"
            values={values}
            onValuesChange={({ values: next }) => setValues(next)}
            onSubmit={onSubmit}
          />
        </ThemeProvider>
      );
    }
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(<Page />);
    // The visitor types into the static HTML; React has not hydrated yet.
    const email = within(container).getByLabelText<HTMLInputElement>('Email');
    const password = within(container).getByLabelText<HTMLInputElement>('Password');
    email.value = 'early@example.com';
    password.value = 'typed before hydration';
    const root = await act(async () => hydrateRoot(container, <Page />));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(onSubmit).toHaveBeenCalledWith({
      values: {
        ...emptyAuthValues,
        email: 'early@example.com',
        password: 'typed before hydration',
      },
    });
    act(() => root.unmount());
    container.remove();
  });

  it("login on the site: 'Forgot password?' and 'Sign in with a passkey', which needs no field", () => {
    render(<LoginWithPasskey />);
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    const passkey = screen.getByRole('button', { name: 'Sign in with a passkey' });
    expect(passkey).toHaveAttribute('type', 'button');
    expect(passkey).toBeEnabled();
  });

  it('shows no forgot link or passkey button unless asked, nor on signup', () => {
    render(<Signup forgotPasswordHref="/forgot-password" onPasskeySignIn={fn()} />);
    expect(screen.queryByRole('link', { name: 'Forgot password?' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /passkey/ })).not.toBeInTheDocument();
  });

  it('holds the check-your-inbox notice above the fields, and waits during a passkey', async () => {
    const { container } = render(<LoginAfterSignup />);
    expect(screen.getByRole('status')).toHaveTextContent('Check your inbox.');
    expect(await axe(container)).toHaveNoViolations();
    render(<PasskeyBusy />);
    expect(screen.getAllByRole('button', { name: 'Sign in with a passkey' })[1]).toBeDisabled();
  });

  it('has no axe violations', async () => {
    const { container } = render(<SignupMismatch />);
    expect(await axe(container)).toHaveNoViolations();
  });
});

describe('AuthForm stories', () => {
  it.each([
    ['SubmitLogin', SubmitLogin],
    ['SubmitMismatch', SubmitMismatch],
    ['PasskeyClick', PasskeyClick],
  ])('passes the %s play function', async (_name, Story) => {
    await Story.run();
    expect(screen.getAllByRole('button').length).toBeGreaterThan(0);
  });
});
