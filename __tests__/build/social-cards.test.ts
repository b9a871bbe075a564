import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  renderCard,
  writePostCards,
  writeSiteCards,
  type CardPost,
  renderPostCardsAside,
} from '../../build/social-cards';
import { postCard } from '../../src/lib/socialCard';

const siteName = 'Aarav Mehta';
const bash: CardPost = {
  slug: 'bash-scripting-ubuntu',
  title: 'Writing Your First Bash Scripts on Ubuntu',
  category: 'DevOps',
  publishedAt: '2025-02-08T07:20:00Z',
};
const indexes: CardPost = {
  slug: 'postgres-indexes-explained',
  title: 'PostgreSQL Indexes Explained for Web Developers',
  category: 'Databases',
  publishedAt: '2025-07-21T08:15:00Z',
};
const post = (p: CardPost) => ({
  title: p.title,
  category: p.category,
  date: p.publishedAt,
  siteName,
});

/**
 * The brightest pixel in a box of the card. The backdrop is dark purple and the text white, so
 * a bright pixel in a margin is text that got out.
 */
async function brightest(
  png: Buffer,
  box: { left: number; top: number; width: number; height: number },
) {
  const { data, info } = await sharp(png)
    .extract(box)
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  let max = 0;
  for (let i = 0; i < data.length; i += info.channels) {
    max = Math.max(max, Math.min(data[i] as number, data[i + 1] as number, data[i + 2] as number));
  }
  return max;
}

describe('renderCard', () => {
  it('draws a 1200x630 PNG', async () => {
    const png = await renderCard(post(bash));
    const meta = await sharp(png).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 1200, height: 630 });
  });

  it('gives two posts different cards and the same post the same bytes every time', async () => {
    const [first, again, other] = await Promise.all([
      renderCard(post(bash)),
      renderCard(post(bash)),
      renderCard(post(indexes)),
    ]);
    expect(first.equals(again)).toBe(true);
    expect(first.equals(other)).toBe(false);
  });

  it.each([
    ['one character', 'A'],
    [
      '300 characters',
      'Lorem ipsum dolor sit amet, consectetur adipiscing elit '.repeat(6).slice(0, 300),
    ],
    ['words longer than a line', 'Supercalifragilisticexpialidocious'.repeat(5)],
    ['other alphabets', 'Łódź, café, Ελληνικά, Привет and Tiếng Việt'],
  ])('keeps a title of %s inside the margins', async (_name, title) => {
    const png = await renderCard({
      ...post(bash),
      title,
      category: 'A category name far too long to fit on one chip line',
    });
    expect((await sharp(png).metadata()).width).toBe(1200);
    // The text is drawn: something white in the title's area...
    expect(await brightest(png, { left: 80, top: 150, width: 1040, height: 120 })).toBeGreaterThan(
      240,
    );
    // ...and nothing of it in the 60 px right margin, the top margin or on the sea.
    expect(await brightest(png, { left: 1140, top: 0, width: 60, height: 530 })).toBeLessThan(120);
    expect(await brightest(png, { left: 0, top: 0, width: 1200, height: 50 })).toBeLessThan(120);
    expect(await brightest(png, { left: 0, top: 520, width: 1200, height: 30 })).toBeLessThan(220);
  });

  it('leaves out emoji and CJK, which Inter lacks, instead of drawing "no glyph" boxes', async () => {
    const [mixed, plain] = await Promise.all([
      renderCard({ ...post(bash), title: 'Rocket 🚀 ships 👩🏽‍💻 in 日本語 Tokyo' }),
      renderCard({ ...post(bash), title: 'Rocket ships in Tokyo' }),
    ]);
    expect(mixed.equals(plain)).toBe(true);
  });

  it('shows the site name when nothing in the title can be drawn', async () => {
    const [cjk, named] = await Promise.all([
      renderCard({ ...post(bash), title: '日本語のタイトル 🚀' }),
      renderCard({ ...post(bash), title: siteName }),
    ]);
    expect(cjk.equals(named)).toBe(true);
  });
});

