/**
 * The reader's own account (/api/account, docs/accounts.md) and the links mailed to readers
 * (/api/auth/…). Every call needs the session cookie except the links, which carry their own
 * token, and "Forgot password?".
 */
import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  AuthenticationResponseJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/browser';
import type {
  AccountOverview,
  AccountPasskey,
  ChangeEmailBody,
  ChangePasswordBody,
  KeptPasskeys,
  LinkInfo,
  ResetPasswordAnswer,
  SignedOut,
  VerifiedEmail,
} from '../../shared/schemas';
import type { LoginResponse } from './auth';
import { apiBase } from './apiBase';
import { apiRequest } from './client';

type Answer = { message: string };

export const getAccount = (signal?: AbortSignal) =>
  apiRequest<AccountOverview>('/api/account', { signal });

/** The JSON download of everything the site holds about the account. */
export const exportHref = `${apiBase}/api/account/export`;

export const changePassword = (body: ChangePasswordBody) =>
  apiRequest<Answer>('/api/account/password', { body });

export const changeEmail = (body: ChangeEmailBody) =>
  apiRequest<Answer>('/api/account/email', { body });

/** A new verification link for the account's current address. */
export const resendVerificationForAccount = () =>
  apiRequest<Answer>('/api/account/verify-email', { method: 'POST' });

export const signOutOthers = () =>
  apiRequest<SignedOut>('/api/account/sessions/sign-out-others', { method: 'POST' });

/** A registration challenge, handed out once the password is right. */
export const passkeyRegistrationOptions = (password: string) =>
  apiRequest<PublicKeyCredentialCreationOptionsJSON>('/api/account/passkeys/options', {
    body: { password },
  });

export const addPasskey = (name: string, response: RegistrationResponseJSON) =>
  apiRequest<AccountPasskey>('/api/account/passkeys', { body: { name, response } });

export const removePasskey = (id: string) =>
  apiRequest<void>(`/api/account/passkeys/${encodeURIComponent(id)}`, { method: 'DELETE' });

/** A challenge for confirming the deletion with one of the account's passkeys. */
export const deletionPasskeyOptions = () =>
  apiRequest<PublicKeyCredentialRequestOptionsJSON>('/api/account/delete/options', {
    method: 'POST',
  });

export const deleteAccount = (
  confirm: { password: string } | { passkey: AuthenticationResponseJSON },
) => apiRequest<Answer>('/api/account/delete', { body: confirm });

// Mailed links and "Forgot password?" (no session needed).

export const forgotPassword = (email: string) =>
  apiRequest<Answer>('/api/auth/forgot-password', { body: { email } });

export const resendVerification = (email: string) =>
  apiRequest<Answer>('/api/auth/verify-email/resend', { body: { email } });

/** What a mailed link is for, without using it. */
export const describeLink = (token: string, signal?: AbortSignal) =>
  apiRequest<LinkInfo>('/api/auth/link', { body: { token }, signal });

export const verifyEmail = (token: string) =>
  apiRequest<VerifiedEmail>('/api/auth/verify-email', { body: { token } });

/** The new password; the answer lists the passkeys the reset suspended, to keep some. */
export const resetPassword = (token: string, password: string) =>
  apiRequest<ResetPasswordAnswer>('/api/auth/reset-password', { body: { token, password } });

/** After a reset: the passkeys in `keep` work again, the others are removed. */
export const keepPasskeys = (keepToken: string, keep: string[]) =>
  apiRequest<KeptPasskeys>('/api/auth/reset-password/passkeys', { body: { keepToken, keep } });

/** The link in "A passkey was added": ends that passkey and every session of the account. */
export const endPasskey = (token: string) =>
  apiRequest<Answer>('/api/auth/end-passkey', { body: { token } });

export const passkeyLoginOptions = () =>
  apiRequest<PublicKeyCredentialRequestOptionsJSON>('/api/auth/passkey/options', {
    method: 'POST',
  });

export const passkeyLogin = (response: AuthenticationResponseJSON) =>
  apiRequest<LoginResponse>('/api/auth/passkey', { body: { response } });
