import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { comments, sessions, users } from '../../server/db/schema';
import { hashToken } from '../../server/lib/tokens';
import {
  appForTest,
  buildTestApp,
  countRows,
  crashAfterWrite,
  drivers,
  get,
  login,
  post,
  sessionToken,
  signup,
  testDatabase,
} from './support/helper';

describe.each(drivers)('comments on %s', (driver) => {
  const handle = testDatabase(driver);
  let app: FastifyInstance;
  let cookie: string;
  let userId: string;

  beforeAll(async () => {
    app = await buildTestApp(handle.db);
    await signup(app, { username: 'commenter', email: 'commenter@example.com' });
    cookie = await login(app, 'commenter@example.com');
    const [user] = await handle.db.db.select().from(users);
    userId = user?.id ?? '';
  });
  afterAll(async () => {
    await app.close();
  });
  beforeEach(async () => {
    await handle.db.db.delete(comments);
  });

  const add = (body: unknown, headers: Record<string, string> = { cookie }) =>
    post(app, '/api/comments', body, headers);

  it('lists no comments for a post nobody commented on', async () => {
    const response = await get(app, '/api/comments/hello-world');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it("creates a comment as the session's user, ignoring a userId in the body", async () => {
    const response = await add({
      postSlug: 'hello-world',
      text: '  Great post!  ',
      userId: 'someone-else',
    });
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created).toEqual({
      _id: expect.any(String),
      text: 'Great post!',
      postSlug: 'hello-world',
      userId: { _id: userId, username: 'commenter' },
      createdAt: expect.any(String),
    });
    expect(new Date(created.createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000);

    const listed = await get(app, '/api/comments/hello-world');
    expect(listed.json()).toEqual([created]);
  });

  it('lists oldest first with the author', async () => {
    for (const text of ['first', 'second', 'third']) {
      expect((await add({ postSlug: 'hello-world', text })).statusCode).toBe(201);
    }
    await add({ postSlug: 'second-post', text: 'elsewhere' });
    const listed = (await get(app, '/api/comments/hello-world')).json();
    expect(listed.map((c: { text: string }) => c.text)).toEqual(['first', 'second', 'third']);
    expect(listed[0].userId.username).toBe('commenter');
  });

  it('leaves hidden comments out of the list', async () => {
    for (const text of ['shown', 'hidden by the owner', 'also shown']) {
      expect((await add({ postSlug: 'hello-world', text })).statusCode).toBe(201);
    }
    await handle.db.db
      .update(comments)
      .set({ hiddenAt: new Date() })
      .where(eq(comments.text, 'hidden by the owner'));
    const listed = (await get(app, '/api/comments/hello-world')).json();
    expect(listed.map((c: { text: string }) => c.text)).toEqual(['shown', 'also shown']);
  });

  it('pages beyond the newest 100 so a flood buries no genuine comment (issue 37.2)', async () => {
    const genuine = await add({ postSlug: 'hello-world', text: 'A genuine comment' });
    expect(genuine.statusCode).toBe(201);
    // 650 from a flooding account, all after it (more than the 500 the list once stopped at).
    await signup(app, { username: 'flooder', email: 'flooder@example.com' });
    const [flooder] = await handle.db.db
      .select()
      .from(users)
      .where(eq(users.email, 'flooder@example.com'));
    const start = Date.now() + 1000;
    await handle.db.db.insert(comments).values(
      Array.from({ length: 650 }, (_, i) => ({
        postSlug: 'hello-world',
        userId: flooder?.id ?? '',
        text: `flood ${i}`,
        createdAt: new Date(start + i),
      })),
    );

    const pages: string[][] = [];
    let url: string | undefined = '/api/comments/hello-world';
    while (url) {
      const response = await get(app, url);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['x-total-count']).toBe('651');
      pages.push((response.json() as { text: string }[]).map((c) => c.text));
      const link = String(response.headers.link ?? '');
      url = /^<([^>]+)>; rel="next"$/.exec(link)?.[1];
    }
    expect(pages.map((page) => page.length)).toEqual([100, 100, 100, 100, 100, 100, 51]);
    // Each page oldest first; the newest page first; the genuine comment on the last page.
    expect(pages[0]?.at(-1)).toBe('flood 649');
    expect(pages[0]?.[0]).toBe('flood 550');
    expect(pages.at(-1)?.[0]).toBe('A genuine comment');
    const all = pages.flat();
    expect(new Set(all).size).toBe(651);
  });

  it('answers 400 for a cursor it did not make', async () => {
    for (const before of ['nonsense', Buffer.from('2026-01-01 x').toString('base64url')]) {
      const response = await get(app, `/api/comments/hello-world?before=${before}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe("before must come from a previous page's Link header");
    }
  });

  it('stores and returns markup as plain text', async () => {
    const text = '<img src=x onerror="alert(1)"> & <script>alert(2)</script>';
    const response = await add({ postSlug: 'hello-world', text });
    expect(response.json().text).toBe(text);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
  });

  it('accepts 2,000 characters after trimming and refuses 2,001 or only spaces', async () => {
    expect(
      (await add({ postSlug: 'hello-world', text: `  ${'é'.repeat(2000)}\n` })).statusCode,
    ).toBe(201);
    for (const text of ['a'.repeat(2001), '   \n\t ', '']) {
      const response = await add({ postSlug: 'hello-world', text });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/^text /);
    }
    expect((await get(app, '/api/comments/hello-world')).json()).toHaveLength(1);
  });

  it('refuses text no reader can see, and takes an emoji or a lone digit', async () => {
    for (const text of [
      '\u0085',
      '\u200b\u200b',
      '\u2028',
      '\u00ad\u0085\u200d',
      '\u3000\u0085',
      // Blanks that are letters or symbols by category: braille blank, the Hangul fillers
      // (alone, as a syllable of two, among spaces), a null notehead.
      '\u2800',
      '\u2800\u2800 \u2800',
      '\u3164',
      '\u115f',
      '\u1160',
      '\u115f\u1160',
      ' \u3164\u200b\u115f\u1160 ',
      '\uffa0',
      '\u{1d159}',
    ]) {
      const response = await add({ postSlug: 'hello-world', text });
      expect(response.statusCode, JSON.stringify(text)).toBe(400);
      expect(response.json().message, JSON.stringify(text)).toMatch(/^text must/);
    }
    // Ink beside blanks still counts, and so does an accent drawn on a blank.
    for (const text of ['👍', '7', '¿', 'ok\u0085', '\u2800a\u3164', '\u3164\u0301', '한']) {
      expect((await add({ postSlug: 'hello-world', text })).statusCode, text).toBe(201);
    }
  });

  it('limits one account from many addresses, per account and apart from others (issue 37.2)', async () => {
    const limited = await appForTest(handle.db, {
      rateLimits: {
        commentsPerAccount: { max: 3, timeWindow: 60_000 },
        commentsPerAccountHour: { max: 100, timeWindow: 3_600_000 },
      },
    });
    const flooder = await login(limited, 'commenter@example.com');
    const send = (who: string, address: string) =>
      limited.inject({
        method: 'POST',
        url: '/api/comments',
        payload: { postSlug: 'hello-world', text: `from ${address}` },
        headers: { cookie: who },
        remoteAddress: address,
      });
    const statuses = [];
    for (let i = 1; i <= 5; i++) statuses.push((await send(flooder, `198.51.100.${i}`)).statusCode);
    expect(statuses).toEqual([201, 201, 201, 429, 429]);
    const refused = await send(flooder, '198.51.100.9');
    expect(refused.json().message).toMatch(/^Rate limit exceeded, retry in \d+ seconds$/);
    // Someone else, from one of the same addresses, is not held back by it.
    await signup(limited, { username: 'bystander', email: 'bystander@example.com' });
    const bystander = await login(limited, 'bystander@example.com');
    expect((await send(bystander, '198.51.100.1')).statusCode).toBe(201);
  });

  it('caps the comments one account keeps on one post (issue 37.2)', async () => {
    const capped = await appForTest(handle.db, { commentsPerPost: 2 });
    const who = await login(capped, 'commenter@example.com');
    const send = (postSlug: string) =>
      post(capped, '/api/comments', { postSlug, text: 'again' }, { cookie: who });
    expect((await send('hello-world')).statusCode).toBe(201);
    expect((await send('hello-world')).statusCode).toBe(201);
    const third = await send('hello-world');
    expect(third.statusCode).toBe(403);
    expect(third.json().message).toBe(
      'You have written 2 comments on this post, the most one account may keep there',
    );
    // Another post is another count, and nothing half-written stayed behind.
    expect((await send('second-post')).statusCode).toBe(201);
    expect((await get(capped, '/api/comments/hello-world')).json()).toHaveLength(2);
  });

  it('refuses a post that does not exist in content with 404', async () => {
    const response = await add({ postSlug: 'no-such-post', text: 'hello' });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Post not found');
  });

  it.each([
    [{ text: 'hi' }, /postSlug is required/],
    [{ postSlug: 'hello-world' }, /text is required/],
    [{ postSlug: '../etc', text: 'hi' }, /postSlug/],
    [{ postSlug: 'hello-world', text: 42 }, /text/],
    [{ postSlug: 'hello-world', text: 'nul \u0000 byte' }, /text/],
  ])('rejects %j with 400', async (body, message) => {
    const response = await add(body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
  });

  it("answers 401 'Unauthorized, No token' without a cookie", async () => {
    const response = await add({ postSlug: 'hello-world', text: 'hi' }, {});
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Unauthorized, No token' });
  });

  it("answers 401 'Token expired' for an unknown or malformed token", async () => {
    for (const value of ['A'.repeat(43), 'garbage', '']) {
      const response = await add(
        { postSlug: 'hello-world', text: 'hi' },
        { cookie: `session=${value}` },
      );
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'Token expired' });
    }
    expect((await countRows(handle.db)).comments).toBe(0);
  });

  it("answers 401 'Token expired' for an expired session and deletes it", async () => {
    const expiring = await login(app, 'commenter@example.com');
    const tokenHash = hashToken(sessionToken(expiring));
    await handle.db.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, tokenHash));
    const response = await add({ postSlug: 'hello-world', text: 'hi' }, { cookie: expiring });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Token expired' });
    expect(response.cookies.find((c) => c.name === 'session')?.maxAge).toBe(0);
    expect(
      await handle.db.db.select().from(sessions).where(eq(sessions.tokenHash, tokenHash)),
    ).toEqual([]);
  });

  it('extends a session used after a while to 30 days from now (sliding expiry)', async () => {
    const sliding = await login(app, 'commenter@example.com');
    const tokenHash = hashToken(sessionToken(sliding));
    await handle.db.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() + 2 * 86_400_000) })
      .where(eq(sessions.tokenHash, tokenHash));
    const response = await add(
      { postSlug: 'hello-world', text: 'still here' },
      { cookie: sliding },
    );
    expect(response.statusCode).toBe(201);
    const [row] = await handle.db.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, tokenHash));
    const days = ((row?.expiresAt.getTime() ?? 0) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    const renewed = response.cookies.find((c) => c.name === 'session');
    expect(renewed?.value).toBe(sessionToken(sliding));
    expect(renewed?.maxAge).toBeGreaterThan(29 * 86_400);
  });

  it('leaves no half-written comment when the server fails before the transaction commits', async () => {
    const crashing = await appForTest(crashAfterWrite(handle.db, comments));
    const response = await post(
      crashing,
      '/api/comments',
      { postSlug: 'hello-world', text: 'never stored' },
      { cookie },
    );
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'Internal Server Error' });
    expect((await countRows(handle.db)).comments).toBe(0);
  });
});
