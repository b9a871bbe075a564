import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { feedForBuild } from '../../server/feed/source';
import { mapFeed } from '../../src/mappers/feed';

/** /insta's feed at build time (gatsby-node), read by the API's own code. */
const FIXTURE_FEED = path.resolve('__tests__/fixtures/content/photos/feed.json');

async function photoService(body: string) {
  const server = http.createServer((_req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end(body.replaceAll('ORIGIN', `http://${_req.headers.host}`));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/feed.json`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('feedForBuild', () => {
  it('reads FEED_FILE: the sample feed, its media on the site as they are', async () => {
    const warnings: string[] = [];
    const feed = await feedForBuild({ file: FIXTURE_FEED }, (m) => warnings.push(m));
    expect(warnings).toEqual([]);
    const page = mapFeed(feed);
    expect(page.username).toBe('aarav.codes');
    expect(page.posts).toHaveLength(16);
    expect(page.posts[0]).toMatchObject({ id: '178900420000', mediaUrl: '/feed/post-1.webp' });
  });

  it("names a remote feed's media by the API's kept copies, on the API's origin", async () => {
    const service = await photoService(
      JSON.stringify({
        username: 'remote',
        profilePictureUrl: 'ORIGIN/a.jpg?oe=1',
        posts: [{ id: '1', mediaType: 'VIDEO', mediaUrl: 'ORIGIN/v/clip.mp4?oe=1' }],
      }),
    );
    try {
      const feed = mapFeed(
        await feedForBuild({ url: service.url, file: FIXTURE_FEED, allowPrivate: true }, () => {}),
        // As gatsby-node maps it when the API has an origin of its own (GATSBY_API_URL).
        'https://api.example.com',
      );
      expect(feed.profilePictureUrl).toMatch(
        /^https:\/\/api\.example\.com\/api\/feed\/media\/[0-9a-f]{64}\.jpg$/,
      );
      expect(feed.posts[0]?.mediaUrl).toMatch(/\/api\/feed\/media\/[0-9a-f]{64}\.mp4$/);
    } finally {
      await service.close();
    }
  });

  it('does not fail the build when the feed cannot be read: null, and a warning saying why', async () => {
    const service = await photoService('{"data":[]}');
    try {
      for (const source of [
        { url: service.url, file: FIXTURE_FEED, allowPrivate: true },
        // On loopback without FEED_ALLOW_PRIVATE: refused, as the API refuses it.
        { url: service.url, file: FIXTURE_FEED },
      ]) {
        const warnings: string[] = [];
        expect(await feedForBuild(source, (m) => warnings.push(m))).toBeNull();
        expect(warnings).toHaveLength(1);
      }
      const warnings: string[] = [];
      await feedForBuild({ url: service.url, file: FIXTURE_FEED }, (m) => warnings.push(m));
      expect(warnings[0]).toMatch(/Photo feed is not on a public address.*Loading\.\.\./);
    } finally {
      await service.close();
    }
  });
});
