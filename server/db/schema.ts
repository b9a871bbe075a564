import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { v7 as uuidv7 } from 'uuid';

/**
 * The one schema, run on PGlite (embedded default) and on PostgreSQL. The rules the API checks
 * are repeated here as constraints so no code path (or a future script) can store a row the API
 * would have refused.
 */

/**
 * The id of a row listed by time with its id breaking ties. Made here, not by the database:
 * version 7 ids grow with time, also within one millisecond, so two rows sharing a created_at
 * (PGlite's clock ticks in milliseconds) still list in the order they were written. The database
 * default stays for rows inserted by hand.
 */
const timeOrderedId = () =>
  uuid('id')
    .primaryKey()
    .defaultRandom()
    .$defaultFn(() => uuidv7());

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    username: text('username').notNull(),
    /** Stored lower-cased so uniqueness and login ignore case. */
    email: text('email').notNull(),
    /**
     * When a link mailed to `email` was opened (or a password reset through it succeeded); null
     * until then. The owner's role needs it (docs/accounts.md).
     */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    // "Alice" and "alice" are one name to readers of the comments.
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    check('users_username_format', sql`${t.username} ~ '^[A-Za-z0-9_-]{3,30}$'`),
    check(
      'users_email_format',
      sql`${t.email} = lower(${t.email}) AND char_length(${t.email}) BETWEEN 3 AND 254 AND position('@' in ${t.email}) > 1`,
    ),
  ],
);

/**
 * Password hashes live apart from the profile, so queries that join users (comments) can never
 * select a hash by accident.
 */
export const userCredentials = pgTable('user_credentials', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  passwordHash: text('password_hash').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Opaque session tokens; only their SHA-256 is stored, so a database leak logs no one in. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    /** Names the session on /account (the token hash never leaves the server). */
    id: uuid('id').notNull().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** The device class of the browser that logged in, from its User-Agent. */
    device: text('device').notNull().default('desktop'),
    /** "Firefox on Linux": enough to tell one's own sessions apart (no version, no address). */
    agent: text('agent').notNull().default(''),
    /** Last request with this session, written at most hourly (with the sliding expiry). */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Started with a passkey that was added before the account's address was verified: such a
     * session never carries the owner's role (docs/accounts.md).
     */
    earlyPasskey: boolean('early_passkey').notNull().default(false),
  },
  (t) => [
    uniqueIndex('sessions_id_key').on(t.id),
    index('sessions_user_id_idx').on(t.userId),
    index('sessions_expires_at_idx').on(t.expiresAt),
    check('sessions_token_hash_format', sql`${t.tokenHash} ~ '^[0-9a-f]{64}$'`),
    check('sessions_device', sql`${t.device} IN ('mobile', 'tablet', 'desktop')`),
    check('sessions_agent_length', sql`char_length(${t.agent}) <= 60`),
  ],
);

/**
 * Links mailed to a reader: verify the address (`verify`), choose a new password (`reset`),
 * confirm a new address (`email`), end a passkey just added (`passkey`). Only the token's
 * SHA-256 is stored; a link works once (`used_at`) and until `expires_at`. `email` is the
 * address the link was sent to: a verify or reset link to an address the account no longer has
 * does nothing.
 */
export const emailTokens = pgTable(
  'email_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** The passkey a `passkey` link ends; null once that passkey is gone. */
    passkeyId: text('passkey_id').references(() => passkeys.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('email_tokens_user_id_idx').on(t.userId),
    index('email_tokens_expires_at_idx').on(t.expiresAt),
    check('email_tokens_token_hash_format', sql`${t.tokenHash} ~ '^[0-9a-f]{64}$'`),
    check('email_tokens_purpose', sql`${t.purpose} IN ('verify', 'reset', 'email', 'passkey')`),
    check('email_tokens_email_format', sql`${t.email} = lower(${t.email})`),
  ],
);

/**
 * Passkeys (WebAuthn credentials): the public key and signature counter the browser's
 * authenticator registered, and the name its owner gave it.
 */
