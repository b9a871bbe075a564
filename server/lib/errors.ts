/** An error whose status and message are meant for the client (4xx), or hidden (5xx). */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export function httpError(statusCode: number, message: string): HttpError {
  return new HttpError(statusCode, message);
}

type PgErrorLike = { code?: unknown; constraint?: unknown };

/** Drizzle wraps driver errors; the PostgreSQL fields sit on the error or on its cause. */
export function pgError(error: unknown): { code: string; constraint?: string } | undefined {
  for (
    let e = error as (PgErrorLike & { cause?: unknown }) | undefined, depth = 0;
    e && depth < 3;
    depth++
  ) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) {
      return {
        code: e.code,
        constraint: typeof e.constraint === 'string' ? e.constraint : undefined,
      };
    }
    e = e.cause as typeof e;
  }
  return undefined;
}

export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const pg = pgError(error);
  return pg?.code === '23505' && (constraint === undefined || pg.constraint === constraint);
}
