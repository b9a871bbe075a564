import { Type, type Static } from '@sinclair/typebox';
import { Nullable, Timestamp } from './common';

// Drafts and their private preview links (/admin, Drafts; GET /api/preview/:token).
/** A working preview link, without its token (only its hash is stored). */
export const PreviewLinkInfo = Type.Object({
  id: Type.String(),
  createdAt: Timestamp,
  expiresAt: Timestamp,
});
export type PreviewLinkInfo = Static<typeof PreviewLinkInfo>;

/** A draft post as /admin lists it, with its working preview links. */
const AdminDraft = Type.Object({
  /** The draft document's id, `drafts.post-<slug>`. */
  id: Type.String(),
  slug: Type.String(),
  title: Type.String(),
  updatedAt: Timestamp,
  publishedAt: Nullable(Timestamp),
  links: Type.Array(PreviewLinkInfo),
});

export const AdminDrafts = Type.Object({ drafts: Type.Array(AdminDraft) });
export type AdminDrafts = Static<typeof AdminDrafts>;

export const DraftParams = Type.Object({
  id: Type.String({ minLength: 8, maxLength: 200, pattern: '^drafts\\.[A-Za-z0-9._-]+$' }),
});

/** A new preview link: its address, shown once (the token is not stored). */
export const CreatedPreviewLink = Type.Object({
  id: Type.String(),
  url: Type.String(),
  createdAt: Timestamp,
  expiresAt: Timestamp,
});
export type CreatedPreviewLink = Static<typeof CreatedPreviewLink>;

export const PreviewParams = Type.Object({ token: Type.String({ maxLength: 100 }) });
export const PreviewImageParams = Type.Object({
  token: Type.String({ maxLength: 100 }),
  image: Type.String({ maxLength: 200 }),
});

/** An image of a previewed draft, served under its link. */
const PreviewImage = Type.Object({
  src: Type.String(),
  alt: Type.String(),
  width: Type.Optional(Type.Integer()),
  height: Type.Optional(Type.Integer()),
});

/** A draft post as its preview link shows it. */
export const PreviewPost = Type.Object({
  title: Type.String(),
  slug: Type.String(),
  publishedAt: Nullable(Timestamp),
  updatedAt: Timestamp,
  description: Type.Optional(Type.String()),
  categories: Type.Array(Type.Object({ id: Type.String(), title: Type.String() })),
  cover: Type.Optional(PreviewImage),
  /** Portable text; a `figure` block carries `image` ({ src, alt, width, height }). */
  body: Type.Array(Type.Record(Type.String(), Type.Unknown())),
});
export type PreviewPost = Static<typeof PreviewPost>;

export const PreviewResponse = Type.Object({ post: PreviewPost, expiresAt: Timestamp });
export type PreviewResponse = Static<typeof PreviewResponse>;
