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

/**
 * A device token: this browser logged in to the account before, with the password it has now.
 * `<nonce>.<HMAC-SHA256(key: the account's password hash, "device:<user id>:<nonce>")>`, so no
 * table and no server secret are needed, and changing the password revokes every token.
 */
export function newDeviceToken(userId: string, passwordHash: string): string {
  const nonce = crypto.randomBytes(16).toString('base64url');
  return `${nonce}.${deviceMac(userId, passwordHash, nonce)}`;
}

/** The token's nonce (which names the device) when the token is valid for this account. */
export function deviceOf(
  token: string | undefined,
  userId: string,
  passwordHash: string,
): string | undefined {
  const match = token ? /^([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/.exec(token) : null;
  if (!match?.[1] || !match[2]) return undefined;
  const expected = Buffer.from(deviceMac(userId, passwordHash, match[1]));
  const given = Buffer.from(match[2]);
  return crypto.timingSafeEqual(expected, given) ? match[1] : undefined;
}

function deviceMac(userId: string, passwordHash: string, nonce: string): string {
  return crypto
    .createHmac('sha256', passwordHash)
    .update(`device:${userId}:${nonce}`)
    .digest('base64url');
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
