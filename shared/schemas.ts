import { Type, type Static, type TSchema } from '@sinclair/typebox';

/**
 * The API's wire shapes, written once: the server validates requests and serialises answers with
 * these schemas, and both sides take their TypeScript types from them (`Static<typeof …>`, exported
 * beside each schema under the same name), so a changed field breaks the build on both sides.
 * The site imports types only (`import type`), so no schema reaches the browser's bundle. JSON
 * has no date type: every timestamp is an ISO 8601 string (`Timestamp`).
 */

// Strings that reach the database refuse NUL (PostgreSQL text cannot hold it) and other C0
// controls except tab and newlines.
const PLAIN_TEXT = '^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$';
// A one-line name: no controls at all.
const PLAIN_TEXT_NO_NEWLINE = '^[^\\u0000-\\u001F\\u007F]*$';

const Username = Type.String({ minLength: 3, maxLength: 30, pattern: '^[A-Za-z0-9_-]+$' });
const Email = Type.String({ format: 'email', minLength: 3, maxLength: 254 });
// Any characters, pasted or typed; never truncated (argon2 reads it whole).
const Password = Type.String({ minLength: 8, maxLength: 128 });
export const Slug = Type.String({
  minLength: 1,
  maxLength: 200,
  pattern: '^[A-Za-z0-9][A-Za-z0-9_.~-]*$',
});

export const Message = Type.Object({ message: Type.String() });

export const SignupBody = Type.Object({ username: Username, email: Email, password: Password });
export type SignupBody = Static<typeof SignupBody>;

export const LoginBody = Type.Object({
  email: Email,
  // Not the signup rules: an old or mistyped password still gets the one "wrong" answer.
  password: Type.String({ minLength: 1, maxLength: 128 }),
});
export type LoginBody = Static<typeof LoginBody>;

const PublicUser = Type.Object({
  userId: Type.String(),
  username: Type.String(),
  email: Type.String(),
});

export const LoginResponse = Type.Object({ message: Type.String(), user: PublicUser });

// Accounts: links mailed to readers, password resets, /account, passkeys (docs/accounts.md).

/** A token from a mailed link: 256 random bits, base64url. */
const LinkToken = Type.String({ minLength: 43, maxLength: 43, pattern: '^[A-Za-z0-9_-]+$' });

/** The address a link or notice should go to (forgot password, send the link again). */
export const EmailBody = Type.Object({ email: Email });
export type EmailBody = Static<typeof EmailBody>;

export const TokenBody = Type.Object({ token: LinkToken });
export type TokenBody = Static<typeof TokenBody>;

export const LinkPurpose = Type.Union([
  Type.Literal('verify'),
  Type.Literal('reset'),
  Type.Literal('email'),
  Type.Literal('passkey'),
]);
export type LinkPurpose = Static<typeof LinkPurpose>;

/** What a mailed link is for, before it is used (POST /api/auth/link). */
export const LinkInfo = Type.Object({
  purpose: LinkPurpose,
  username: Type.String(),
  /** The address the link was sent to (for `email`, the new address). */
  email: Type.String(),
  /** For `passkey`: the name of the passkey the link ends. */
  passkeyName: Type.Optional(Type.String()),
});
export type LinkInfo = Static<typeof LinkInfo>;

/** A verification or new-address link, used (POST /api/auth/verify-email). */
export const VerifiedEmail = Type.Object({
  message: Type.String(),
  purpose: Type.Union([Type.Literal('verify'), Type.Literal('email')]),
  email: Type.String(),
});
export type VerifiedEmail = Static<typeof VerifiedEmail>;

export const ResetPasswordBody = Type.Object({ token: LinkToken, password: Password });
export type ResetPasswordBody = Static<typeof ResetPasswordBody>;

/** A passkey's id as the authenticator made it (base64url, up to 1,400 characters). */
const PasskeyId = Type.String({ minLength: 1, maxLength: 1400, pattern: '^[A-Za-z0-9_-]+$' });

const ListedPasskey = Type.Object({
  id: Type.String(),
  name: Type.String(),
  createdAt: Type.String(),
  lastUsedAt: Type.Union([Type.String(), Type.Null()]),
});

/**
 * POST /api/auth/reset-password: done. The account's passkeys (those added on a verified
 * address) are suspended; `keepToken` keeps chosen ones for 15 minutes
 * (POST /api/auth/reset-password/passkeys), and the rest are deleted. No passkeys, no token.
 */
export const ResetPasswordAnswer = Type.Object({
  message: Type.String(),
  passkeys: Type.Array(ListedPasskey),
  keepToken: Type.Optional(LinkToken),
});
export type ResetPasswordAnswer = Static<typeof ResetPasswordAnswer>;

export const KeepPasskeysBody = Type.Object({
  keepToken: LinkToken,
  keep: Type.Array(PasskeyId, { maxItems: 20 }),
});
export type KeepPasskeysBody = Static<typeof KeepPasskeysBody>;

