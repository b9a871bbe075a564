import { Type, type Static } from '@sinclair/typebox';

// Strings that reach the database refuse NUL (PostgreSQL text cannot hold it) and other C0
// controls except tab and newlines.
const PLAIN_TEXT = '^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$';

export const Username = Type.String({ minLength: 3, maxLength: 30, pattern: '^[A-Za-z0-9_-]+$' });
export const Email = Type.String({ format: 'email', minLength: 3, maxLength: 254 });
// Any characters, pasted or typed; never truncated (argon2 reads it whole).
export const Password = Type.String({ minLength: 8, maxLength: 128 });
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

export const PublicUser = Type.Object({
  userId: Type.String(),
  username: Type.String(),
  email: Type.String(),
});

export const LoginResponse = Type.Object({ message: Type.String(), user: PublicUser });

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
});
export type Comment = Static<typeof Comment>;

export const PostSlugParams = Type.Object({ postSlug: Slug });
export const SlugParams = Type.Object({ slug: Slug });

export const ClapBody = Type.Object({ count: Type.Integer({ minimum: 1, maximum: 50 }) });
export const Claps = Type.Object({ slug: Type.String(), claps: Type.Number() });

export const ShortenBody = Type.Object({ url: Type.String({ minLength: 1, maxLength: 2048 }) });
export const ShortenResponse = Type.Object({ shortUrl: Type.String() });
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

// The owner's API (/api/admin, routes/admin.ts). Ids in paths are checked by the handlers: one
// that is not a UUID is simply not found.
const Nullable = <T extends ReturnType<typeof Type.String>>(schema: T) =>
  Type.Union([schema, Type.Null()]);
const Timestamp = Type.String();

export const IdParams = Type.Object({ id: Type.String({ maxLength: 100 }) });

export const AdminComment = Type.Object({
  id: Type.String(),
  postSlug: Type.String(),
  text: Type.String(),
  author: Type.Object({ id: Type.String(), username: Type.String() }),
  createdAt: Timestamp,
  hiddenAt: Nullable(Timestamp),
});

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

export const HiddenBody = Type.Object({ hidden: Type.Boolean() });

export const ModerationLog = Type.Object({
  entries: Type.Array(
    Type.Object({
      id: Type.String(),
      action: Type.Union([Type.Literal('hide'), Type.Literal('show'), Type.Literal('delete')]),
      commentId: Type.String(),
      postSlug: Type.String(),
      authorName: Type.String(),
      actorName: Type.String(),
      createdAt: Timestamp,
    }),
  ),
});

export const InboxMessage = Type.Object({
  id: Type.String(),
  name: Type.String(),
  email: Type.String(),
  message: Type.String(),
  createdAt: Timestamp,
  readAt: Nullable(Timestamp),
  handledAt: Nullable(Timestamp),
});

export const InboxChange = Type.Object({
  read: Type.Optional(Type.Boolean()),
  handled: Type.Optional(Type.Boolean()),
});
