// Drafts in /admin and their private preview links (docs/admin.md, Previews): the owner lists
// drafts and makes a link; anyone holding the link reads that draft and its pictures until it
// expires, marked noindex; nobody else gets anything. The drafts come from a real embedded
// Lake over a copy of __tests__/fixtures/drafts-content.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { eq } from 'drizzle-orm';
import { encodeSignatureHeader } from '@sanity/webhook';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startContentLake, type ContentLake } from '../../server/content-lake';
import { createDraftReader, unavailableDrafts } from '../../server/data/previews';
import { previewLinks } from '../../server/db/schema';
import { loggedUrl } from '../../server/lib/log';
import type { AdminDrafts, CreatedPreviewLink, PreviewResponse } from '../../shared/schemas';
import {
  appForTest,
  buildTestApp,
  login,
  markVerified,
  signup,
  SITE_URL,
  testDatabase,
} from './support/helper';

const OWNER = { username: 'site_owner', email: 'owner@example.com' };
const READER = { username: 'reader', email: 'reader@example.com' };
const DRAFT = 'drafts.post-work-in-progress';
const GONE = { message: 'This preview link has expired or does not exist.' };
const ENDED = {
  message:
    'This preview link has ended: its draft was published or removed, and the link does not come back with a new draft.',
};
const SECRET = 'a-webhook-secret-for-these-tests';

const database = testDatabase('pglite');