export const passkeys = pgTable(
  'passkeys',
  {
    /** The credential id, base64url, as the authenticator reports it. */
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** COSE public key, base64url. */
    publicKey: text('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: text('transports')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    /**
     * Whether the account's address was verified when the passkey was added. One added before
     * (possible until adding needed a verified address) never opens the owner's role, and a
     * reset, a password change or "sign out everywhere else" removes it.
     */
    addressVerified: boolean('address_verified').notNull().default(false),
    /**
     * Set by a password reset: the passkey signs nobody in until the page the reset answered
     * keeps it (with the token whose SHA-256 is `keep_token_hash`); past this time it is gone.
     */
    suspendedUntil: timestamp('suspended_until', { withTimezone: true }),
    keepTokenHash: text('keep_token_hash'),
  },
  (t) => [
    index('passkeys_user_id_idx').on(t.userId),
    index('passkeys_keep_token_hash_idx').on(t.keepTokenHash),
    check('passkeys_name_length', sql`char_length(${t.name}) BETWEEN 1 AND 60`),
    check('passkeys_id_length', sql`char_length(${t.id}) BETWEEN 1 AND 1400`),
  ],
);

/**
 * WebAuthn challenges handed out and not yet answered: single use (deleted when answered) and
 * short-lived. `user_id` is null for signing in (a discoverable credential names its account).
 */
export const webauthnChallenges = pgTable(
  'webauthn_challenges',
  {
    challenge: text('challenge').primaryKey(),
    purpose: text('purpose').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('webauthn_challenges_expires_at_idx').on(t.expiresAt),
    check('webauthn_challenges_purpose', sql`${t.purpose} IN ('register', 'login', 'confirm')`),
  ],
);

export const comments = pgTable(
  'comments',
  {
    id: timeOrderedId(),
    postSlug: text('post_slug').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    // clock_timestamp, not now(): two comments in one transaction still get an order.
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
    /** Set when the owner hides the comment: visitors no longer see it; the owner still does. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    /**
     * Set when the comment waits for the owner's approval (a new account's first comment, while
     * the owner holds those): visitors see it once it is approved, which clears this.
     */
    heldAt: timestamp('held_at', { withTimezone: true }),
  },
  (t) => [
    index('comments_post_slug_created_at_idx').on(t.postSlug, t.createdAt),
    // The owner's newest-first moderation queue.
    index('comments_created_at_idx').on(t.createdAt),
    // One account's comments: its count on a post (COMMENTS_PER_POST), whether it has one
    // approved (held first comments), and deleting the account.
    index('comments_user_id_post_slug_idx').on(t.userId, t.postSlug),
    check('comments_text_length', sql`char_length(${t.text}) BETWEEN 1 AND 2000`),
    check('comments_post_slug_length', sql`char_length(${t.postSlug}) BETWEEN 1 AND 200`),
  ],
);

/** A post's clap count once it has been clapped; before that the content's `claps` applies. */
export const postClaps = pgTable(
  'post_claps',
  {
    slug: text('slug').primaryKey(),
    claps: bigint('claps', { mode: 'number' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('post_claps_claps_nonnegative', sql`${t.claps} >= 0`)],
);

export const shortLinks = pgTable(
  'short_links',
  {
    code: text('code').primaryKey(),
    url: text('url').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One code per URL: shortening the same page twice returns the same link.
    uniqueIndex('short_links_url_key').on(t.url),
    check('short_links_code_format', sql`${t.code} ~ '^[A-Za-z0-9]{7}$'`),
    check('short_links_url_length', sql`char_length(${t.url}) BETWEEN 1 AND 2048`),
  ],
);

/** The contact form's messages when no EmailJS account is configured. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: timeOrderedId(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    message: text('message').notNull(),
    serviceId: text('service_id').notNull(),
    templateId: text('template_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the owner first opened it in /admin (null: unread). */
    readAt: timestamp('read_at', { withTimezone: true }),
    /** When the owner marked it handled (null: still to do). */
    handledAt: timestamp('handled_at', { withTimezone: true }),
  },
  (t) => [
    index('contact_messages_created_at_idx').on(t.createdAt),
    check('contact_messages_name_length', sql`char_length(${t.name}) BETWEEN 1 AND 100`),
    check('contact_messages_email_length', sql`char_length(${t.email}) BETWEEN 3 AND 254`),
    check('contact_messages_message_length', sql`char_length(${t.message}) BETWEEN 1 AND 5000`),
  ],
);

/**
 * Owners added with `npm run owner -- add EMAIL` (OWNER_EMAILS in the settings also make an
 * owner). Nothing the browser sends can write here.
 */
export const owners = pgTable(
  'owners',
  {
    email: text('email').primaryKey(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('owners_email_format', sql`${t.email} = lower(${t.email})`)],
);

/**
 * The owner's choices made in /admin rather than in the settings file, one row each: today
 * `hold_first_comments` (boolean), whether a new account's first comment waits for approval.
 */
export const ownerSettings = pgTable('owner_settings', {
  name: text('name').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Who hid, showed again or deleted which comment, and when. No foreign keys: the record
 * outlives the comment and both accounts. A deleted comment's text is not kept.
 */
export const moderationLog = pgTable(
  'moderation_log',
  {
    id: timeOrderedId(),
    action: text('action').notNull(),
    commentId: uuid('comment_id').notNull(),
    postSlug: text('post_slug').notNull(),
    /** The comment's author when the action was taken. */
    authorId: uuid('author_id'),
    authorName: text('author_name').notNull(),
    /** Who acted: the owner, or the author deleting their own comment. */
    actorId: uuid('actor_id'),
    actorName: text('actor_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (t) => [
    index('moderation_log_created_at_idx').on(t.createdAt),
    check('moderation_log_action', sql`${t.action} IN ('hide', 'show', 'delete', 'approve')`),
  ],
);

/**
 * New comments and contact messages the owner asked to hear about (OWNER_NOTICES), waiting for
 * their mail: only ids, so a comment deleted meanwhile (or its author's account) leaves nothing
 * personal here. The mail reads what they point at when it is sent.
 */
export const ownerNotices = pgTable(
  'owner_notices',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    refId: uuid('ref_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Taken by a sender; cleared again when its mail fails. */
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
  },
  (t) => [
    index('owner_notices_kind_idx').on(t.kind, t.id),
    check('owner_notices_kind', sql`${t.kind} IN ('comment', 'message')`),
  ],
);

/** When each kind of owner notice was last mailed: a flood within the window waits for a digest. */
export const ownerNoticeMails = pgTable(
  'owner_notice_mails',
  {
    kind: text('kind').primaryKey(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [check('owner_notice_mails_kind', sql`${t.kind} IN ('comment', 'message')`)],
);

/**
 * Analytics, raw: one row per page view the site reported today (no cookie, address or user
 * agent: the day, the route, the referrer's host and a device class). Rolled up into
 * `analytics_daily_*` once the day is over, then deleted.
 */
export const analyticsViews = pgTable(
  'analytics_views',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    day: date('day', { mode: 'string' }).notNull(),
    path: text('path').notNull(),
    referrerHost: text('referrer_host'),
    device: text('device').notNull(),
  },
  (t) => [
    index('analytics_views_day_idx').on(t.day),
    check('analytics_views_device', sql`${t.device} IN ('mobile', 'tablet', 'desktop')`),
    check('analytics_views_path_length', sql`char_length(${t.path}) BETWEEN 1 AND 200`),
  ],
);

/** Analytics, raw: one row per page view's Core Web Vitals (each metric may be missing). */
export const analyticsVitals = pgTable(
  'analytics_vitals',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    day: date('day', { mode: 'string' }).notNull(),
    path: text('path').notNull(),
    lcp: doublePrecision('lcp'),
    inp: doublePrecision('inp'),
    cls: doublePrecision('cls'),
    fcp: doublePrecision('fcp'),
    ttfb: doublePrecision('ttfb'),
  },
  (t) => [
    index('analytics_vitals_day_idx').on(t.day),
    check('analytics_vitals_path_length', sql`char_length(${t.path}) BETWEEN 1 AND 200`),
  ],
);

/** Page views per day, route and device class; kept for ANALYTICS_RETENTION_DAYS. */
export const analyticsDailyViews = pgTable(
  'analytics_daily_views',
  {
    day: date('day', { mode: 'string' }).notNull(),
    path: text('path').notNull(),
    device: text('device').notNull(),
    views: integer('views').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.path, t.device] })],
);

/** Page views per day and referrer host (the top hosts of the day; the rest as one row). */
export const analyticsDailyReferrers = pgTable(
  'analytics_daily_referrers',
  {
    day: date('day', { mode: 'string' }).notNull(),
    host: text('host').notNull(),
    views: integer('views').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.host] })],
);