describe('writePostCards', () => {
  let root: string;
  let outputDir: string;
  let cacheDir: string;
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'social-cards-'));
    outputDir = path.join(root, 'public', 'og', 'blog');
    cacheDir = path.join(root, '.cache', 'social-cards');
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  const write = (posts: CardPost[]) => writePostCards({ outputDir, cacheDir, posts, siteName });
  const card = (p: CardPost) =>
    fs.readFileSync(path.join(root, 'public', postCard({ ...p, siteName }).src));

  it('writes one card per post where the post page says its card is', async () => {
    const result = await write([bash, indexes]);
    expect(result).toMatchObject({ written: 2, cached: 0, removed: 0 });
    expect(await sharp(card(bash)).metadata()).toMatchObject({ width: 1200, height: 630 });
    expect(card(bash).equals(card(indexes))).toBe(false);
    expect(card(bash).equals(await renderCard(post(bash)))).toBe(true);
  });

  it('renders only the edited post on a rebuild, and removes the card of a deleted post', async () => {
    await write([bash, indexes]);
    const before = card(indexes);

    expect(await write([bash, indexes])).toMatchObject({ written: 0, cached: 2, removed: 0 });
    expect(card(indexes).equals(before)).toBe(true);

    const edited = { ...indexes, title: 'PostgreSQL Indexes, Explained Again' };
    expect(await write([bash, edited])).toMatchObject({ written: 1, cached: 1 });
    expect(card(edited).equals(before)).toBe(false);

    expect(await write([edited])).toMatchObject({ written: 0, cached: 1, removed: 1 });
    expect(fs.existsSync(path.join(outputDir, `${bash.slug}.png`))).toBe(false);
  });

  it('copies cards from the cache into an emptied output folder without rendering', async () => {
    await write([bash]);
    fs.rmSync(path.join(root, 'public'), { recursive: true });
    expect(await write([bash])).toMatchObject({ written: 0, cached: 1 });
    expect(card(bash).equals(await renderCard(post(bash)))).toBe(true);
  });

  it('names the posts whose titles lost characters the fonts lack', async () => {
    const rocket = { ...bash, slug: 'rocket', title: 'Launch day 🚀' };
    const result = await write([bash, rocket]);
    expect(result.droppedCharacters).toEqual(['rocket']);
  });

  it.each(['../escape', 'nested/slug', 'back\\slash', '.hidden', ''])(
    'refuses the slug %j, naming the post, and writes nothing',
    async (slug) => {
      await expect(write([bash, { ...indexes, slug }])).rejects.toThrow(
        /PostgreSQL Indexes Explained for Web Developers/,
      );
      expect(fs.existsSync(root) && fs.readdirSync(root)).toEqual([]);
    },
  );

  it('refuses two posts with one slug', async () => {
    await expect(write([bash, { ...indexes, slug: bash.slug }])).rejects.toThrow(/share the slug/);
  });
});

describe('renderPostCardsAside', () => {
  let root: string;
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'social-cards-aside-'));
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('renders the cards in a process of its own, so placing them afterwards renders none', async () => {
    const cacheDir = path.join(root, '.cache', 'social-cards');
    const outputDir = path.join(root, 'public', 'og', 'blog');
    expect(await renderPostCardsAside({ cacheDir, posts: [bash, indexes], siteName })).toEqual({
      written: 2,
    });
    const placed = await writePostCards({ outputDir, cacheDir, posts: [bash, indexes], siteName });
    expect(placed).toMatchObject({ written: 0, cached: 2 });
    const bytes = fs.readFileSync(path.join(outputDir, `${bash.slug}.png`));
    expect(bytes.equals(await renderCard(post(bash)))).toBe(true);
  });

  it("rejects with the renderer's own error", async () => {
    const cacheDir = path.join(root, '.cache', 'social-cards');
    await expect(
      renderPostCardsAside({ cacheDir, posts: [{ ...bash, slug: '../out' }], siteName }),
    ).rejects.toThrow(/Writing Your First Bash Scripts on Ubuntu.*cannot be a file name/);
  });
});

describe('postCard', () => {
  it('describes the card for the page head, at the size the generator draws', () => {
    expect(postCard({ ...bash, siteName })).toEqual({
      src: '/og/blog/bash-scripting-ubuntu.png',
      width: 1200,
      height: 630,
      alt: 'Card for the post “Writing Your First Bash Scripts on Ubuntu”: DevOps, 8 February 2025, Aarav Mehta',
    });
  });
});

describe("the site's cards", () => {
  let root: string;
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'site-cards-'));
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('draws them from content where the pages say they are, and again only when they change', async () => {
    const publicDir = path.join(root, 'public');
    const cacheDir = path.join(root, '.cache', 'site-cards');
    const cards = [
      {
        file: '/og/site.png',
        card: { kind: 'site' as const, title: 'Ada Lovelace', subtitle: 'Engineer', siteName },
      },
      {
        file: '/og/home.png',
        card: { kind: 'site' as const, title: 'Ada Lovelace', tagline: 'Engines.', siteName },
      },
    ];
    expect(await writeSiteCards({ publicDir, cacheDir, cards })).toEqual({ written: 2, cached: 0 });
    for (const file of ['og/site.png', 'og/home.png']) {
      expect(await sharp(path.join(publicDir, file)).metadata()).toMatchObject({
        width: 1200,
        height: 630,
      });
    }
    expect(await writeSiteCards({ publicDir, cacheDir, cards })).toEqual({ written: 0, cached: 2 });
    const renamed = [{ ...cards[0]!, card: { ...cards[0]!.card, title: 'Ada King' } }];
    expect(await writeSiteCards({ publicDir, cacheDir, cards: renamed })).toEqual({
      written: 1,
      cached: 0,
    });
    // Entries no card uses any more are pruned.
    expect(fs.readdirSync(cacheDir)).toHaveLength(1);
  });
});
