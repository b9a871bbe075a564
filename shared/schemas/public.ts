import { Type, type Static } from '@sinclair/typebox';
import { Email, PLAIN_TEXT, Slug } from './common';

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