export const KeptPasskeys = Type.Object({
  message: Type.String(),
  kept: Type.Array(Type.String()),
  removed: Type.Integer(),
});
export type KeptPasskeys = Static<typeof KeptPasskeys>;

export const ChangePasswordBody = Type.Object({
  currentPassword: Type.String({ minLength: 1, maxLength: 128 }),
  newPassword: Password,
});
export type ChangePasswordBody = Static<typeof ChangePasswordBody>;

export const ChangeEmailBody = Type.Object({
  password: Type.String({ minLength: 1, maxLength: 128 }),
  email: Email,
});
export type ChangeEmailBody = Static<typeof ChangeEmailBody>;

const DeviceClass = Type.Union([
  Type.Literal('mobile'),
  Type.Literal('tablet'),
  Type.Literal('desktop'),
]);

const AccountSession = Type.Object({
  id: Type.String(),
  device: DeviceClass,
  /** "Firefox on Linux", or empty when the browser was not recognised. */
  agent: Type.String(),
  createdAt: Type.String(),
  lastSeenAt: Type.String(),
  /** The session of the browser asking. */
  current: Type.Boolean(),
});

export const AccountPasskey = ListedPasskey;
export type AccountPasskey = Static<typeof AccountPasskey>;

/** GET /api/account: what /account shows. */
export const AccountOverview = Type.Object({
  user: Type.Object({
    userId: Type.String(),
    username: Type.String(),
    email: Type.String(),
    emailVerified: Type.Boolean(),
    createdAt: Type.String(),
  }),
  /** A new address waiting for its link to be opened. */
  pendingEmail: Type.Union([Type.String(), Type.Null()]),
  sessions: Type.Array(AccountSession),
  passkeys: Type.Array(AccountPasskey),
});
export type AccountOverview = Static<typeof AccountOverview>;

export const SignedOut = Type.Object({ message: Type.String(), signedOut: Type.Integer() });
export type SignedOut = Static<typeof SignedOut>;

// WebAuthn as @simplewebauthn/browser sends it (RegistrationResponseJSON,
// AuthenticationResponseJSON): every field checked for shape before the library reads it.
// The sizes fit every algorithm @simplewebauthn/server offers, post-quantum ML-DSA included
// (offered first where the runtime has it, as Node 24 does, and chosen by Chromium 156): an
// ML-DSA-87 signature is 4,627 bytes (6,170 characters here), its public key 2,592 bytes.
const Base64Url = (maxLength: number) =>
  Type.String({ minLength: 1, maxLength, pattern: '^[A-Za-z0-9_-]+={0,2}$' });
/** Base64url characters of the longest signature (ML-DSA-87's 4,627 bytes), with room. */
const SIGNATURE_MAX = 8192;
const Extensions = Type.Object({}, { additionalProperties: true, maxProperties: 20 });
const Attachment = Type.Union([Type.Literal('platform'), Type.Literal('cross-platform')]);

const RegistrationResponse = Type.Object({
  id: Base64Url(1400),
  rawId: Base64Url(1400),
  type: Type.Literal('public-key'),
  response: Type.Object({
    clientDataJSON: Base64Url(4096),
    attestationObject: Base64Url(12_000),
    authenticatorData: Type.Optional(Base64Url(8192)),
    transports: Type.Optional(Type.Array(Type.String({ maxLength: 20 }), { maxItems: 10 })),
    publicKeyAlgorithm: Type.Optional(Type.Integer()),
    publicKey: Type.Optional(Base64Url(4096)),
  }),
  authenticatorAttachment: Type.Optional(Attachment),
  clientExtensionResults: Extensions,
});

const AuthenticationResponse = Type.Object({
  id: Base64Url(1400),
  rawId: Base64Url(1400),
  type: Type.Literal('public-key'),
  response: Type.Object({
    clientDataJSON: Base64Url(4096),
    authenticatorData: Base64Url(4096),
    signature: Base64Url(SIGNATURE_MAX),
    userHandle: Type.Optional(Base64Url(200)),
  }),
  authenticatorAttachment: Type.Optional(Attachment),
  clientExtensionResults: Extensions,
});

/** What a passkey is called on /account ("Laptop", "Phone"). */
const PasskeyName = Type.String({ minLength: 1, maxLength: 60, pattern: PLAIN_TEXT_NO_NEWLINE });

/** A passkey in a path: its credential id (the router takes at most 256 characters). */
export const PasskeyParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 256 }) });
export const AddPasskeyBody = Type.Object({ name: PasskeyName, response: RegistrationResponse });
export const RenamePasskeyBody = Type.Object({ name: PasskeyName });
/** Adding a passkey asks for the password first (POST /api/account/passkeys/options). */
export const PasskeyOptionsBody = Type.Object({
  password: Type.String({ minLength: 1, maxLength: 128 }),
});
export type PasskeyOptionsBody = Static<typeof PasskeyOptionsBody>;
export const PasskeyLoginBody = Type.Object({ response: AuthenticationResponse });