describe('drafts and preview links', () => {
  let lake: ContentLake;
  let root: string;
  let app: FastifyInstance;
  let owner: string;
  let reader: string;

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'previews-'));
    const contentDir = path.join(root, 'content');
    fs.cpSync(path.resolve('__tests__/fixtures/drafts-content'), contentDir, { recursive: true });
    lake = await startContentLake({ contentDir, dataDir: path.join(root, 'lake') });
    app = await buildTestApp(database.db, {
      ownerEmails: [OWNER.email],
      drafts: createDraftReader({
        queryUrl: `${lake.url}/v1/data/query/${lake.dataset}`,
        token: 'a-local-token',
      }),
    });
    for (const account of [OWNER, READER]) await signup(app, account);
    // The owner's role needs a verified address (docs/accounts.md).
    await markVerified(database.db, OWNER.email);
    owner = await login(app, OWNER.email);
    reader = await login(app, READER.email);
  });
  afterAll(async () => {
    await app?.close();
    await lake?.close();
    fs.rmSync(root, { recursive: true, force: true });
  });
  beforeEach(async () => {
    await database.db.db.delete(previewLinks);
  });

  const send = (
    method: InjectOptions['method'],
    url: string,
    options: { cookie?: string; body?: unknown } = {},
  ) =>
    app.inject({
      method,
      url,
      headers: options.cookie ? { cookie: options.cookie } : {},
      ...(options.body === undefined ? {} : { payload: options.body as InjectOptions['payload'] }),
    });
  const makeLink = async () => {
    const response = await send('POST', `/api/admin/drafts/${DRAFT}/previews`, {
      cookie: owner,
      body: {},
    });
    expect(response.statusCode).toBe(201);
    return response.json<CreatedPreviewLink>();
  };
  const tokenOf = (link: CreatedPreviewLink) => link.url.split('#')[1] ?? '';

  it('lists the drafts to the owner, and to nobody else', async () => {
    const response = await send('GET', '/api/admin/drafts', { cookie: owner });
    expect(response.statusCode).toBe(200);
    expect(response.json<AdminDrafts>().drafts).toEqual([
      {
        id: DRAFT,
        slug: 'work-in-progress',
        title: 'Work in progress',
        updatedAt: expect.any(String),
        publishedAt: '2026-02-01T00:00:00Z',
        links: [],
      },
    ]);
    for (const cookie of [reader, undefined]) {
      const refused = await send('GET', '/api/admin/drafts', { cookie });
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toEqual({ message: 'Route GET /api/admin/drafts not found' });
      const create = await send('POST', `/api/admin/drafts/${DRAFT}/previews`, {
        cookie,
        body: {},
      });
      expect(create.statusCode).toBe(404);
    }
    expect(await database.db.db.select().from(previewLinks)).toEqual([]);
  });

  it('makes an unguessable link that expires in 24 hours, storing only its hash', async () => {
    const before = Date.now();
    const link = await makeLink();
    expect(link.url).toMatch(new RegExp(`^${SITE_URL}/preview#[A-Za-z0-9_-]{43}$`));
    const expires = Date.parse(link.expiresAt);
    expect(expires - before).toBeGreaterThanOrEqual(24 * 3600_000 - 1000);
    expect(expires - Date.now()).toBeLessThanOrEqual(24 * 3600_000);
    const [row] = await database.db.db.select().from(previewLinks);
    expect(row?.postId).toBe(DRAFT);
    expect(row?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(tokenOf(link));
    // Two links are two tokens.
    expect(tokenOf(await makeLink())).not.toBe(tokenOf(link));
    const listed = (await send('GET', '/api/admin/drafts', { cookie: owner })).json<AdminDrafts>();
    expect(listed.drafts[0]?.links.map((l) => l.id)).toHaveLength(2);
    expect(JSON.stringify(listed)).not.toContain(tokenOf(link));
  });

  it('shows the draft to anyone with the link, noindex, with its pictures under the link', async () => {
    const link = await makeLink();
    const token = tokenOf(link);
    const response = await send('GET', `/api/preview/${token}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    const { post, expiresAt } = response.json<PreviewResponse>();
    expect(expiresAt).toBe(link.expiresAt);
    expect(post).toMatchObject({
      title: 'Work in progress',
      slug: 'work-in-progress',
      description: 'Not ready for everyone yet.',
      categories: [{ id: 'category-react', title: 'React' }],
      cover: { alt: 'A violet square with a pale circle', width: 480, height: 270 },
    });
    expect(post.cover?.src).toMatch(new RegExp(`^/api/preview/${token}/images/image-`));
    const figure = post.body.find((block) => block._type === 'figure') as {
      caption: string;
      image: { src: string; alt: string };
    };
    expect(figure.caption).toBe('The plan, drawn');
    expect(figure.image.alt).toBe('A teal square with a pale circle');
    // Nothing of where the Lake keeps the files leaks out.
    expect(response.body).not.toContain(lake.url);

    for (const src of [post.cover!.src, figure.image.src]) {
      const image = await send('GET', src);
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/png');
      expect(image.headers['x-robots-tag']).toBe('noindex, nofollow');
      expect(image.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    }
    // Only this draft's pictures, and only under a live link.
    const other = await send('GET', `/api/preview/${token}/images/image-0000-1x1-png`);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ message: 'Image not found' });
    const wrong = await send('GET', post.cover!.src.replace(token, 'x'.repeat(43)));
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json()).toEqual(GONE);
  });

  it('answers an unknown, malformed, expired or revoked link with 404 and a message', async () => {
    for (const token of ['x'.repeat(43), 'short', '%00%00']) {
      const response = await send('GET', `/api/preview/${token}`);
      expect(response.statusCode, token).toBe(404);
      expect(response.json()).toEqual(GONE);
      expect(response.headers['x-robots-tag']).toBe('noindex, nofollow');
    }
    const expired = await makeLink();
    await database.db.db
      .update(previewLinks)
      .set({ expiresAt: new Date(Date.now() - 1000), createdAt: new Date(Date.now() - 5000) })
      .where(eq(previewLinks.id, expired.id));
    const late = await send('GET', `/api/preview/${tokenOf(expired)}`);
    expect(late.statusCode).toBe(404);
    expect(late.json()).toEqual(GONE);

    const revoked = await makeLink();
    expect((await send('GET', `/api/preview/${tokenOf(revoked)}`)).statusCode).toBe(200);
    const removal = await send('DELETE', `/api/admin/previews/${revoked.id}`, { cookie: owner });
    expect(removal.statusCode).toBe(204);
    expect((await send('GET', `/api/preview/${tokenOf(revoked)}`)).json()).toEqual(GONE);
    const again = await send('DELETE', `/api/admin/previews/${revoked.id}`, { cookie: owner });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: 'Preview link not found' });
  });

  describe('when its draft stops being a draft', () => {
    const folder = () => path.join(root, 'content/posts/work-in-progress');
    const aside = () => path.join(root, 'work-in-progress-aside');
    let original: string;
    beforeEach(() => {
      original = fs.readFileSync(path.join(folder(), 'index.md'), 'utf8');
    });
    afterEach(async () => {
      if (fs.existsSync(aside())) fs.renameSync(aside(), folder());
      fs.writeFileSync(path.join(folder(), 'index.md'), original);
      await lake.store.reload();
    });
    /** Edits the post's front matter in the dataset folder, as the owner would, and reloads. */
    const write = async (change: (text: string) => string) => {
      fs.writeFileSync(path.join(folder(), 'index.md'), change(original));
      await lake.store.reload();
    };
    const publish = () => write((text) => text.replace('draft: true', 'draft: false'));
    // Taken back: a draft again under the same id, with new words.
    const draftAgain = () =>
      write((text) => text.replace('First the words', 'Entirely new words for a second round'));
    const open = (link: CreatedPreviewLink) => send('GET', `/api/preview/${tokenOf(link)}`);

    it('ends the link for good once it is published: a new draft of the post is not shown', async () => {
      const link = await makeLink();
      const first = await open(link);
      expect(first.statusCode).toBe(200);
      const picture = first.json<PreviewResponse>().post.cover?.src ?? '';
      expect(picture).toMatch(/^\/api\/preview\//);

      await publish();
      const published = await open(link);
      expect(published.statusCode).toBe(404);
      expect(published.json()).toEqual(ENDED);
      expect(published.headers['cache-control']).toBe('private, no-store');

      await draftAgain();
      for (const url of [`/api/preview/${tokenOf(link)}`, picture]) {
        const again = await send('GET', url);
        expect(again.statusCode, url).toBe(404);
        expect(again.json(), url).toEqual(ENDED);
      }
      // A new link shows the new draft; the owner's list has only that one.
      const fresh = await makeLink();
      const shown = await open(fresh);
      expect(shown.statusCode).toBe(200);
      expect(JSON.stringify(shown.json())).toContain('Entirely new words');
      const listed = (
        await send('GET', '/api/admin/drafts', { cookie: owner })
      ).json<AdminDrafts>();
      expect(listed.drafts[0]?.links.map((l) => l.id)).toEqual([fresh.id]);
    });

    it('ends the link for good when the draft is removed, though one comes back', async () => {
      const link = await makeLink();
      expect((await open(link)).statusCode).toBe(200);
      fs.renameSync(folder(), aside());
      await lake.store.reload();
      expect((await open(link)).json()).toEqual(ENDED);
      fs.renameSync(aside(), folder());
      await draftAgain();
      const again = await open(link);
      expect(again.statusCode).toBe(404);
      expect(again.json()).toEqual(ENDED);
    });

    it('ends the links of a draft published while nobody opened them, when the owner lists drafts', async () => {
      const link = await makeLink();
      await publish();
      const listed = await send('GET', '/api/admin/drafts', { cookie: owner });
      expect(listed.json<AdminDrafts>().drafts.map((draft) => draft.id)).not.toContain(DRAFT);
      await draftAgain();
      expect((await open(link)).json()).toEqual(ENDED);
    });

    it('ends the links of a draft published while nobody opened them, at the content webhook', async () => {
      const hooked = await buildTestApp(database.db, {
        ownerEmails: [OWNER.email],
        drafts: createDraftReader({
          queryUrl: `${lake.url}/v1/data/query/${lake.dataset}`,
          token: 'a-local-token',
        }),
        hooks: { secret: SECRET, onContentChange: () => ({ id: 1, status: 'queued' }) },
      });
      const link = await makeLink();
      await publish();
      const body = JSON.stringify({ reason: 'content/posts/work-in-progress/index.md changed' });
      const hook = await hooked.inject({
        method: 'POST',
        url: '/api/hooks/content',
        headers: {
          'content-type': 'application/json',
          'sanity-webhook-signature': await encodeSignatureHeader(body, Date.now(), SECRET),
        },
        payload: body,
      });
      expect(hook.statusCode).toBe(202);
      // Closing waits for the links to be checked.
      await hooked.close();
      await draftAgain();
      expect((await open(link)).json()).toEqual(ENDED);
    });
  });

  it('refuses a link to something that is not a draft', async () => {
    for (const id of ['drafts.post-nothing-here', 'drafts.post-hello-world']) {
      const response = await send('POST', `/api/admin/drafts/${id}/previews`, {
        cookie: owner,
        body: {},
      });
      expect(response.statusCode, id).toBe(404);
      expect(response.json().message).toMatch(/^Draft not found/);
    }
    const published = await send('POST', '/api/admin/drafts/post-hello-world/previews', {
      cookie: owner,
      body: {},
    });
    expect(published.statusCode).toBe(400);
    expect(published.json().message).toMatch(/id/);
  });

  it('says why when this server cannot read drafts', async () => {
    const noDrafts = await appForTest(database.db, {
      ownerEmails: [OWNER.email],
      drafts: unavailableDrafts('Drafts cannot be read: set SANITY_TOKEN.'),
    });
    const cookie = await login(noDrafts, OWNER.email);
    const response = await noDrafts.inject({
      method: 'GET',
      url: '/api/admin/drafts',
      headers: { cookie },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'Drafts cannot be read: set SANITY_TOKEN.' });
  });

  it('rate-limits making links and reading them', async () => {
    const limited = await appForTest(database.db, {
      ownerEmails: [OWNER.email],
      drafts: createDraftReader({
        queryUrl: `${lake.url}/v1/data/query/${lake.dataset}`,
        token: 'a-local-token',
      }),
      rateLimits: {
        previewLinks: { max: 1, timeWindow: 60_000 },
        previews: { max: 1, timeWindow: 60_000 },
      },
    });
    const cookie = await login(limited, OWNER.email);
    const make = () =>
      limited.inject({
        method: 'POST',
        url: `/api/admin/drafts/${DRAFT}/previews`,
        headers: { cookie },
        payload: {},
      });
    const first = await make();
    expect(first.statusCode).toBe(201);
    const second = await make();
    expect(second.statusCode).toBe(429);
    expect(second.json().message).toMatch(/Rate limit exceeded/);
    const token = first.json<CreatedPreviewLink>().url.split('#')[1];
    expect((await limited.inject(`/api/preview/${token}`)).statusCode).toBe(200);
    expect((await limited.inject(`/api/preview/${token}`)).statusCode).toBe(429);
  });

  it('keeps preview tokens out of the request log', () => {
    expect(loggedUrl(`/api/preview/${'a'.repeat(43)}/images/image-1`)).toBe(
      '/api/preview/[redacted]/images/image-1',
    );
    expect(loggedUrl('/api/admin/drafts')).toBe('/api/admin/drafts');
  });
});
