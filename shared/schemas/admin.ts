import { Type, type Static } from '@sinclair/typebox';
import { Nullable, Timestamp } from './common';

// The owner's API (/api/admin, routes/admin/). Ids in paths are checked by the handlers: one
// that is not a UUID is simply not found.

export const Owner = Type.Object({ username: Type.String(), email: Type.String() });
export type Owner = Static<typeof Owner>;

export const IdParams = Type.Object({ id: Type.String({ maxLength: 100 }) });

export const AdminComment = Type.Object({
  id: Type.String(),
  postSlug: Type.String(),
  text: Type.String(),
  author: Type.Object({ id: Type.String(), username: Type.String() }),
  createdAt: Timestamp,
  hiddenAt: Nullable(Timestamp),
  /** Waiting for the owner's approval since then; visitors do not see it yet. */
  heldAt: Nullable(Timestamp),
});
export type AdminComment = Static<typeof AdminComment>;

/** Which comments the owner lists (`status` in GET /api/admin/comments). */
export const CommentStatus = Type.Union([
  Type.Literal('all'),
  Type.Literal('visible'),
  Type.Literal('hidden'),
  Type.Literal('held'),
]);
export type CommentStatus = Static<typeof CommentStatus>;

// Query strings arrive as text (no type coercion); the handler checks each value and names
// what it expects.
export const AdminCommentsQuery = Type.Object({
  status: Type.Optional(Type.String({ maxLength: 20 })),
  post: Type.Optional(Type.String({ maxLength: 200 })),
  before: Type.Optional(Type.String({ maxLength: 200 })),
  limit: Type.Optional(Type.String({ maxLength: 20 })),
});

export const AdminCommentPage = Type.Object({
  comments: Type.Array(AdminComment),
  next: Nullable(Type.String()),
});
export type AdminCommentPage = Static<typeof AdminCommentPage>;

export const HiddenBody = Type.Object({ hidden: Type.Boolean() });

/** The owner's comment settings (GET and PUT /api/admin/comment-settings). */
export const CommentSettings = Type.Object({
  /** A new account's first comment waits for approval (then its later ones do not). */
  holdFirstComments: Type.Boolean(),
});
export type CommentSettings = Static<typeof CommentSettings>;

export const ModerationAction = Type.Union([
  Type.Literal('hide'),
  Type.Literal('show'),
  Type.Literal('delete'),
  Type.Literal('approve'),
]);
export type ModerationAction = Static<typeof ModerationAction>;

export const ModerationEntry = Type.Object({
  id: Type.String(),
  action: ModerationAction,
  commentId: Type.String(),
  postSlug: Type.String(),
  authorName: Type.String(),
  actorName: Type.String(),
  createdAt: Timestamp,
});
export type ModerationEntry = Static<typeof ModerationEntry>;

export const ModerationLog = Type.Object({ entries: Type.Array(ModerationEntry) });
export type ModerationLog = Static<typeof ModerationLog>;

export const InboxMessage = Type.Object({
  id: Type.String(),
  name: Type.String(),
  email: Type.String(),
  message: Type.String(),
  createdAt: Timestamp,
  readAt: Nullable(Timestamp),
  handledAt: Nullable(Timestamp),
});
export type InboxMessage = Static<typeof InboxMessage>;

export const InboxChange = Type.Object({
  read: Type.Optional(Type.Boolean()),
  handled: Type.Optional(Type.Boolean()),
});
export type InboxChange = Static<typeof InboxChange>;

const BuildStatus = Type.Union([
  Type.Literal('queued'),
  Type.Literal('running'),
  Type.Literal('done'),
  Type.Literal('failed'),
]);

/** One build of the site (server/publishing/builds.ts), as state.json keeps it and /api/admin/builds lists it. */
export const BuildRecord = Type.Object({
  id: Type.Integer(),
  status: BuildStatus,
  /** What asked for it (the webhook's document, "npm start", ...), most recent last. */
  reasons: Type.Array(Type.String()),
  queuedAt: Timestamp,
  startedAt: Type.Optional(Timestamp),
  finishedAt: Type.Optional(Timestamp),
  durationMs: Type.Optional(Type.Number()),
  /** The release a successful build became. */
  release: Type.Optional(Type.String()),
  /** Why a build failed, in one line. */
  error: Type.Optional(Type.String()),
  /** The last lines the build printed. */
  logTail: Type.Optional(Type.Array(Type.String())),
});
export type BuildRecord = Static<typeof BuildRecord>;

export const BuildList = Type.Object({
  /** Whether this server runs builds (AUTO_BUILD with releases). */
  enabled: Type.Boolean(),
  builds: Type.Array(BuildRecord),
});
export type BuildList = Static<typeof BuildList>;
