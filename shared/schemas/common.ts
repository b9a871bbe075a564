import { Type, type TSchema } from '@sinclair/typebox';

// Strings that reach the database refuse NUL (PostgreSQL text cannot hold it) and other C0
// controls except tab and newlines.
export const PLAIN_TEXT = '^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$';
// A one-line name: no controls at all.
export const PLAIN_TEXT_NO_NEWLINE = '^[^\\u0000-\\u001F\\u007F]*$';

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

export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
/** A date as JSON carries it: an ISO 8601 string (`Date#toISOString()`). */
export const Timestamp = Type.String();
