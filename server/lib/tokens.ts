import crypto from 'node:crypto';

/** 256 random bits, URL-safe: the session cookie's value. */
export function newSessionToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

export const SESSION_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** Only this digest is stored; the token itself exists only in the browser's cookie. */
export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

const BASE62 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A random short-link code (62^7, about 3.5e12 codes), unbiased by rejection sampling. */
export function newShortCode(length = 7): string {
  let code = '';
  while (code.length < length) {
    for (const byte of crypto.randomBytes(length * 2)) {
      // 248 = 62 * 4: bytes above it would favour the first letters.
      if (byte < 248 && code.length < length) code += BASE62[byte % 62];
    }
  }
  return code;
}
