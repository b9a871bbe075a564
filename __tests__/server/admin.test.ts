import { once } from 'node:events';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import type { BuildRecord } from '../../shared/schemas';
import {
  comments,
  contactMessages,
  moderationLog,
  owners,
  sessions,
  users,
} from '../../server/db/schema';
import { redisOptions } from '../../server/lib/counters';
import { hashToken } from '../../server/lib/tokens';
import {
  appForTest,
  buildTestApp,
  crashAfterWrite,
  drivers,
  get,
  login,
  markVerified,
  openTestDatabase,
  routesOf,
  sessionToken,
  signup,
  SITE_URL,
  testDatabase,
} from './support/helper';
import { redisTests, startRedis, type TestRedis } from './support/redis';

const OWNER = { username: 'site_owner', email: 'owner@example.com' };
const READER = { username: 'reader', email: 'reader@example.com' };
const OTHER = { username: 'other_reader', email: 'other@example.com' };
/** Signed up with an owner's address that it never verified: a stranger to /api/admin. */
const UNVERIFIED = { username: 'claimant', email: 'second.owner@example.com' };
const INBOX_TOKEN = 'test-inbox-token-0123456789abcdef';
const MISSING_ID = '00000000-0000-4000-8000-000000000000';

type Method = InjectOptions['method'];

function send(
  app: FastifyInstance,
  method: Method,
  url: string,
  options: { cookie?: string; body?: unknown; headers?: Record<string, string> } = {},
) {
  const headers: Record<string, string> = { ...options.headers };
  if (options.cookie) headers.cookie = options.cookie;
  return app.inject({
    method,
    url,
    headers,
    ...(options.body === undefined ? {} : { payload: options.body as InjectOptions['payload'] }),
  });
}

/** A build runner's interface over records the test controls. */
function fakeBuilds() {
  const records: BuildRecord[] = [
    {
      id: 1,
      status: 'done',
      reasons: ['npm start'],
      queuedAt: '2026-11-20T10:00:00.000Z',
      durationMs: 15_000,
    },
  ];
  return {
    list: () => records.map((record) => ({ ...record })),
    request(reason: string) {
      const record: BuildRecord = {
        id: records.length + 1,
        status: 'queued',
        reasons: [reason],
        queuedAt: new Date().toISOString(),
      };
      records.unshift(record);
      return { ...record };
    },
  };
}