/**
 * One Core Web Vital per day and route as a histogram (counts per bucket, bucket bounds in
 * server/data/analytics/), so the p75 of any range of days can be computed after the raw rows
 * are gone.
 */
export const analyticsDailyVitals = pgTable(
  'analytics_daily_vitals',
  {
    day: date('day', { mode: 'string' }).notNull(),
    path: text('path').notNull(),
    metric: text('metric').notNull(),
    count: integer('count').notNull(),
    histogram: integer('histogram').array().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.path, t.metric] }),
    check(
      'analytics_daily_vitals_metric',
      sql`${t.metric} IN ('LCP', 'INP', 'CLS', 'FCP', 'TTFB')`,
    ),
  ],
);

/**
 * Private preview links to a draft post (/admin, Drafts): whoever holds the link reads the
 * draft, without an account, until it expires. Only the token's SHA-256 is kept (like
 * sessions), so the database never holds a working link. `post_id` is the draft document's id
 * (`drafts.post-<slug>`); the draft itself stays in the content, read when the link is opened.
 */
export const previewLinks = pgTable(
  'preview_links',
  {
    id: timeOrderedId(),
    tokenHash: text('token_hash').notNull(),
    postId: text('post_id').notNull(),
    /** The owner who made it (no foreign key: the link outlives nothing, it expires). */
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /**
     * When the link ended because its draft stopped being a draft (published or removed). It
     * stays ended when a draft of that id appears again; the row goes at its expiry.
     */
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('preview_links_token_hash_idx').on(t.tokenHash),
    index('preview_links_post_id_idx').on(t.postId),
    check('preview_links_post_id', sql`${t.postId} LIKE 'drafts.%'`),
    check('preview_links_expiry', sql`${t.expiresAt} > ${t.createdAt}`),
  ],
);

/**
 * Content webhooks received (POST /api/hooks/content), each by the SHA-256 of what its
 * signature covers (timestamp and body), until that signature expires: a replay within the
 * window is refused by every replica and after a restart. Expired rows are swept as webhooks
 * arrive. With REDIS_URL set, Redis keeps them instead (server/data/webhook-deliveries.ts).
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    key: text('key').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('webhook_deliveries_expires_at_idx').on(t.expiresAt)],
);
