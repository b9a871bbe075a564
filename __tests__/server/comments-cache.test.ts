import type { FastifyInstance } from 'fastify';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { comments, users } from '../../server/db/schema';
import {
  appForTest,
  buildTestApp,
  drivers,
  get,
  login,
  post,
  signup,
  testDatabase,
} from './support/helper';

/** The in-memory comment list (server/index.ts turns it on with 1 s). */
describe.each(drivers)('comment list cache on %s', (driver) => {
  const handle = testDatabase(driver);
  let userId: string;

  beforeAll(async () => {
    const app = await buildTestApp(handle.db);
    await signup(app, { username: 'cached', email: 'cached@example.com' });
    await app.close();
    const [user] = await handle.db.db.select().from(users);
    userId = user?.id ?? '';
  });
  beforeEach(async () => {
    await handle.db.db.delete(comments);
  });

  /** A comment written by another replica: straight into the database, past this process. */
  const writeElsewhere = (text: string) =>
    handle.db.db.insert(comments).values({ postSlug: 'hello-world', userId, text });
  const texts = async (app: FastifyInstance) =>
    ((await get(app, '/api/comments/hello-world')).json() as { text: string }[]).map((c) => c.text);

  it("serves a fresh list from memory and shows this process's own new comment at once", async () => {
    const app = await appForTest(handle.db, { commentsCacheMs: 60_000 });
    expect(await texts(app)).toEqual([]);
    await writeElsewhere('from another replica');
    expect(await texts(app)).toEqual([]);

    const cookie = await login(app, 'cached@example.com');
    const created = await post(
      app,
      '/api/comments',
      { postSlug: 'hello-world', text: 'posted here' },
      { cookie },
    );
    expect(created.statusCode).toBe(201);
    expect(await texts(app)).toEqual(['from another replica', 'posted here']);
  });

  it('answers an expired list at once and refreshes it behind the scenes', async () => {
    const app = await appForTest(handle.db, { commentsCacheMs: 50 });
    expect(await texts(app)).toEqual([]);
    await writeElsewhere('arrives later');
    await new Promise((resolve) => setTimeout(resolve, 80));
    // Expired: the old list comes back immediately and starts one read.
    expect(await texts(app)).toEqual([]);
    const deadline = Date.now() + 5000;
    let seen: string[] = [];
    while (Date.now() < deadline) {
      seen = await texts(app);
      if (seen.length) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(seen).toEqual(['arrives later']);
  });

  it('without the cache every read goes to the database', async () => {
    const app = await appForTest(handle.db);
    expect(await texts(app)).toEqual([]);
    await writeElsewhere('seen at once');
    expect(await texts(app)).toEqual(['seen at once']);
  });
});