describe.each(drivers)("the owner's API on %s", (driver) => {
  const handle = testDatabase(driver);
  let app: FastifyInstance;
  let owner: string;
  let reader: string;
  let other: string;
  let readerId: string;
  let unverified: string;

  beforeAll(async () => {
    app = await buildTestApp(handle.db, {
      ownerEmails: [OWNER.email, UNVERIFIED.email],
      inboxToken: INBOX_TOKEN,
      builds: fakeBuilds(),
    });
    for (const account of [OWNER, READER, OTHER, UNVERIFIED]) await signup(app, account);
    // The owner's role needs a verified address (the links themselves: email-links.test.ts).
    for (const account of [OWNER, READER, OTHER]) await markVerified(handle.db, account.email);
    unverified = await login(app, UNVERIFIED.email);
    owner = await login(app, OWNER.email);
    reader = await login(app, READER.email);
    other = await login(app, OTHER.email);
    const [row] = await handle.db.db.select().from(users).where(eq(users.email, READER.email));
    readerId = row?.id ?? '';
  });
  afterAll(async () => {
    await app.close();
  });
  beforeEach(async () => {
    await handle.db.db.delete(comments);
    await handle.db.db.delete(moderationLog);
    await handle.db.db.delete(contactMessages);
    await handle.db.db.delete(owners);
  });

  /** A comment by `userId` (the reader by default), straight into the database. */
  async function comment(text: string, postSlug = 'hello-world', userId = readerId) {
    const [row] = await handle.db.db
      .insert(comments)
      .values({ postSlug, userId, text })
      .returning({ id: comments.id });
    return row?.id ?? '';
  }
  const publicTexts = async (target: FastifyInstance, slug = 'hello-world') =>
    ((await get(target, `/api/comments/${slug}`)).json() as { text: string }[]).map((c) => c.text);
  const log = async () =>
    (await send(app, 'GET', '/api/admin/moderation', { cookie: owner })).json().entries as {
      action: string;
      commentId: string;
      postSlug: string;
      authorName: string;
      actorName: string;
    }[];

  /** A session whose sliding expiry is due, so checking it renews the cookie. */
  async function agedSession(email: string) {
    const cookie = await login(app, email);
    await handle.db.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() + 2 * 86_400_000) })
      .where(eq(sessions.tokenHash, hashToken(sessionToken(cookie))));
    return cookie;
  }

  describe('to anyone but an owner', () => {
    const adminRoutes = () =>
      routesOf(app).filter(
        (route) => route.url.startsWith('/api/admin/') && route.method !== 'OPTIONS',
      );

    it('finds every route of the contract in the app', () => {
      const found = adminRoutes().map((route) => `${route.method} ${route.url}`);
      expect(found).toEqual(
        expect.arrayContaining([
          'GET /api/admin/me',
          'GET /api/admin/comments',
          'PATCH /api/admin/comments/:id',
          'DELETE /api/admin/comments/:id',
          'POST /api/admin/comments/:id/approve',
          'GET /api/admin/comment-settings',
          'PUT /api/admin/comment-settings',
          'GET /api/admin/moderation',
          'GET /api/admin/inbox',
          'PATCH /api/admin/inbox/:id',
          'GET /api/admin/builds',
          'POST /api/admin/builds',
          'GET /api/admin/drafts',
          'POST /api/admin/drafts/:id/previews',
          'DELETE /api/admin/previews/:id',
        ]),
      );
    });

    it('answers every admin route and method exactly as an unknown route, even to a bad body', async () => {
      const expired = await login(app, OWNER.email);
      await handle.db.db
        .update(sessions)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(sessions.tokenHash, hashToken(sessionToken(expired))));
      const visitors: [string, string | undefined][] = [
        ['anonymous', undefined],
        ['a reader whose session is due for renewal', await agedSession(READER.email)],
        ["the owner's expired session", expired],
        ['a forged cookie', 'session=not-a-token'],
        ["an unverified account with an owner's address", unverified],
        ['a wrong inbox token', undefined],
      ];
      const routes = adminRoutes();
      expect(routes.length).toBeGreaterThanOrEqual(10);
      for (const [who, cookie] of visitors) {
        for (const { method, url: pattern } of routes) {
          const url = pattern.replace(/:[^/]+/g, MISSING_ID);
          const headers: Record<string, string> =
            who === 'a wrong inbox token' ? { authorization: 'Bearer wrong-token' } : {};
          // A body the route would refuse with 400 must not get that far either.
          for (const body of method === 'GET' || method === 'HEAD'
            ? [undefined]
            : [undefined, '{"bad']) {
            const response = await send(app, method as Method, `${url}?status=nonsense`, {
              cookie,
              body,
              headers: { ...headers, ...(body ? { 'content-type': 'application/json' } : {}) },
            });
            const unknown = await send(app, method as Method, `/api/admin/no-such-route`, {
              cookie,
              headers,
            });
            const what = `${method} ${url} for ${who}`;
            expect(response.statusCode, what).toBe(404);
            expect(response.headers['set-cookie'], what).toBeUndefined();
            expect(response.headers['content-type'], what).toBe(unknown.headers['content-type']);
            if (method !== 'HEAD') {
              expect(response.json(), what).toEqual({
                message: `Route ${method} ${url} not found`,
              });
            }
          }
        }
      }
      // Nothing was changed on the way.
      expect(await handle.db.db.select().from(moderationLog)).toEqual([]);
    });

    it('stops answering an owner removed from the owners table at once', async () => {
      await handle.db.db.insert(owners).values({ email: READER.email });
      expect((await send(app, 'GET', '/api/admin/me', { cookie: reader })).json()).toEqual({
        username: READER.username,
        email: READER.email,
      });
      await handle.db.db.delete(owners).where(eq(owners.email, READER.email));
      expect((await send(app, 'GET', '/api/admin/me', { cookie: reader })).statusCode).toBe(404);
    });

    it('answers 500, not 404, when the database fails during the owner check', async () => {
      const broken = await openTestDatabase(driver);
      const brokenApp = await appForTest(broken, { ownerEmails: [OWNER.email] });
      await signup(brokenApp, OWNER);
      await markVerified(broken, OWNER.email);
      const cookie = await login(brokenApp, OWNER.email);
      await broken.close();
      const response = await send(brokenApp, 'GET', '/api/admin/me', { cookie });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ message: 'Internal Server Error' });
    });
  });

  it('knows owners from OWNER_EMAILS and from the owners table', async () => {
    expect((await send(app, 'GET', '/api/admin/me', { cookie: owner })).json()).toEqual(OWNER);
    expect((await send(app, 'GET', '/api/admin/me', { cookie: other })).statusCode).toBe(404);
    await handle.db.db.insert(owners).values({ email: OTHER.email });
    expect((await send(app, 'GET', '/api/admin/me', { cookie: other })).json()).toEqual(OTHER);
  });

  it("renews an owner's session like any other route", async () => {
    const aged = await agedSession(OWNER.email);
    const response = await send(app, 'GET', '/api/admin/me', { cookie: aged });
    expect(response.statusCode).toBe(200);
    expect(response.cookies.find((c) => c.name === 'session')?.maxAge).toBeGreaterThan(29 * 86_400);
  });

  describe('comments', () => {
    type Page = {
      comments: { id: string; text: string; hiddenAt: string | null }[];
      next: string | null;
    };
    const queue = async (query = '') => {
      const response = await send(app, 'GET', `/api/admin/comments${query}`, { cookie: owner });
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as Page;
    };

    it('lists every comment newest first, with its author and state', async () => {
      const first = await comment('first');
      await comment('on another post', 'second-post');
      await comment('newest');
      const { comments: listed, next } = await queue();
      expect(listed.map((c) => c.text)).toEqual(['newest', 'on another post', 'first']);
      expect(next).toBeNull();
      expect(listed[2]).toEqual({
        id: first,
        postSlug: 'hello-world',
        text: 'first',
        author: { id: readerId, username: READER.username },
        createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T.*Z$/),
        hiddenAt: null,
        heldAt: null,
      });
    });

    it('filters by state and post', async () => {
      const hidden = await comment('hidden one');
      await comment('visible one');
      await comment('elsewhere', 'second-post');
      await send(app, 'PATCH', `/api/admin/comments/${hidden}`, {
        cookie: owner,
        body: { hidden: true },
      });
      const texts = async (query: string) => (await queue(query)).comments.map((c) => c.text);
      expect(await texts('?status=hidden')).toEqual(['hidden one']);
      expect(await texts('?status=visible')).toEqual(['elsewhere', 'visible one']);
      expect(await texts('?status=visible&post=hello-world')).toEqual(['visible one']);
      expect(await texts('?post=second-post')).toEqual(['elsewhere']);
    });

    it('pages with a cursor that neither skips nor repeats, and keeps written order, for equal timestamps', async () => {
      const createdAt = new Date('2026-11-01T12:00:00.123Z');
      await handle.db.db.insert(comments).values(
        ['a', 'b', 'c', 'd', 'e'].map((text) => ({
          postSlug: 'hello-world',
          userId: readerId,
          text,
          createdAt,
        })),
      );
      await comment('newest');
      const seen: string[] = [];
      let cursor: string | null = '';
      let pages = 0;
      while (cursor !== null) {
        const page = await queue(`?limit=2${cursor ? `&before=${cursor}` : ''}`);
        expect(page.comments.length).toBeLessThanOrEqual(2);
        seen.push(...page.comments.map((c) => c.text));
        cursor = page.next;
        pages++;
      }
      expect(pages).toBe(3);
      expect(seen).toEqual(['newest', 'e', 'd', 'c', 'b', 'a']);
    });

    it.each([
      ['?status=deleted', 'status must be all, visible, hidden or held'],
      ['?limit=0', 'limit must be a whole number from 1 to 100'],
      ['?limit=101', 'limit must be a whole number from 1 to 100'],
      ['?post=../x', 'post must be a post slug'],
      ['?before=not-a-cursor', 'before must be the `next` of a previous page'],
    ])('refuses %s with 400', async (query, message) => {
      const response = await send(app, 'GET', `/api/admin/comments${query}`, { cookie: owner });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message });
    });

    it('hides a comment from visitors at once, shows it again, and logs who did what', async () => {
      const cached = await appForTest(handle.db, {
        ownerEmails: [OWNER.email],
        commentsCacheMs: 60_000,
      });
      const id = await comment('spam');
      await comment('a fair point');
      expect(await publicTexts(cached)).toEqual(['spam', 'a fair point']);

      const hide = await send(cached, 'PATCH', `/api/admin/comments/${id}`, {
        cookie: owner,
        body: { hidden: true },
      });
      expect(hide.statusCode).toBe(200);
      expect(hide.json()).toMatchObject({ id, text: 'spam', hiddenAt: expect.any(String) });
      expect(await publicTexts(cached)).toEqual(['a fair point']);
      // Hiding it again changes and records nothing.
      const again = await send(cached, 'PATCH', `/api/admin/comments/${id}`, {
        cookie: owner,
        body: { hidden: true },
      });
      expect(again.json().hiddenAt).toBe(hide.json().hiddenAt);

      const show = await send(cached, 'PATCH', `/api/admin/comments/${id}`, {
        cookie: owner,
        body: { hidden: false },
      });
      expect(show.json().hiddenAt).toBeNull();
      expect(await publicTexts(cached)).toEqual(['spam', 'a fair point']);

      expect(await log()).toEqual([
        expect.objectContaining({
          action: 'show',
          commentId: id,
          postSlug: 'hello-world',
          authorName: READER.username,
          actorName: OWNER.username,
        }),
        expect.objectContaining({ action: 'hide', commentId: id, actorName: OWNER.username }),
      ]);
    });

    it('deletes a comment for good and logs it', async () => {
      const cached = await appForTest(handle.db, {
        ownerEmails: [OWNER.email],
        commentsCacheMs: 60_000,
      });
      const id = await comment('to delete');
      expect(await publicTexts(cached)).toEqual(['to delete']);
      const response = await send(cached, 'DELETE', `/api/admin/comments/${id}`, {
        cookie: owner,
      });
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');
      expect(await publicTexts(cached)).toEqual([]);
      expect((await queue()).comments).toEqual([]);
      expect(await log()).toEqual([
        expect.objectContaining({
          action: 'delete',
          commentId: id,
          authorName: READER.username,
          actorName: OWNER.username,
        }),
      ]);
      const twice = await send(cached, 'DELETE', `/api/admin/comments/${id}`, { cookie: owner });
      expect(twice.statusCode).toBe(404);
      expect(twice.json()).toEqual({ message: 'Comment not found' });
    });

    it.each([MISSING_ID, 'not-a-uuid'])('answers 404 for comment %s', async (id) => {
      for (const method of ['PATCH', 'DELETE'] as const) {
        const response = await send(app, method, `/api/admin/comments/${id}`, {
          cookie: owner,
          body: method === 'PATCH' ? { hidden: true } : undefined,
        });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ message: 'Comment not found' });
      }
    });

    it('refuses a body without a boolean hidden', async () => {
      const id = await comment('kept');
      for (const body of [{}, { hidden: 'yes' }]) {
        const response = await send(app, 'PATCH', `/api/admin/comments/${id}`, {
          cookie: owner,
          body,
        });
        expect(response.statusCode).toBe(400);
        expect(response.json().message).toMatch(/hidden/);
      }
    });

    it('leaves the comment as it was when recording the change fails', async () => {
      const crashing = await appForTest(crashAfterWrite(handle.db, moderationLog), {
        ownerEmails: [OWNER.email],
      });
      const id = await comment('survives');
      const hide = await send(crashing, 'PATCH', `/api/admin/comments/${id}`, {
        cookie: owner,
        body: { hidden: true },
      });
      expect(hide.statusCode).toBe(500);
      const remove = await send(crashing, 'DELETE', `/api/admin/comments/${id}`, {
        cookie: owner,
      });
      expect(remove.statusCode).toBe(500);
      const selfDelete = await send(crashing, 'DELETE', `/api/comments/${id}`, { cookie: reader });
      expect(selfDelete.statusCode).toBe(500);
      expect(await publicTexts(app)).toEqual(['survives']);
      expect(await handle.db.db.select().from(moderationLog)).toEqual([]);
    });

    it("refuses another site's PATCH and DELETE (CSRF) and takes the site's own", async () => {
      const id = await comment('targeted');
      const evil = { origin: 'https://evil.example' };
      const patch = await send(app, 'PATCH', `/api/admin/comments/${id}`, {
        cookie: owner,
        body: { hidden: true },
        headers: evil,
      });
      expect(patch.statusCode).toBe(403);
      expect(patch.json()).toEqual({ message: 'Cross-origin request refused' });
      const remove = await send(app, 'DELETE', `/api/comments/${id}`, {
        cookie: reader,
        headers: evil,
      });
      expect(remove.statusCode).toBe(403);
      expect(await publicTexts(app)).toEqual(['targeted']);

      const own = await send(app, 'PATCH', `/api/admin/comments/${id}`, {
        cookie: owner,
        body: { hidden: true },
        headers: { origin: SITE_URL },
      });
      expect(own.statusCode).toBe(200);
      expect(await publicTexts(app)).toEqual([]);
    });
  });

  it.each(['PATCH', 'DELETE'])(
    'lets the site preflight a %s from another of its origins',
    async (method) => {
      const preflight = await send(app, 'OPTIONS', '/api/admin/comments/x', {
        headers: {
          origin: SITE_URL,
          'access-control-request-method': method,
          'access-control-request-headers': 'content-type',
        },
      });
      expect(preflight.statusCode).toBe(204);
      expect(preflight.headers['access-control-allow-origin']).toBe(SITE_URL);
      expect(String(preflight.headers['access-control-allow-methods'])).toContain(method);
    },
  );

  describe('a commenter deleting their own comment', () => {
    it('deletes it at once for visitors and records it', async () => {
      const cached = await appForTest(handle.db, { commentsCacheMs: 60_000 });
      const id = await comment('my mistake');
      await comment('still here');
      expect(await publicTexts(cached)).toEqual(['my mistake', 'still here']);
      const response = await send(cached, 'DELETE', `/api/comments/${id}`, { cookie: reader });
      expect(response.statusCode).toBe(204);
      expect(await publicTexts(cached)).toEqual(['still here']);
      expect(await log()).toEqual([
        expect.objectContaining({
          action: 'delete',
          commentId: id,
          authorName: READER.username,
          actorName: READER.username,
        }),
      ]);
    });

    it("answers someone else's comment as a missing one and keeps it", async () => {
      const id = await comment('not yours');
      for (const target of [id, MISSING_ID, 'not-a-uuid']) {
        const response = await send(app, 'DELETE', `/api/comments/${target}`, { cookie: other });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ message: 'Comment not found' });
      }
      // Even the owner deletes others' comments only through /api/admin.
      expect((await send(app, 'DELETE', `/api/comments/${id}`, { cookie: owner })).statusCode).toBe(
        404,
      );
      expect(await publicTexts(app)).toEqual(['not yours']);
    });

    it('needs a live session, like posting', async () => {
      const id = await comment('mine');
      const anonymous = await send(app, 'DELETE', `/api/comments/${id}`);
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toEqual({ message: 'Unauthorized, No token' });
      const forged = await send(app, 'DELETE', `/api/comments/${id}`, {
        cookie: 'session=not-a-token',
      });
      expect(forged.statusCode).toBe(401);
      expect(forged.json()).toEqual({ message: 'Token expired' });
      expect(await publicTexts(app)).toEqual(['mine']);
    });

    it('may delete a comment the owner hid', async () => {
      const id = await comment('hidden, then withdrawn');
      await send(app, 'PATCH', `/api/admin/comments/${id}`, {
        cookie: owner,
        body: { hidden: true },
      });
      expect(
        (await send(app, 'DELETE', `/api/comments/${id}`, { cookie: reader })).statusCode,
      ).toBe(204);
      expect((await log()).map((entry) => entry.action)).toEqual(['delete', 'hide']);
    });
  });

  describe('inbox', () => {
    async function message(name: string, createdAt: Date) {
      const [row] = await handle.db.db
        .insert(contactMessages)
        .values({
          name,
          email: 'ada@example.com',
          message: `Hello from ${name}`,
          serviceId: 'default_service',
          templateId: 'template_contact',
          createdAt,
        })
        .returning({ id: contactMessages.id });
      return row?.id ?? '';
    }
    const patch = (id: string, body: unknown, cookie = owner) =>
      send(app, 'PATCH', `/api/admin/inbox/${id}`, { cookie, body });

    it('lists messages newest first for the owner or the inbox token', async () => {
      const older = await message('Older', new Date('2026-11-01T10:00:00Z'));
      // Two in one millisecond list in the order they came.
      await message('Newer', new Date('2026-11-02T10:00:00Z'));
      await message('Newest', new Date('2026-11-02T10:00:00Z'));
      for (const credentials of [
        { cookie: owner },
        { headers: { authorization: `Bearer ${INBOX_TOKEN}` } },
      ]) {
        const response = await send(app, 'GET', '/api/admin/inbox', credentials);
        expect(response.statusCode).toBe(200);
        const listed = response.json();
        expect(listed.map((m: { name: string }) => m.name)).toEqual(['Newest', 'Newer', 'Older']);
        expect(listed[2]).toEqual({
          id: older,
          name: 'Older',
          email: 'ada@example.com',
          message: 'Hello from Older',
          createdAt: '2026-11-01T10:00:00.000Z',
          readAt: null,
          handledAt: null,
        });
      }
    });

    it('marks a message read and handled, and back', async () => {
      const id = await message('Ada', new Date());
      const read = await patch(id, { read: true });
      expect(read.statusCode).toBe(200);
      expect(read.json()).toMatchObject({ id, readAt: expect.any(String), handledAt: null });
      // Read again: the first time it was read stays.
      expect((await patch(id, { read: true })).json().readAt).toBe(read.json().readAt);

      const handled = (await patch(id, { handled: true })).json();
      expect(handled.handledAt).toEqual(expect.any(String));
      expect(handled.readAt).toBe(read.json().readAt);

      const reopened = (await patch(id, { handled: false, read: false })).json();
      expect(reopened).toMatchObject({ readAt: null, handledAt: null });

      // Handling an unread message also marks it read.
      const direct = (await patch(id, { handled: true })).json();
      expect(direct.readAt).toEqual(expect.any(String));

      const listed = (await send(app, 'GET', '/api/admin/inbox', { cookie: owner })).json();
      expect(listed[0]).toMatchObject({ id, readAt: direct.readAt, handledAt: direct.handledAt });
    });

    it('answers 404 for a missing message and 400 for a change that says nothing', async () => {
      const id = await message('Ada', new Date());
      for (const target of [MISSING_ID, 'nope']) {
        const response = await patch(target, { read: true });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ message: 'Message not found' });
      }
      const empty = await patch(id, {});
      expect(empty.statusCode).toBe(400);
      expect(empty.json()).toEqual({ message: 'Send read or handled (true or false)' });
      expect((await patch(id, { read: 'yes' })).statusCode).toBe(400);
    });

    it('takes the inbox token for reading only', async () => {
      const id = await message('Ada', new Date());
      const response = await send(app, 'PATCH', `/api/admin/inbox/${id}`, {
        body: { read: true },
        headers: { authorization: `Bearer ${INBOX_TOKEN}` },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: `Route PATCH /api/admin/inbox/${id} not found` });
    });
  });

  describe('builds', () => {
    it('lists the builds and queues one', async () => {
      const listed = await send(app, 'GET', '/api/admin/builds', { cookie: owner });
      expect(listed.json()).toEqual({
        enabled: true,
        builds: [expect.objectContaining({ id: 1, status: 'done' })],
      });
      const queued = await send(app, 'POST', '/api/admin/builds', { cookie: owner, body: {} });
      expect(queued.statusCode).toBe(202);
      expect(queued.json()).toMatchObject({ status: 'queued', reasons: ['requested in /admin'] });
      const after = (await send(app, 'GET', '/api/admin/builds', { cookie: owner })).json();
      expect(after.builds.map((b: BuildRecord) => b.id)).toEqual([queued.json().id, 1]);
    });

    it('says how to turn builds on when this server does not build', async () => {
      const noBuilds = await appForTest(handle.db, { ownerEmails: [OWNER.email] });
      expect((await send(noBuilds, 'GET', '/api/admin/builds', { cookie: owner })).json()).toEqual({
        enabled: false,
        builds: [],
      });
      const response = await send(noBuilds, 'POST', '/api/admin/builds', { cookie: owner });
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toMatch(/^Builds are off on this server.*AUTO_BUILD/);
    });
  });
});

