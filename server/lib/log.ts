import type { FastifyServerOptions } from 'fastify';

/**
 * What the server's log lines may carry. Pino's `redact` removes known secret fields from
 * logged objects; errors need more than that, because the database drivers put the values of a
 * failed query into the error itself: Drizzle's message ends in `params: <every value>` (a
 * password hash, an email), PostgreSQL's `detail` repeats a conflicting key's value, and some
 * errors keep the values in `params` / `parameters`. `serializeError` logs an error's kind,
 * codes and stack with those values replaced.
 */

// Whatever the log level, these fields never reach a log line.
const REDACT = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  '*.password',
  '*.passwordHash',
  '*.token',
  '*.email',
];

// Fields of a driver error that hold a query's values rather than describe the failure.
const VALUE_FIELDS = new Set(['params', 'parameters', 'values', 'detail', 'where', 'body']);
// Fields worth keeping, as they are, when they are short scalars (codes, names, positions).
const PLAIN_FIELDS = ['code', 'errno', 'syscall', 'constraint', 'table', 'column', 'severity'];

const REDACTED = '[redacted]';

/** The text of an error message or stack with query values, hashes and emails taken out. */
function scrubText(text: string): string {
  return (
    text
      // Drizzle: "Failed query: <sql>\nparams: <values>"; values may span lines, up to the
      // stack's first frame or the end.
      .replace(/(^|\n)params: [\s\S]*?(?=\n\s+at |$)/g, `$1params: ${REDACTED}`)
      // PostgreSQL: "Key (email)=(someone@example.com) already exists."
      .replace(/=\([^)]*\)/g, `=(${REDACTED})`)
      .replace(/\$argon2[a-z]*\$[\w$=,+/.-]*/gi, REDACTED)
      .replace(/[^\s@,'"<>()]+@[^\s@,'"<>()]+\.[^\s@,'"<>()]+/g, REDACTED)
  );
}

export type SerializedError = {
  type: string;
  message: string;
  stack?: string;
  cause?: SerializedError;
  [field: string]: unknown;
};

/** Pino's `err` serializer: an error's kind, message, stack and codes, never its values. */
export function serializeError(error: unknown, depth = 0): SerializedError {
  if (!(error instanceof Error)) {
    return { type: typeof error, message: scrubText(String(error)) };
  }
  const record = error as Error & Record<string, unknown>;
  const out: SerializedError = {
    type: error.name || error.constructor?.name || 'Error',
    message: scrubText(error.message),
  };
  if (error.stack) out.stack = scrubText(error.stack);
  for (const field of PLAIN_FIELDS) {
    const value = record[field];
    if (typeof value === 'string' || typeof value === 'number') out[field] = value;
  }
  if (typeof record.statusCode === 'number') out.statusCode = record.statusCode;
  for (const field of VALUE_FIELDS) if (record[field] !== undefined) out[field] = REDACTED;
  if (error.cause !== undefined && depth < 3) out.cause = serializeError(error.cause, depth + 1);
  return out;
}

/**
 * A request's address as logged: the token of a preview link (GET /api/preview/<token>) is a
 * key to a draft, and a log line must not hand it to whoever reads the log.
 */
export function loggedUrl(url: string): string {
  return url.replace(/^(\/api\/preview\/)[^/?#]+/, '$1[redacted]');
}

type RequestLike = {
  method?: string;
  url?: string;
  host?: string;
  ip?: string;
  headers?: Record<string, unknown>;
  socket?: { remotePort?: number };
};

/** Fastify's own request serializer, with the URL as `loggedUrl` gives it. */
function serializeRequest(request: RequestLike) {
  return {
    method: request.method,
    url: request.url === undefined ? undefined : loggedUrl(request.url),
    version: request.headers?.['accept-version'],
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/**
 * Whether log lines are for a person: written to a terminal, outside production. A service
 * (systemd, a container, `npm start > file`) gets one JSON object a line, for journald and log
 * tools; `NODE_ENV=production` keeps JSON even on a terminal.
 */
export function prettyLogs(
  env: Record<string, string | undefined> = process.env,
  stream: { isTTY?: boolean } = process.stdout,
): boolean {
  return stream.isTTY === true && env.NODE_ENV !== 'production';
}

/**
 * pino-pretty in pino's worker thread: one readable line per entry (time, level, message, then
 * the entry's fields), and the fields every line has (pid, hostname) left out.
 */
const PRETTY_TRANSPORT = {
  target: 'pino-pretty',
  options: {
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname',
    singleLine: true,
    colorize: true,
  },
};

/**
 * The app's logger settings: the caller's, plus the redaction no caller can turn off, and
 * readable lines on a terminal (`pretty`, see prettyLogs) unless the caller brings its own
 * stream or transport.
 */
export function loggerOptions(
  logger: FastifyServerOptions['logger'] | undefined,
  { pretty = prettyLogs() }: { pretty?: boolean } = {},
): FastifyServerOptions['logger'] {
  if (!logger) return false;
  const base = logger === true ? {} : (logger as Record<string, unknown>);
  const serializers = (base.serializers ?? {}) as Record<string, unknown>;
  const ownOutput = ['stream', 'file', 'transport'].some((key) => base[key] !== undefined);
  return {
    ...base,
    ...(pretty && !ownOutput ? { transport: PRETTY_TRANSPORT } : {}),
    serializers: { req: serializeRequest, ...serializers, err: serializeError },
    redact: { paths: REDACT, censor: REDACTED },
  } as FastifyServerOptions['logger'];
}