/** DELETE my account: the password, or a passkey's answer to POST /api/account/delete/options. */
export const DeleteAccountBody = Type.Object({
  password: Type.Optional(Type.String({ minLength: 1, maxLength: 128 })),
  passkey: Type.Optional(AuthenticationResponse),
});
export type DeleteAccountBody = Static<typeof DeleteAccountBody>;

export const CommentBody = Type.Object({
  postSlug: Slug,
  // Checked again after trimming; the cap here keeps huge strings from reaching the handler.
  text: Type.String({ minLength: 1, maxLength: 4000, pattern: PLAIN_TEXT }),
  // The site sends it; the server ignores it and uses the session's user.
  userId: Type.Optional(Type.Unknown()),
});
export type CommentBody = Static<typeof CommentBody>;

export const Comment = Type.Object({
  _id: Type.String(),
  text: Type.String(),
  postSlug: Type.String(),
  userId: Type.Object({ _id: Type.String(), username: Type.String() }),
  createdAt: Type.String(),
  /** Only in POST's answer, and only when true: the comment waits for the owner's approval. */
  held: Type.Optional(Type.Boolean()),
});
export type Comment = Static<typeof Comment>;

/** GET /api/comments/:postSlug's query: `before` is a previous page's `Link: rel="next"`. */
export const CommentsQuery = Type.Object({
  before: Type.Optional(Type.String({ maxLength: 200 })),
});

export const PostSlugParams = Type.Object({ postSlug: Slug });
export const SlugParams = Type.Object({ slug: Slug });

export const ClapBody = Type.Object({ count: Type.Integer({ minimum: 1, maximum: 50 }) });
export const Claps = Type.Object({ slug: Type.String(), claps: Type.Number() });
export type Claps = Static<typeof Claps>;

export const ShortenBody = Type.Object({ url: Type.String({ minLength: 1, maxLength: 2048 }) });
export type ShortenBody = Static<typeof ShortenBody>;
export const ShortenResponse = Type.Object({ shortUrl: Type.String() });
export type ShortenResponse = Static<typeof ShortenResponse>;
export const CodeParams = Type.Object({ code: Type.String() });

const FormField = (maxLength: number) =>
  Type.String({ minLength: 1, maxLength, pattern: PLAIN_TEXT });

/** @emailjs/browser's sendForm fields; other form fields are allowed and ignored. */
export const ContactForm = Type.Object(
  {
    user_name: FormField(100),
    user_email: Email,
    user_message: FormField(5000),
    service_id: FormField(200),
    template_id: FormField(200),
    user_id: FormField(200),
    lib_version: Type.Optional(Type.String({ maxLength: 50 })),
  },
  { additionalProperties: true },
);
export type ContactForm = Static<typeof ContactForm>;

/**
 * ajv-formats' `email` (full mode), the check Fastify's validator applies to `Email`, for code
 * that takes an address outside a request (`npm run owner`).
 */
const EMAIL_FORMAT =
  /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;
export const isEmail = (value: string) =>
  value.length >= 3 && value.length <= 254 && EMAIL_FORMAT.test(value);

// The owner's API (/api/admin, routes/admin/). Ids in paths are checked by the handlers: one
// that is not a UUID is simply not found.
const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
/** A date as JSON carries it: an ISO 8601 string (`Date#toISOString()`). */
const Timestamp = Type.String();

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

// First-party analytics (server/analytics/, docs/analytics.md).
export const METRICS = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type Metric = (typeof METRICS)[number];
export const DEVICES = ['mobile', 'tablet', 'desktop'] as const;
export type Device = (typeof DEVICES)[number];

/** Each metric's value (a percentile), or null when a route or day has no sample of it. */
const VitalValue = Nullable(Type.Number());
const VitalValues = {
  LCP: VitalValue,
  INP: VitalValue,
  CLS: VitalValue,
  FCP: VitalValue,
  TTFB: VitalValue,
} satisfies Record<Metric, TSchema>;

export const AnalyticsSummary = Type.Object({
  from: Type.String(),
  to: Type.String(),
  views: Type.Integer(),
  daily: Type.Array(Type.Object({ day: Type.String(), views: Type.Integer() })),
  routes: Type.Array(Type.Object({ path: Type.String(), views: Type.Integer() })),
  referrers: Type.Array(Type.Object({ host: Type.String(), views: Type.Integer() })),
  devices: Type.Object({ mobile: Type.Integer(), tablet: Type.Integer(), desktop: Type.Integer() }),
  vitals: Type.Object({
    routes: Type.Array(
      Type.Object({ path: Type.String(), samples: Type.Integer(), ...VitalValues }),
    ),
    daily: Type.Array(Type.Object({ day: Type.String(), samples: Type.Integer(), ...VitalValues })),
  }),
});
export type AnalyticsSummary = Static<typeof AnalyticsSummary>;

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
