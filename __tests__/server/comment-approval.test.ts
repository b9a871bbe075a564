import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { comments, moderationLog, ownerSettings } from '../../server/db/schema';
import {
  buildTestApp,
  drivers,
  get,
  login,
  markVerified,
  signup,
  testDatabase,
} from './support/helper';

/**
 * Issue 37.2: the owner can hold a new account's first comment until they approve it. Held
 * comments are in /admin's queue, not on the post; approving one publishes it and lets its
 * author's later comments through.
 */

const OWNER = { username: 'site_owner', email: 'owner@example.com' };
const NEWCOMER = { username: 'newcomer', email: 'newcomer@example.com' };
const REGULAR = { username: 'regular', email: 'regular@example.com' };

type Body = Record<string, unknown>;

describe.each(drivers)('held first comments on %s', (driver) => {
  const handle = testDatabase(driver);
  let app: FastifyInstance;
  let owner: string;
  let newcomer: string;
  let regular: string;

  const send = (method: InjectOptions['method'], url: string, cookie: string, body?: Body) =>
    app.inject({
      method,
      url,
      headers: { cookie },
      ...(body ? { payload: body } : {}),
    });
  const comment = (cookie: string, text: string, postSlug = 'hello-world') =>
    send('POST', '/api/comments', cookie, { postSlug, text });
  const visible = async (slug = 'hello-world') =>
    ((await get(app, `/api/comments/${slug}`)).json() as { text: string }[]).map((c) => c.text);
  const queue = async (status: string) => {
    const response = await send('GET', `/api/admin/comments?status=${status}`, owner);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { comments: { id: string; text: string; heldAt: string | null }[] })
      .comments;
  };
  const hold = async (on: boolean) => {
    const response = await send('PUT', '/api/admin/comment-settings', owner, {
      holdFirstComments: on,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ holdFirstComments: on });
  };

  beforeAll(async () => {
    app = await buildTestApp(handle.db, { ownerEmails: [OWNER.email] });
    for (const account of [OWNER, NEWCOMER, REGULAR]) await signup(app, account);
    await markVerified(handle.db, OWNER.email);
    owner = await login(app, OWNER.email);
    newcomer = await login(app, NEWCOMER.email);
    regular = await login(app, REGULAR.email);
  });
  afterAll(async () => {
    await app.close();
  });
  beforeEach(async () => {
    await handle.db.db.delete(comments);
    await handle.db.db.delete(moderationLog);
    await handle.db.db.delete(ownerSettings);
  });

  it('publishes at once while the owner holds nothing (the default)', async () => {
    expect((await send('GET', '/api/admin/comment-settings', owner)).json()).toEqual({
      holdFirstComments: false,
    });
    const response = await comment(newcomer, 'Straight in');
    expect(response.statusCode).toBe(201);
    expect(response.json().held).toBeUndefined();
    expect(await visible()).toEqual(['Straight in']);
  });

  it("holds a new account's comments until the owner approves one, then lets the rest through", async () => {
    await hold(true);
    const first = await comment(newcomer, 'My first comment');
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ text: 'My first comment', held: true });
    // Sent before the first is approved: held too, so a new account's flood waits as a whole.
    expect((await comment(newcomer, 'And another', 'second-post')).json().held).toBe(true);
    expect(await visible()).toEqual([]);
    expect(await visible('second-post')).toEqual([]);

    const held = await queue('held');
    expect(held.map((c) => c.text)).toEqual(['And another', 'My first comment']);
    expect(held.every((c) => c.heldAt !== null)).toBe(true);
    expect((await queue('visible')).map((c) => c.text)).toEqual([]);

    const firstId = first.json()._id as string;
    const approved = await send('POST', `/api/admin/comments/${firstId}/approve`, owner);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ id: firstId, heldAt: null });
    expect(await visible()).toEqual(['My first comment']);
    // Still waiting: the owner approves (or deletes) each held one.
    expect((await queue('held')).map((c) => c.text)).toEqual(['And another']);

    const later = await comment(newcomer, 'Now trusted');
    expect(later.json().held).toBeUndefined();
    expect(await visible()).toEqual(['My first comment', 'Now trusted']);

    const log = (await send('GET', '/api/admin/moderation', owner)).json().entries as {
      action: string;
      commentId: string;
      actorName: string;
    }[];
    expect(log).toEqual([
      expect.objectContaining({ action: 'approve', commentId: firstId, actorName: OWNER.username }),
    ]);
  });

  it('holds nothing from an account with a published comment, nor from the owner', async () => {
    expect((await comment(regular, 'Before the owner began holding')).statusCode).toBe(201);
    await hold(true);
    expect((await comment(regular, 'Still welcome')).json().held).toBeUndefined();
    expect((await comment(owner, 'A word from the owner')).json().held).toBeUndefined();
    expect(await visible()).toEqual([
      'Before the owner began holding',
      'Still welcome',
      'A word from the owner',
    ]);
  });

  it('approves idempotently, and answers 404 for a missing comment', async () => {
    await hold(true);
    const id = (await comment(newcomer, 'Wait for me')).json()._id as string;
    for (let i = 0; i < 2; i++) {
      expect((await send('POST', `/api/admin/comments/${id}/approve`, owner)).statusCode).toBe(200);
    }
    const entries = (await send('GET', '/api/admin/moderation', owner)).json().entries as unknown[];
    expect(entries).toHaveLength(1);
    const missing = await send(
      'POST',
      '/api/admin/comments/00000000-0000-4000-8000-000000000000/approve',
      owner,
    );
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Comment not found');
  });

  it('keeps the switch and approval for owners: anyone else gets an unknown route', async () => {
    await hold(true);
    const id = (await comment(newcomer, 'Let me in')).json()._id as string;
    for (const [method, url, body] of [
      ['PUT', '/api/admin/comment-settings', { holdFirstComments: false }],
      ['GET', '/api/admin/comment-settings', undefined],
      ['POST', `/api/admin/comments/${id}/approve`, undefined],
    ] as const) {
      const response = await send(method, url, newcomer, body);
      expect(response.statusCode).toBe(404);
    }
    expect(await visible()).toEqual([]);
    const refused = await send('PUT', '/api/admin/comment-settings', owner, {
      holdFirstComments: 'yes',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toEqual(expect.any(String));
  });
});
