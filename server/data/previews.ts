/**
 * Draft posts and their private preview links (/admin, Drafts; docs/admin.md, "Previews").
 *
 * - The drafts are read from the content service with a token that sees drafts: the embedded
 *   Lake (any local token) or the owner's Sanity project (SANITY_TOKEN; API version 2023-03-06,
 *   whose default `raw` perspective includes `drafts.` documents for a token that may read them).
 * - A link is a random 256-bit token; only its SHA-256 is stored, with the draft's id and an
 *   expiry. Whoever holds the link reads that one draft until then, without an account.
 * - A link ends for good once its draft is seen gone (published or removed): when the link is
 *   opened, when the owner lists the drafts, and after each content change. A draft made again
 *   under the same id is a new draft, which the old link never shows.
 */
import { and, asc, eq, gt, isNull, lt, lte, notInArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { previewLinks } from '../db/schema';
import { httpError } from '../lib/errors';
import { hashToken, newSessionToken, SESSION_TOKEN_PATTERN } from '../lib/tokens';
import { groqQuery, type GroqReaderOptions } from './content';
import { isUuid } from '../lib/validation';

/** How long a preview link works. */
const PREVIEW_LINK_TTL_MS = 24 * 60 * 60_000;

/** A draft as /admin lists it. */
type DraftSummary = {
  /** The draft document's id, `drafts.post-<slug>`. */
  id: string;
  slug: string;
  title: string;
  /** ISO date-time of its last edit. */
  updatedAt: string;
  /** The date it carries (front matter `date`), ISO, or null. */
  publishedAt: string | null;
};

/** An image of a draft: where the content service serves it, and its size. */
export type DraftImage = { id: string; url: string; width?: number; height?: number };

/** A draft post with what the preview shows; images resolved to their assets. */
type DraftPost = DraftSummary & {
  description?: string;
  categories: { id: string; title: string }[];
  cover?: { alt: string; image: DraftImage };
  /** Portable text; a `figure` block has its asset resolved as `image`. */
  body: Record<string, unknown>[];
  /** Every image the draft shows (the cover and the figures): the only ones served for it. */
  images: DraftImage[];
};

/** What the API needs to read drafts. */
export type DraftReader = {
  list(): Promise<DraftSummary[]>;
  /** The draft with this id (`drafts.…`), or null when there is none (published, removed). */
  get(id: string): Promise<DraftPost | null>;
};

const IMAGE = `{_id, url, "width": metadata.dimensions.width, "height": metadata.dimensions.height}`;
const LIST = `*[_type == "post" && _id in path("drafts.**")] | order(_updatedAt desc) {
  _id, title, "slug": slug.current, _updatedAt, publishedAt
}`;
const ONE = `*[_type == "post" && _id == $id][0] {
  _id, title, "slug": slug.current, _updatedAt, publishedAt, description,
  "cover": mainImage{alt, "image": asset->${IMAGE}},
  "categories": categories[]->{_id, title},
  "body": body[]{..., _type == "figure" => {"image": asset->${IMAGE}}}
}`;

type RawImage = { _id?: unknown; url?: unknown; width?: unknown; height?: unknown } | null;

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const size = (value: unknown) => (typeof value === 'number' && value > 0 ? value : undefined);

function toImage(raw: RawImage | undefined): DraftImage | undefined {
  if (!raw || typeof raw._id !== 'string' || typeof raw.url !== 'string') return undefined;
  const width = size(raw.width);
  const height = size(raw.height);
  return { id: raw._id, url: raw.url, ...(width && height ? { width, height } : {}) };
}

function toSummary(raw: Record<string, unknown>): DraftSummary {
  return {
    id: text(raw._id),
    slug: text(raw.slug),
    title: text(raw.title).trim() || '(untitled draft)',
    updatedAt: text(raw._updatedAt),
    publishedAt: text(raw.publishedAt) || null,
  };
}

/** Reads drafts over GROQ; `token` must be one that sees drafts. */
export function createDraftReader(options: GroqReaderOptions & { token: string }): DraftReader {
  const query = groqQuery(options);
  return {
    async list() {
      const result = await query(LIST, {});
      return Array.isArray(result)
        ? (result as Record<string, unknown>[])
            .map(toSummary)
            .filter((draft) => draft.id.startsWith('drafts.'))
        : [];
    },
    async get(id) {
      if (!id.startsWith('drafts.')) return null;
      const raw = (await query(ONE, { id })) as Record<string, unknown> | null;
      if (!raw || typeof raw !== 'object' || raw._id !== id) return null;
      const images: DraftImage[] = [];
      const keep = (image: DraftImage | undefined) => {
        if (image && !images.some((known) => known.id === image.id)) images.push(image);
        return image;
      };
      const rawCover = raw.cover as { alt?: unknown; image?: RawImage } | null | undefined;
      const coverImage = keep(toImage(rawCover?.image));
      const body = (Array.isArray(raw.body) ? (raw.body as Record<string, unknown>[]) : []).map(
        (block) => {
          if (block?._type !== 'figure') return block;
          const { image, asset, ...rest } = block as Record<string, unknown> & { image?: RawImage };
          void asset;
          const resolved = keep(toImage(image));
          return resolved ? { ...rest, image: resolved } : rest;
        },
      );
      const categories = (Array.isArray(raw.categories) ? raw.categories : [])
        .filter((c): c is { _id: string; title: string } => !!c && typeof c === 'object')
        .map((c) => ({ id: text(c._id), title: text(c.title) }))
        .filter((c) => c.title);
      const description = text(raw.description).trim();
      return {
        ...toSummary(raw),
        ...(description ? { description } : {}),
        categories,
        ...(coverImage ? { cover: { alt: text(rawCover?.alt), image: coverImage } } : {}),
        body,
        images,
      };
    },
  };
}

/** No content service that shows drafts: every call answers why. */
export function unavailableDrafts(reason: string): DraftReader {
  const refuse = () => Promise.reject(httpError(409, reason));
  return { list: refuse, get: refuse };
}

export type PreviewLinkRow = typeof previewLinks.$inferSelect;

/** Makes a link to the draft; the token is returned once and never stored. */
export async function createPreviewLink(
  db: Database,
  link: { postId: string; createdBy?: string; ttlMs?: number; now?: Date },
): Promise<{ row: PreviewLinkRow; token: string }> {
  const now = link.now ?? new Date();
  // Expired links are of no use to anyone: they go as new ones are made.
  await db.delete(previewLinks).where(lte(previewLinks.expiresAt, now));
  const token = newSessionToken();
  const [row] = await db
    .insert(previewLinks)
    .values({
      tokenHash: hashToken(token),
      postId: link.postId,
      createdBy: link.createdBy ?? null,
      createdAt: now,
      expiresAt: new Date(now.getTime() + (link.ttlMs ?? PREVIEW_LINK_TTL_MS)),
    })
    .returning();
  if (!row) throw new Error('the preview link was not stored');
  return { row, token };
}

/** The links still working, oldest first. */
export function listPreviewLinks(db: Database, now = new Date()): Promise<PreviewLinkRow[]> {
  return db
    .select()
    .from(previewLinks)
    .where(and(gt(previewLinks.expiresAt, now), isNull(previewLinks.endedAt)))
    .orderBy(asc(previewLinks.createdAt), asc(previewLinks.id));
}

/** Ends one link: its draft was found gone. */
export async function endPreviewLink(db: Database, id: string): Promise<void> {
  await db
    .update(previewLinks)
    .set({ endedAt: new Date() })
    .where(and(eq(previewLinks.id, id), isNull(previewLinks.endedAt)));
}

/**
 * Reads the drafts there are and ends every working link whose draft is not among them; the
 * drafts are returned for the caller to show. A link made after the read began is left alone:
 * its draft may be newer than the list.
 */
export async function sweepPreviewLinks(db: Database, reader: DraftReader) {
  const readAt = new Date();
  const drafts = await reader.list();
  const ids = drafts.map((draft) => draft.id);
  await db
    .update(previewLinks)
    .set({ endedAt: new Date() })
    .where(
      and(
        isNull(previewLinks.endedAt),
        gt(previewLinks.expiresAt, readAt),
        lt(previewLinks.createdAt, readAt),
        ids.length > 0 ? notInArray(previewLinks.postId, ids) : undefined,
      ),
    );
  return drafts;
}

/**
 * The unexpired link this token opens, ended or not, if any (an expired or unknown one is
 * undefined).
 */
export async function findPreviewLink(
  db: Database,
  token: string,
  now = new Date(),
): Promise<PreviewLinkRow | undefined> {
  if (!SESSION_TOKEN_PATTERN.test(token)) return undefined;
  const [row] = await db
    .select()
    .from(previewLinks)
    .where(and(eq(previewLinks.tokenHash, hashToken(token)), gt(previewLinks.expiresAt, now)));
  return row;
}

/** Ends a link before its time; false when there was no such link. */
export async function revokePreviewLink(db: Database, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const removed = await db
    .delete(previewLinks)
    .where(eq(previewLinks.id, id))
    .returning({ id: previewLinks.id });
  return removed.length > 0;
}
