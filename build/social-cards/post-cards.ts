import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pool } from '../../shared/pool';
import { place, writeAtomic } from './cache';
import { loadFonts } from './fonts';
import type { CardInput } from './layout';
import { clean, renderCard, RENDERER_VERSION } from './render';

export type CardPost = {
  slug: string;
  title: string;
  /** The first category's title. */
  category?: string;
  /** ISO date-time. */
  publishedAt: string;
};

export type WritePostCardsOptions = {
  /** Where `<slug>.png` go: public/og/blog. Cards of posts no longer listed are removed. */
  outputDir: string;
  /** Rendered cards by content hash, kept between builds: .cache/social-cards. */
  cacheDir: string;
  posts: CardPost[];
  siteName: string;
  /** Cards rendered at once. @default the machine's available parallelism */
  concurrency?: number;
};

export type WritePostCardsResult = {
  /** Cards rendered in this run. */
  written: number;
  /** Cards copied from the cache without rendering. */
  cached: number;
  /** Cards in outputDir of posts that are gone, deleted. */
  removed: number;
  /** Slugs of posts whose title or category lost characters the fonts lack (emoji, CJK). */
  droppedCharacters: string[];
};

/**
 * A slug becomes a file name: refuse anything that could leave outputDir or hide a file.
 * Throws naming the post.
 */
function checkSlug(post: CardPost) {
  const { slug } = post;
  const bad =
    typeof slug !== 'string' ||
    slug.length === 0 ||
    slug.length > 200 ||
    slug.startsWith('.') ||
    slug.includes('..') ||
    /[/\\:\p{Cc}]/u.test(slug);
  if (bad) {
    throw new Error(
      `Social card: the post "${post.title}" has the slug ${JSON.stringify(slug)}, which cannot be a file name (no empty slug, "/", "\\", ":", "..", leading "." or control characters).`,
    );
  }
}

/** What {@link renderPostCards} needs: the posts, who the site is and where rendered cards are kept. */
export type RenderPostCardsOptions = Omit<WritePostCardsOptions, 'outputDir'>;

export type RenderPostCardsResult = {
  /** Cards rendered in this run (the others were in the cache already). */
  written: number;
  /** Slugs of posts whose title or category lost characters the fonts lack (emoji, CJK). */
  droppedCharacters: string[];
  /** Each post's card in the cache, by slug: `<cacheDir>/<key>.png`. */
  entries: Map<string, string>;
};

/**
 * Renders into `cacheDir` every post's card the cache does not have yet, and names each post's
 * entry. The key hashes the card's text, RENDERER_VERSION and the font files' sizes, so the same
 * post always maps to the same entry: a build can render the cards early, in a process of their
 * own (build/social-cards/aside.ts), and {@link writePostCards} then finds them all cached.
 * Nothing is pruned here.
 */
export async function renderPostCards({
  cacheDir,
  posts,
  siteName,
  concurrency = Math.max(1, os.availableParallelism()),
}: RenderPostCardsOptions): Promise<RenderPostCardsResult> {
  const seen = new Map<string, CardPost>();
  for (const post of posts) {
    checkSlug(post);
    const other = seen.get(post.slug);
    if (other) {
      throw new Error(
        `Social card: the posts "${other.title}" and "${post.title}" share the slug "${post.slug}".`,
      );
    }
    seen.set(post.slug, post);
  }
  const { covered, sizes } = await loadFonts();
  await fs.mkdir(cacheDir, { recursive: true });

  const result: RenderPostCardsResult = { written: 0, droppedCharacters: [], entries: new Map() };
  await pool(posts, concurrency, async (post) => {
    const card: CardInput = {
      kind: 'post',
      title: post.title,
      category: post.category,
      date: post.publishedAt,
      siteName,
    };
    const cleaned = clean(card, covered);
    const squash = (text: string | undefined) =>
      text?.normalize('NFC').replace(/\s+/g, ' ').trim() || undefined;
    if (cleaned.title !== squash(card.title) || cleaned.category !== squash(card.category)) {
      result.droppedCharacters.push(post.slug);
    }
    const key = createHash('sha256')
      .update(JSON.stringify({ v: RENDERER_VERSION, fonts: sizes, card: cleaned }))
      .digest('hex');
    const entry = path.join(cacheDir, `${key}.png`);
    result.entries.set(post.slug, entry);
    const hit = await fs.access(entry).then(
      () => true,
      () => false,
    );
    if (!hit) {
      await writeAtomic(entry, await renderCard(cleaned));
      result.written += 1;
    }
  });
  result.droppedCharacters.sort();
  return result;
}

/**
 * Writes `<outputDir>/<slug>.png` for every post: renders what the cache lacks
 * ({@link renderPostCards}), so a rebuild after one edit renders one card and links the others
 * from the cache, then places each. Cache entries no post uses any more are pruned, so the cache
 * stays the size of the site.
 */
export async function writePostCards({
  outputDir,
  ...options
}: WritePostCardsOptions): Promise<WritePostCardsResult> {
  const { posts, cacheDir } = options;
  const rendered = await renderPostCards(options);
  await fs.mkdir(outputDir, { recursive: true });
  const result: WritePostCardsResult = {
    written: rendered.written,
    cached: posts.length - rendered.written,
    removed: 0,
    droppedCharacters: rendered.droppedCharacters,
  };
  const used = new Set<string>();
  await pool(posts, options.concurrency ?? Math.max(1, os.availableParallelism()), async (post) => {
    const entry = rendered.entries.get(post.slug) as string;
    used.add(path.basename(entry));
    await place(entry, path.join(outputDir, `${post.slug}.png`));
  });

  const wanted = new Set(posts.map((post) => `${post.slug}.png`));
  for (const name of await fs.readdir(outputDir)) {
    // A temporary file is left only by a build that was killed mid-write.
    if (name.endsWith('.tmp')) await fs.rm(path.join(outputDir, name), { force: true });
    else if (name.endsWith('.png') && !wanted.has(name)) {
      await fs.rm(path.join(outputDir, name), { force: true });
      result.removed += 1;
    }
  }
  for (const name of await fs.readdir(cacheDir)) {
    const entry = /^[0-9a-f]{64}\.png$/.test(name);
    if ((entry && !used.has(name)) || name.endsWith('.tmp')) {
      await fs.rm(path.join(cacheDir, name), { force: true });
    }
  }
  return result;
}
