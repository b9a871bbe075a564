/**
 * The browser's side of passkeys (WebAuthn, through @simplewebauthn/browser, loaded only when
 * a passkey is used): whether this browser can, and the three ceremonies the site needs.
 */
import { useHydrated } from './useHydrated';
import {
  addPasskey,
  deletionPasskeyOptions,
  passkeyLogin,
  passkeyLoginOptions,
  passkeyRegistrationOptions,
} from '../client/account';

/** What a cancelled or refused browser prompt means to the reader. */
export function passkeyProblem(error: unknown): string {
  const name = error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'AbortError') {
    return 'No passkey was used: the request was cancelled or timed out.';
  }
  if (name === 'InvalidStateError') return 'This device already holds a passkey for your account.';
  if (name === 'SecurityError') return 'Passkeys do not work on this address of the site.';
  return error instanceof Error ? error.message : 'The passkey did not work; try again.';
}

/** Whether this browser can use passkeys; false until known (and in the static HTML). */
export function usePasskeySupport(): boolean {
  return useHydrated() && 'PublicKeyCredential' in window;
}

const browser = () => import('@simplewebauthn/browser');

/** Signs in with a discoverable passkey: the browser offers the ones it holds for the site. */
export async function signInWithPasskey() {
  const { startAuthentication } = await browser();
  const optionsJSON = await passkeyLoginOptions();
  return passkeyLogin(await startAuthentication({ optionsJSON }));
}

/**
 * Makes a new passkey for the logged-in account and stores it under `name`. The password goes
 * first: the browser is asked for a passkey only once the server accepted it.
 */
export async function createPasskey(name: string, password: string) {
  const { startRegistration } = await browser();
  const optionsJSON = await passkeyRegistrationOptions(password);
  return addPasskey(name, await startRegistration({ optionsJSON }));
}

/** A passkey's answer that confirms deleting the account. */
export async function passkeyConfirmation() {
  const { startAuthentication } = await browser();
  const optionsJSON = await deletionPasskeyOptions();
  return startAuthentication({ optionsJSON });
}
