import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { postClaps } from '../../server/db/schema';
import { httpError } from '../../server/lib/errors';
import {
  appForTest,
  buildTestApp,
  drivers,
  fakeContent,
  get,
  post,
  testDatabase,
} from './support/helper';

describe.each(drivers)('claps on %s', (driver) => {
  const handle = testDatabase(driver);
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildTestApp(handle.db);
  });
  afterAll(async () => {
    await app.close();
  });
  beforeEach(async () => {
    await handle.db.db.delete(postClaps);
  });

  const clap = (slug: string, count: unknown) => post(app, `/api/claps/${slug}`, { count });

  it("starts from the post's claps in content, 0 when the field is absent", async () => {
    expect((await get(app, '/api/claps/hello-world')).json()).toEqual({
      slug: 'hello-world',
      claps: 5,
    });
    expect((await get(app, '/api/claps/no-claps-yet')).json()).toEqual({
      slug: 'no-claps-yet',
      claps: 0,
    });
  });

  it('adds to the starting value and keeps counting', async () => {
    expect((await clap('hello-world', 1)).json()).toEqual({ slug: 'hello-world', claps: 6 });
    expect((await clap('hello-world', 50)).json()).toEqual({ slug: 'hello-world', claps: 56 });
    expect((await get(app, '/api/claps/hello-world')).json()).toEqual({
      slug: 'hello-world',
      claps: 56,
    });
  });

  it('answers 404 for a slug content does not know, and stores nothing', async () => {
    for (const response of [
      await get(app, '/api/claps/unknown-post'),
      await clap('unknown-post', 1),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Post not found' });
    }
    expect(await handle.db.db.select().from(postClaps)).toEqual([]);
  });

  it.each([0, 51, -1, 1.5, '5', null, true, [1], { n: 1 }])(
    'rejects count %j with 400',
    async (count) => {
      const response = await clap('hello-world', count);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/^count /);
      expect(await handle.db.db.select().from(postClaps)).toEqual([]);
    },
  );

  it('rejects a missing body with 400', async () => {
    const response = await post(app, '/api/claps/hello-world');
    expect(response.statusCode).toBe(400);
  });

  it('needs no token', async () => {
    const response = await clap('second-post', 2);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ slug: 'second-post', claps: 2 });
  });

  it('adds exactly the sum of 200 concurrent requests (no lost update), on a first clap and after', async () => {
    const counts = Array.from({ length: 200 }, (_, i) => (i % 50) + 1);
    const sum = counts.reduce((a, b) => a + b, 0);
    let expected = 5;
    // Round 1 races the first clap (seeding from content); round 2 races increments of a stored row.
    // All requests are injected at once, so their handlers interleave at every database await.
    // On PGlite every statement runs in-process one at a time, so a read-modify-write bug only
    // shows on PostgreSQL (a pool of real connections), which CI runs too.
    for (const round of [1, 2]) {
      const responses = await Promise.all(counts.map((count) => clap('hello-world', count)));
      expect(responses.map((r) => r.statusCode)).toEqual(counts.map(() => 200));
      expected += sum;
      expect({ round, ...(await get(app, '/api/claps/hello-world')).json() }).toEqual({
        round,
        slug: 'hello-world',
        claps: expected,
      });
      // Every response saw a distinct running total.
      const seen = new Set(responses.map((r) => (JSON.parse(r.body) as { claps: number }).claps));
      expect(seen.size).toBe(200);
      expect(Math.max(...seen)).toBe(expected);
    }
  });

  it('passes a content outage on as 502 with a message', async () => {
    const broken = await appForTest(handle.db, {
      content: {
        getPostClaps: async () => {
          throw httpError(502, 'Content service unavailable');
        },
      },
    });
    const response = await get(broken, '/api/claps/hello-world');
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({ message: 'Content service unavailable' });
  });

  it('reads content once per post, not once per clap', async () => {
    const content = fakeContent();
    const counting = await appForTest(handle.db, { content });
    for (let i = 0; i < 5; i++) await post(counting, '/api/claps/second-post', { count: 1 });
    expect(content.calls).toBe(1);
    expect((await get(counting, '/api/claps/second-post')).json().claps).toBe(5);
  });
});
