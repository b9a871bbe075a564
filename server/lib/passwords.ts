import os from 'node:os';
import { hash, verify, type Algorithm } from '@node-rs/argon2';
import { dictionary } from '@zxcvbn-ts/language-common';
import pLimit from 'p-limit';

/** OWASP Password Storage Cheat Sheet, argon2id option 2: 19 MiB, 2 iterations, 1 lane. */
const ARGON2_OPTIONS = {
  // Algorithm.Argon2id; a const enum cannot be read under isolatedModules.
  algorithm: 2 as Algorithm.Argon2id,
  memoryCost: 19 * 1024,
  timeCost: 2,
  parallelism: 1,
} as const;

/**
 * Hashes computed at once. Each holds its 19 MiB while it runs on libuv's thread pool (4
 * threads unless UV_THREADPOOL_SIZE says otherwise): more at once than there are cores finish
 * no sooner, only hold more memory, and leave no thread for file reads (the site's pages).
 * The rest wait their turn here, in order.
 */
const HASHES_AT_ONCE = Math.max(
  1,
  Math.min(os.availableParallelism(), Number(process.env.UV_THREADPOOL_SIZE || 4) - 1),
);
const hashing = pLimit(HASHES_AT_ONCE);

/** Password hashes being computed, and waiting to be, right now. */
export function passwordHashing(): { running: number; waiting: number; atOnce: number } {
  return { running: hashing.activeCount, waiting: hashing.pendingCount, atOnce: HASHES_AT_ONCE };
}

/**
 * Passwords, usernames and emails are compared in Unicode NFC: "é" typed as one code point
 * (most keyboards) or as "e" plus a combining accent (some macOS input, some pastes) is one text.
 */
export const nfc = (text: string): string => text.normalize('NFC');

/** Hashes the password's NFC form. */
export function hashPassword(password: string): Promise<string> {
  return hashing(() => hash(nfc(password), ARGON2_OPTIONS));
}

// Verified against when the email is unknown, so a wrong email costs as long as a wrong password.
let dummyHash: Promise<string> | undefined;

/**
 * Checks a password in its NFC form; `stored` undefined means "no such account" and still
 * spends the time. 'rehash': right, but the stored hash was made from the text as typed before
 * passwords were normalised (a non-NFC password), so the caller should store hashPassword's.
 */
export async function verifyPassword(
  stored: string | undefined,
  password: string,
): Promise<boolean | 'rehash'> {
  const check = (hashed: string, text: string) =>
    hashing(() => verify(hashed, text)).catch(() => false);
  if (stored === undefined) {
    dummyHash ??= hashPassword('not-a-real-password-but-the-same-cost');
    await check(await dummyHash, nfc(password));
    return false;
  }
  if (await check(stored, nfc(password))) return true;
  return password !== nfc(password) && (await check(stored, password)) ? 'rehash' : false;
}

let common: Set<string> | undefined;

/**
 * The ~49,000 most common passwords (zxcvbn-ts's list, from leaked-password corpora), compared
 * case-insensitively: "Password1" is as guessable as "password1".
 */
function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common'].map((p) => p.toLowerCase()));
  return common.has(nfc(password).toLowerCase());
}

/**
 * Why a new password (signup, reset, change) is refused beyond its length, or undefined: one
 * of the ~49,000 common ones, or the account's own username or email.
 */
export function newPasswordProblem(
  password: string,
  account: { username: string; email: string },
): string | undefined {
  if (isCommonPassword(password)) {
    return 'password is too common; choose one that is harder to guess';
  }
  const lowered = nfc(password).toLowerCase();
  if (lowered === account.username.toLowerCase() || lowered === account.email.toLowerCase()) {
    return 'password must not be your username or email';
  }
  return undefined;
}