const redisSuite = redisTests.run ? describe : describe.skip;
const replicasTitle = 'a removed comment on two replicas sharing a database and Redis';

redisSuite(redisTests.run ? replicasTitle : `${replicasTitle} (${redisTests.reason})`, () => {
  let redis: TestRedis;
  beforeAll(async () => {
    redis = await startRedis();
  });
  afterAll(() => redis?.stop());

  describe.each(drivers)('on %s', (driver) => {
    const handle = testDatabase(driver);

    /** A replica: its own app and Redis connection, a minute-long comment cache. */
    async function replica(): Promise<FastifyInstance> {
      const connection = new Redis(redis.url, redisOptions());
      onTestFinished(() => connection.disconnect());
      await once(connection, 'ready');
      return appForTest(handle.db, {
        redis: connection,
        ownerEmails: [OWNER.email],
        commentsCacheMs: 60_000,
      });
    }
    const texts = async (target: FastifyInstance) =>
      ((await get(target, '/api/comments/hello-world')).json() as { text: string }[]).map(
        (c) => c.text,
      );
    /** The replica's list once it matches (the message crosses Redis), or after `ms`. */
    async function settle(target: FastifyInstance, expected: string[], ms = 2000) {
      const deadline = Date.now() + ms;
      let seen = await texts(target);
      while (JSON.stringify(seen) !== JSON.stringify(expected) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        seen = await texts(target);
      }
      return seen;
    }

    it('is gone from the other replica at once, and a Redis outage fails no removal', async () => {
      const a = await replica();
      const b = await replica();
      await signup(a, OWNER);
      await signup(a, READER);
      await markVerified(handle.db, OWNER.email);
      const owner = await login(a, OWNER.email);
      const reader = await login(b, READER.email);
      const post = (text: string) =>
        send(b, 'POST', '/api/comments', {
          cookie: reader,
          body: { postSlug: 'hello-world', text },
        }).then((response) => (response.json() as { _id: string })._id);
      const spam = await post('spam');
      const mine = await post('mine');
      await post('kept');
      // Both replicas now hold the list for a minute.
      expect(await texts(a)).toEqual(['spam', 'mine', 'kept']);
      expect(await texts(b)).toEqual(['spam', 'mine', 'kept']);

      const hidden = await send(a, 'PATCH', `/api/admin/comments/${spam}`, {
        cookie: owner,
        body: { hidden: true },
      });
      expect(hidden.statusCode).toBe(200);
      expect(await settle(b, ['mine', 'kept'])).toEqual(['mine', 'kept']);

      // The commenter deletes on b; a hears it.
      expect(
        (await send(b, 'DELETE', `/api/comments/${mine}`, { cookie: reader })).statusCode,
      ).toBe(204);
      expect(await settle(a, ['kept'])).toEqual(['kept']);
      expect(await texts(b)).toEqual(['kept']);

      // Redis gone: the owner's change still succeeds and this replica shows it.
      await redis.kill();
      const started = Date.now();
      const shown = await send(a, 'PATCH', `/api/admin/comments/${spam}`, {
        cookie: owner,
        body: { hidden: false },
      });
      expect(shown.statusCode).toBe(200);
      expect(Date.now() - started).toBeLessThan(1000);
      expect(await texts(a)).toEqual(['spam', 'kept']);
      // b missed the message; once Redis is back it drops everything it cached meanwhile.
      expect(await texts(b)).toEqual(['kept']);
      await redis.restart();
      expect(await settle(b, ['spam', 'kept'], 10_000)).toEqual(['spam', 'kept']);
    }, 60_000);
  });
});
