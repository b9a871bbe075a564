import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createGroqContentReader, sanityQueryUrl } from '../../server/data/content';

type Seen = { url: URL; authorization?: string };

async function lake(answer: (url: URL) => { status?: number; body: string }) {
  const seen: Seen[] = [];
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://lake');
    seen.push({ url, authorization: req.headers.authorization });
    const { status = 200, body } = answer(url);
    res.writeHead(status, { 'content-type': 'application/json' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { base, seen, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('GROQ content reader', () => {
  it('queries the post by slug.current with $slug as JSON and reads claps, defaulting to 0', async () => {
    const server = await lake((url) => {
      const slug = JSON.parse(url.searchParams.get('$slug') ?? 'null');
      const result = slug === 'counted' ? { claps: 12 } : slug === 'absent' ? { claps: 0 } : null;
      return { body: JSON.stringify({ result }) };
    });
    try {
      const reader = createGroqContentReader({
        queryUrl: `${server.base}/v1/data/query/production`,
        token: 'sk-secret',
      });
      expect(await reader.getPostClaps('counted')).toBe(12);
      expect(await reader.getPostClaps('absent')).toBe(0);
      expect(await reader.getPostClaps('missing')).toBeNull();
      const first = server.seen[0];
      expect(first?.url.pathname).toBe('/v1/data/query/production');
      expect(first?.url.searchParams.get('query')).toMatch(
        /_type == "post" && slug\.current == \$slug/,
      );
      expect(first?.url.searchParams.get('$slug')).toBe('"counted"');
      expect(first?.authorization).toBe('Bearer sk-secret');
    } finally {
      await server.close();
    }
  });

  it('treats odd claps values as 0 and passes slugs with quotes safely', async () => {
    const server = await lake(() => ({ body: JSON.stringify({ result: { claps: 'lots' } }) }));
    try {
      const reader = createGroqContentReader({ queryUrl: `${server.base}/q` });
      expect(await reader.getPostClaps('a"] || true || ["')).toBe(0);
      expect(server.seen[0]?.url.searchParams.get('$slug')).toBe(
        JSON.stringify('a"] || true || ["'),
      );
      expect(server.seen[0]?.authorization).toBeUndefined();
    } finally {
      await server.close();
    }
  });

  it('turns an error status or a bad answer into a 502', async () => {
    const server = await lake((url) =>
      url.pathname === '/down' ? { status: 500, body: '{}' } : { body: '{"nothing": true}' },
    );
    try {
      await expect(
        createGroqContentReader({ queryUrl: `${server.base}/down` }).getPostClaps('x'),
      ).rejects.toMatchObject({
        statusCode: 502,
      });
      await expect(
        createGroqContentReader({ queryUrl: `${server.base}/odd` }).getPostClaps('x'),
      ).rejects.toMatchObject({
        statusCode: 502,
      });
    } finally {
      await server.close();
    }
    await expect(
      createGroqContentReader({ queryUrl: `${server.base}/gone`, timeoutMs: 500 }).getPostClaps(
        'x',
      ),
    ).rejects.toMatchObject({ statusCode: 502, message: 'Content service unavailable' });
  });

  it("builds Sanity's API address for a real project", () => {
    expect(sanityQueryUrl('abc123', 'production')).toBe(
      'https://abc123.api.sanity.io/v2023-03-06/data/query/production',
    );
  });
});
