import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appForTest, get, testDatabase } from './support/helper';
import { MediaStore } from '../../server/feed/media-store';
import { isPublicAddress } from '../../server/lib/public-fetch';

// The feed never touches the database; one PGlite serves the whole file.
const database = testDatabase('pglite');
let dir: string;

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'feed-test-'));
});
afterAll(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

async function appWith(feed: {
  url?: string;
  file?: string;
  timeoutMs?: number;
  cacheMs?: number;
  failureCacheMs?: number;
  allowPrivate?: boolean;
  mediaDir?: string;
  mediaMaxBytes?: number;
}) {
  // The stand-in upstreams listen on loopback, which a feed may reach only when allowed.
  return appForTest(database.db, {
    feed: {
      file: path.join(dir, 'missing.json'),
      allowPrivate: true,
      mediaDir: fs.mkdtempSync(path.join(dir, 'media-')),
      ...feed,
    },
  });
}

const POSTS = [
  {
    id: '1',
    mediaType: 'IMAGE',
    isReel: false,
    mediaUrl: '/feed/1.webp',
    caption: 'one',
    permalink: 'https://x/p/1',
  },
];

/** A stand-in for the photo service; `reply` decides each answer. */
async function upstream(reply: (res: http.ServerResponse) => void) {
  let hits = 0;
  const server = http.createServer((_req, res) => {
    hits++;
    reply(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/feed.json`;
  return {
    url,
    hits: () => hits,
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

describe('GET /api/feed from the local file', () => {
  it('answers an empty feed while the feed file does not exist', async () => {
    const response = await get(await appWith({}), '/api/feed');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ username: '', profilePictureUrl: '', posts: [] });
  });

  it('serves the object form as is', async () => {
    const file = path.join(dir, 'object.json');
    const feed = { username: 'aarav.codes', profilePictureUrl: '/feed/avatar.webp', posts: POSTS };
    fs.writeFileSync(file, JSON.stringify(feed));
    expect((await get(await appWith({ file }), '/api/feed')).json()).toEqual(feed);
  });

  it('wraps a bare array with an empty username and picture', async () => {
    const file = path.join(dir, 'array.json');
    fs.writeFileSync(file, JSON.stringify(POSTS));
    expect((await get(await appWith({ file }), '/api/feed')).json()).toEqual({
      username: '',
      profilePictureUrl: '',
      posts: POSTS,
    });
  });

  it('hides a broken file behind a generic 500', async () => {
    const file = path.join(dir, 'broken.json');
    fs.writeFileSync(file, '{ not json');
    const response = await get(await appWith({ file }), '/api/feed');
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'Internal Server Error' });
  });
});

describe("GET /feed/:file, the local feed's media", () => {
  it('serves the photos and clips beside the feed file, and nothing else', async () => {
    const media = fs.mkdtempSync(path.join(dir, 'photos-'));
    fs.writeFileSync(path.join(media, 'feed.json'), JSON.stringify(POSTS));
    fs.writeFileSync(path.join(media, 'post-1.webp'), 'RIFF-webp-bytes');
    fs.writeFileSync(path.join(media, 'clip.mp4'), Buffer.alloc(2048, 1));
    fs.writeFileSync(path.join(media, 'notes.txt'), 'private');
    const app = await appWith({ file: path.join(media, 'feed.json') });

    const photo = await get(app, '/feed/post-1.webp');
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/webp');
    expect(photo.body).toBe('RIFF-webp-bytes');
    // Clips play from any point: ranges are honoured.
    const part = await app.inject({ url: '/feed/clip.mp4', headers: { range: 'bytes=0-99' } });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.length).toBe(100);
    // Not the feed itself, not other files, not outside the folder.
    for (const url of ['/feed/feed.json', '/feed/notes.txt', '/feed/..%2Fobject.json'])
      expect((await get(app, url)).statusCode, url).toBe(404);
  });

  it('serves nothing there when the feed is remote', async () => {
    const media = fs.mkdtempSync(path.join(dir, 'photos-'));
    fs.writeFileSync(path.join(media, 'post-1.webp'), 'RIFF-webp-bytes');
    const app = await appWith({
      url: 'http://127.0.0.1:9/feed.json',
      file: path.join(media, 'feed.json'),
    });
    expect((await get(app, '/feed/post-1.webp')).statusCode).toBe(404);
  });
});

describe('GET /api/feed from FEED_URL', () => {
  it('proxies the upstream feed and caches it briefly', async () => {
    const service = await upstream((res) => {
      res.setHeader('content-type', 'application/json');
      res.end(
        JSON.stringify({ username: 'remote', profilePictureUrl: 'https://x/a.jpg', posts: POSTS }),
      );
    });
    try {
      const app = await appWith({ url: service.url });
      const answers = await Promise.all([
        get(app, '/api/feed'),
        get(app, '/api/feed'),
        get(app, '/api/feed'),
      ]);
      for (const response of answers) {
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({
          username: 'remote',
          // Kept by the API (see the media tests below); relative URLs stay as they are.
          profilePictureUrl: expect.stringMatching(/^\/api\/feed\/media\/[0-9a-f]{64}\.jpg$/),
          posts: POSTS,
        });
      }
      await get(app, '/api/feed');
      expect(service.hits()).toBe(1);
    } finally {
      await service.close();
    }
  });

  it('refetches after the cache expires', async () => {
    const service = await upstream((res) => res.end(JSON.stringify(POSTS)));
    try {
      const app = await appWith({ url: service.url, cacheMs: 1 });
      await get(app, '/api/feed');
      await new Promise((resolve) => setTimeout(resolve, 5));
      await get(app, '/api/feed');
      expect(service.hits()).toBe(2);
    } finally {
      await service.close();
    }
  });

  it.each([
    ['an error status', (res: http.ServerResponse) => res.writeHead(503).end('down'), /status 503/],
    ['invalid JSON', (res: http.ServerResponse) => res.end('<html>'), /invalid JSON/],
    [
      'an unexpected shape',
      (res: http.ServerResponse) => res.end('{"data":[]}'),
      /Unexpected data structure/,
    ],
  ])('passes %s on as 502 with a message', async (_label, reply, message) => {
    const service = await upstream(reply);
    try {
      const response = await get(await appWith({ url: service.url }), '/api/feed');
      expect(response.statusCode).toBe(502);
      expect(response.json().message).toMatch(message);
    } finally {
      await service.close();
    }
  });

  it('gives up on a slow upstream after the timeout (502)', async () => {
    const service = await upstream(() => {
      // Never answers.
    });
    try {
      const started = Date.now();
      const response = await get(await appWith({ url: service.url, timeoutMs: 200 }), '/api/feed');
      expect(response.statusCode).toBe(502);
      expect(response.json().message).toMatch(/timed out/);
      expect(Date.now() - started).toBeLessThan(5000);
    } finally {
      await service.close();
    }
  });

  it('answers 502 when the upstream is unreachable', async () => {
    const service = await upstream((res) => res.end('[]'));
    const { url } = service;
    await service.close();
    const response = await get(await appWith({ url }), '/api/feed');
    expect(response.statusCode).toBe(502);
    expect(response.json().message).toMatch(/unreachable/);
  });

  it('stops reading an endless upstream at 5 MB instead of buffering it (502)', async () => {
    // 300 MB announced by nobody: chunked, generated as fast as the proxy reads it.
    let written = 0;
    const chunk = Buffer.alloc(64 * 1024, 'x');
    const service = await upstream((res) => {
      res.setHeader('content-type', 'application/json');
      const pump = () => {
        while (written < 300 * 1024 * 1024) {
          written += chunk.length;
          if (!res.write(chunk)) return void res.once('drain', pump);
        }
        res.end();
      };
      res.on('close', () => res.removeAllListeners('drain'));
      pump();
    });
    try {
      const started = Date.now();
      const response = await get(await appWith({ url: service.url }), '/api/feed');
      expect(response.statusCode).toBe(502);
      expect(response.json().message).toBe('Photo feed is too large');
      expect(Date.now() - started).toBeLessThan(5000);
      // What the upstream managed to write before the proxy hung up: the cap plus what sat in
      // socket buffers, nowhere near the 300 MB on offer.
      expect(written).toBeLessThan(20 * 1024 * 1024);
    } finally {
      await service.close();
    }
  });

  it('answers a failing upstream from memory for a while instead of asking it every time', async () => {
    const service = await upstream((res) => res.writeHead(503).end('down'));
    try {
      const app = await appWith({ url: service.url, failureCacheMs: 300 });
      for (let i = 0; i < 5; i++) {
        const response = await get(app, '/api/feed');
        expect(response.statusCode).toBe(502);
        expect(response.json().message).toBe('Photo feed responded with status 503');
      }
      expect(service.hits()).toBe(1);
      await new Promise((resolve) => setTimeout(resolve, 350));
      expect((await get(app, '/api/feed')).statusCode).toBe(502);
      expect(service.hits()).toBe(2);
    } finally {
      await service.close();
    }
  });
});

describe('GET /api/feed does not reach what only the server can (issue 37.6)', () => {
  it('refuses a FEED_URL on loopback unless FEED_ALLOW_PRIVATE, by address and by name', async () => {
    const service = await upstream((res) => res.end(JSON.stringify({ posts: POSTS })));
    try {
      const byName = service.url.replace('127.0.0.1', 'localhost');
      for (const url of [service.url, byName]) {
        const response = await get(await appWith({ url, allowPrivate: false }), '/api/feed');
        expect(response.statusCode, url).toBe(502);
        expect(response.json(), url).toEqual({ message: 'Photo feed is not on a public address' });
      }
      expect(service.hits()).toBe(0);
    } finally {
      await service.close();
    }
  });

  it('does not follow a redirect to another host, and serves nothing from it', async () => {
    const inside = await upstream((res) => res.end(JSON.stringify({ posts: POSTS })));
    // Another origin: the same machine under its name and another port.
    const target = inside.url.replace('127.0.0.1', 'localhost');
    const outside = await upstream((res) => {
      res.statusCode = 302;
      res.setHeader('location', target);
      res.end();
    });
    try {
      const response = await get(await appWith({ url: outside.url }), '/api/feed');
      expect(response.statusCode).toBe(502);
      expect(response.json()).toEqual({ message: 'Photo feed redirected elsewhere' });
      expect(outside.hits()).toBe(1);
      expect(inside.hits()).toBe(0);
    } finally {
      await inside.close();
      await outside.close();
    }
  });

  it('follows a redirect on the same origin', async () => {
    const service = await upstream((res) => {
      if (res.req.url === '/feed.json') {
        res.statusCode = 301;
        res.setHeader('location', '/v2/feed.json');
        res.end();
        return;
      }
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ username: 'moved', posts: POSTS }));
    });
    try {
      const response = await get(await appWith({ url: service.url }), '/api/feed');
      expect(response.statusCode).toBe(200);
      expect(response.json().username).toBe('moved');
    } finally {
      await service.close();
    }
  });

  it('tells public addresses from the rest', () => {
    for (const address of ['93.184.215.14', '2606:2800:21f:cb07:6820:80da:af6b:8b2c']) {
      expect([address, isPublicAddress(address)]).toEqual([address, true]);
    }
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.20.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      '::',
      'fe80::1',
      'fd00::1',
      '::ffff:127.0.0.1',
      '::ffff:169.254.169.254',
    ]) {
      expect([address, isPublicAddress(address)]).toEqual([address, false]);
    }
  });
});

describe("GET /api/feed/media/:name, the remote feed's media kept by the API", () => {
  const PHOTO = Buffer.from('jpeg-bytes-of-the-photo');

  /** A photo service: the feed at /feed.json names /media/1.jpg; `media` answers the photo. */
  async function service(
    media: (res: http.ServerResponse) => void = (res) => {
      res.writeHead(200, { 'content-type': 'image/jpeg' }).end(PHOTO);
    },
  ) {
    let mediaHits = 0;
    const server = await upstream((res) => {
      if (res.req.url?.startsWith('/media/')) {
        mediaHits++;
        media(res);
        return;
      }
      const origin = `http://${res.req.headers.host}`;
      res.setHeader('content-type', 'application/json');
      res.end(
        JSON.stringify({
          username: 'remote',
          profilePictureUrl: '',
          posts: [{ ...POSTS[0], mediaUrl: `${origin}/media/1.jpg?oe=expires-soon` }],
        }),
      );
    });
    return { ...server, mediaHits: () => mediaHits };
  }

  async function keptUrl(app: Awaited<ReturnType<typeof appWith>>): Promise<string> {
    const feed = (await get(app, '/api/feed')).json();
    return feed.posts[0].mediaUrl;
  }

  it('answers same-origin URLs, fetches each file once and then serves it from disk', async () => {
    const photos = await service();
    try {
      const mediaDir = fs.mkdtempSync(path.join(dir, 'kept-'));
      const app = await appWith({ url: photos.url, mediaDir });
      const url = await keptUrl(app);
      expect(url).toMatch(/^\/api\/feed\/media\/[0-9a-f]{64}\.jpg$/);
      for (let i = 0; i < 3; i++) {
        const photo = await get(app, url);
        expect(photo.statusCode).toBe(200);
        expect(photo.headers['content-type']).toBe('image/jpeg');
        expect(photo.rawPayload.equals(PHOTO)).toBe(true);
      }
      expect(photos.mediaHits()).toBe(1);
      // Another replica (or a restart) on the same folder serves it without asking again.
      const other = await appWith({ url: photos.url, mediaDir });
      expect((await get(other, url)).rawPayload.equals(PHOTO)).toBe(true);
      expect(photos.mediaHits()).toBe(1);
    } finally {
      await photos.close();
    }
  });

  it('serves a name from a page built earlier on a replica that has not read the feed yet', async () => {
    const photos = await service();
    try {
      const url = await keptUrl(await appWith({ url: photos.url }));
      const photo = await get(await appWith({ url: photos.url }), url);
      expect(photo.statusCode).toBe(200);
      expect(photo.rawPayload.equals(PHOTO)).toBe(true);
    } finally {
      await photos.close();
    }
  });

  it('answers 404 with a message for a name the feed does not use', async () => {
    const photos = await service();
    try {
      const app = await appWith({ url: photos.url });
      await keptUrl(app);
      for (const name of [`${'a'.repeat(64)}.jpg`, 'feed.json', '..%2F..%2Fpackage.json']) {
        const response = await get(app, `/api/feed/media/${name}`);
        expect(response.statusCode, name).toBe(404);
        expect(response.json().message, name).toEqual(expect.any(String));
      }
      expect(photos.mediaHits()).toBe(0);
    } finally {
      await photos.close();
    }
  });

  it.each([
    [
      'an error status',
      (res: http.ServerResponse) => res.writeHead(500).end('boom'),
      'Photo responded with status 500',
    ],
    [
      'something other than a photo or a clip',
      (res: http.ServerResponse) => res.writeHead(200, { 'content-type': 'text/html' }).end('<p>'),
      'Photo is not an image or a video',
    ],
  ])('answers 502 with a message for %s, and keeps nothing', async (_label, reply, message) => {
    const photos = await service(reply);
    try {
      const mediaDir = fs.mkdtempSync(path.join(dir, 'kept-'));
      const app = await appWith({ url: photos.url, mediaDir });
      const response = await get(app, await keptUrl(app));
      expect(response.statusCode).toBe(502);
      expect(response.json()).toEqual({ message });
      expect(fs.readdirSync(mediaDir)).toEqual([]);
    } finally {
      await photos.close();
    }
  });

  it('refuses a file over the size cap, announced or not, and leaves no part of it behind', async () => {
    const big = Buffer.alloc(64 * 1024, 1);
    for (const announced of [true, false]) {
      const photos = await service((res) => {
        res.writeHead(200, {
          'content-type': 'image/jpeg',
          ...(announced ? { 'content-length': String(big.length) } : {}),
        });
        res.end(big);
      });
      try {
        const mediaDir = fs.mkdtempSync(path.join(dir, 'kept-'));
        const app = await appWith({ url: photos.url, mediaDir, mediaMaxBytes: 1024 });
        const response = await get(app, await keptUrl(app));
        expect(response.statusCode, `announced: ${announced}`).toBe(502);
        expect(response.json()).toEqual({ message: 'Photo is too large' });
        expect(fs.readdirSync(mediaDir)).toEqual([]);
      } finally {
        await photos.close();
      }
    }
  });

  it('removes the files a new read of the feed no longer names', async () => {
    let photo = 1;
    const server = await upstream((res) => {
      if (res.req.url?.startsWith('/media/')) {
        res.writeHead(200, { 'content-type': 'image/jpeg' }).end(PHOTO);
        return;
      }
      const origin = `http://${res.req.headers.host}`;
      res.end(JSON.stringify([{ ...POSTS[0], mediaUrl: `${origin}/media/${photo}.jpg` }]));
    });
    try {
      const mediaDir = fs.mkdtempSync(path.join(dir, 'kept-'));
      const app = await appWith({ url: server.url, mediaDir, cacheMs: 1 });
      const first = await keptUrl(app);
      expect((await get(app, first)).statusCode).toBe(200);
      expect(fs.readdirSync(mediaDir)).toEqual([path.basename(first)]);
      photo = 2;
      await new Promise((resolve) => setTimeout(resolve, 5));
      const second = await keptUrl(app);
      expect(second).not.toBe(first);
      expect(fs.readdirSync(mediaDir)).toEqual([]);
    } finally {
      await server.close();
    }
  });

  it('refuses media on a private address unless FEED_ALLOW_PRIVATE', async () => {
    const photos = await service();
    try {
      const origin = new URL(photos.url).origin;
      const name = `${'b'.repeat(64)}.jpg`;
      const store = new MediaStore({ dir: fs.mkdtempSync(path.join(dir, 'kept-')) });
      await store.setNames(new Map([[name, `${origin}/media/1.jpg`]]));
      await expect(store.ensure(name)).rejects.toMatchObject({
        statusCode: 502,
        message: 'Photo is not on a public address',
      });
      expect(photos.mediaHits()).toBe(0);
    } finally {
      await photos.close();
    }
  });
});
