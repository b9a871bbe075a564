/**
 * The security audit's whole sequence, on PGlite and PostgreSQL with mail through a real SMTP
 * server: a stranger signs up with the owner's address (named in OWNER_EMAILS, no account
 * yet), plants a passkey and a change of address, and waits; the owner takes the account back
 * as docs/accounts.md says (Forgot password? and the mailed link). The stranger must be left
 * with nothing: no session, no passkey, no change link, no password, no owner's area.
 */
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { passkeys, users } from '../../server/db/schema';
import { startSmtp, tokenIn, type TestSmtp } from '../support/smtp';
import { softPasskey } from '../support/webauthn';
import {
  buildTestApp,
  drivers,
  get,
  login,
  post,
  signup,
  SITE_URL,
  testDatabase,
  truncateAll,
} from './support/helper';

const OWNER_EMAIL = 'owner@example.com';
const STRANGER_PASSWORD = 'the strangers own passphrase 1';
const OWNER_PASSWORD = 'the owners new passphrase 2';
const STRANGER_MAILBOX = 'stranger@evil.example';

describe.each(drivers)('an account taken back from a stranger on %s', (driver) => {
  const handle = testDatabase(driver);
  let smtp: TestSmtp;
  let app: FastifyInstance;

  beforeAll(async () => {
    smtp = await startSmtp();
    app = await buildTestApp(handle.db, {
      mail: { smtpUrl: smtp.url, from: 'no-reply@example.com', dir: '/nonexistent' },
      ownerEmails: [OWNER_EMAIL],
    });
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });
  beforeEach(async () => {
    await app.mail.settled();
    await truncateAll(handle.db);
    smtp.mails.length = 0;
  });

  const asStranger = (method: 'GET' | 'POST', url: string, cookie: string, body?: object) =>
    app.inject({ method, url, payload: body, headers: { cookie } });

  it('leaves the stranger nothing once the owner resets the password through the mailed link', async () => {
    // 1. The stranger signs up with the owner's address and logs in.
    await signup(app, { username: 'stranger', email: OWNER_EMAIL, password: STRANGER_PASSWORD });
    const stranger = await login(app, OWNER_EMAIL, STRANGER_PASSWORD);

    // 2. A passkey: refused on an unverified address...
    const key = softPasskey();
    const refused = await asStranger('POST', '/api/account/passkeys/options', stranger, {
      password: STRANGER_PASSWORD,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/^Verify your email address first/);
    // ...so it is planted as the site stored one before that rule (older databases hold such
    // passkeys), and it signs the stranger in.
    const [account] = await handle.db.db.select().from(users).where(eq(users.email, OWNER_EMAIL));
    await handle.db.db.insert(passkeys).values({
      id: key.id,
      userId: account?.id ?? '',
      name: 'Stranger laptop',
      publicKey: key.publicKey,
      counter: 0,
      transports: ['internal'],
    });
    const signInWithPasskey = async () => {
      const options = (await post(app, '/api/auth/passkey/options')).json();
      return post(app, '/api/auth/passkey', { response: key.authenticate(options, SITE_URL) });
    };
    expect((await signInWithPasskey()).statusCode).toBe(200);

    // 3. A change of address to the stranger's own mailbox, not yet confirmed.
    const change = await asStranger('POST', '/api/account/email', stranger, {
      password: STRANGER_PASSWORD,
      email: STRANGER_MAILBOX,
    });
    expect(change.statusCode).toBe(200);
    const changeToken = tokenIn(await smtp.waitFor(STRANGER_MAILBOX));

    // 4. The owner: Forgot password?, the link in the mail, a new password.
    await post(app, '/api/auth/forgot-password', { email: OWNER_EMAIL });
    const resetMail = await smtp.waitFor(OWNER_EMAIL, (m) => m.subject === 'Choose a new password');
    const reset = await post(app, '/api/auth/reset-password', {
      token: tokenIn(resetMail),
      password: OWNER_PASSWORD,
    });
    expect(reset.statusCode).toBe(200);
    // The planted passkey is not even offered for keeping.
    expect(reset.json().passkeys).toEqual([]);

    // 5. The stranger is left with nothing.
    const session = await asStranger('GET', '/api/account', stranger);
    expect(session.statusCode).toBe(401);
    const withPasskey = await signInWithPasskey();
    expect(withPasskey.statusCode).toBe(401);
    expect(withPasskey.cookies).toEqual([]);
    const moved = await post(app, '/api/auth/verify-email', { token: changeToken });
    expect(moved.statusCode).toBe(410);
    const oldPassword = await post(app, '/api/auth/login', {
      email: OWNER_EMAIL,
      password: STRANGER_PASSWORD,
    });
    expect(oldPassword.statusCode).toBe(401);
    for (const cookie of [stranger, ...withPasskey.cookies.map((c) => `${c.name}=${c.value}`)]) {
      for (const route of ['/api/admin/me', '/api/admin/inbox']) {
        expect((await get(app, route, { cookie })).statusCode, route).toBe(404);
      }
    }
    // Nor can the stranger reset through their own mailbox: the account never moved there.
    await post(app, '/api/auth/forgot-password', { email: STRANGER_MAILBOX });
    await app.mail.settled();
    expect(smtp.to(STRANGER_MAILBOX).map((m) => m.subject)).toEqual([
      'Confirm your new email address',
    ]);

    // 6. The owner has the account and the owner's area.
    const owner = await login(app, OWNER_EMAIL, OWNER_PASSWORD);
    const me = await get(app, '/api/admin/me', { cookie: owner });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({ username: 'stranger', email: OWNER_EMAIL });
    expect((await get(app, '/api/admin/inbox', { cookie: owner })).statusCode).toBe(200);
  });
});
