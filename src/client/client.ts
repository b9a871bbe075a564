/**
 * Typed calls to our API server. Every page's runtime data goes through `apiRequest`, so the
 * base URL, credentials and error shape are decided once.
 */
import { apiBase } from './apiBase';
import { rateLimitMessage } from './retryAfter';

/** A failed API call: `status` is the HTTP status, or 0 when the network failed. */
export class ApiError extends Error {
  readonly status: number;
  constructor(message: string, status: number) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
  }
}

/** Longest response text shown to a visitor; longer text is cut at a word with an ellipsis. */
const MAX_MESSAGE_LENGTH = 300;

/**
 * A service's response text as a one-paragraph message: whitespace collapsed, trimmed, and cut
 * to `limit` characters (at a word where possible) with an ellipsis.
 */
export function readableText(text: string, limit = MAX_MESSAGE_LENGTH): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= limit) return flat;
  const cut = flat.slice(0, limit - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > limit / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/**
 * Whether an error body is text written for people (the mail service answers 'The Public Key
 * is invalid' as text/plain), not an HTML error page from a proxy.
 */
const isPlainText = (contentType: string | null) =>
  contentType === null || /^text\/plain\b/i.test(contentType);

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON unless it is FormData. */
  body?: unknown;
  signal?: AbortSignal;
};

/**
 * Calls `path` on the API with the session cookie. Resolves with the parsed JSON body;
 * rejects with an ApiError carrying the server's `message` (or the status text). A 429's
 * message says how long to wait in words, from its Retry-After header.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return (await apiResponse<T>(path, options)).data;
}

/** As `apiRequest`, with the response's headers beside the body (a list's paging links). */
export async function apiResponse<T>(
  path: string,
  options: RequestOptions = {},
): Promise<{ data: T; headers: Headers }> {
  const { method = options.body === undefined ? 'GET' : 'POST', body, signal } = options;
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  let response: Response;
  try {
    response = await fetch(`${apiBase}${path}`, {
      method,
      credentials: 'include',
      signal,
      headers: body === undefined || isForm ? undefined : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError('Network error: the server could not be reached', 0);
  }
  const text = await response.text();
  let data: unknown = undefined;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = text;
    }
  }
  if (response.status === 429) {
    // The server's own text counts seconds ('retry in 2077 seconds'). Retry-After is readable
    // when the API is on the site's origin (the default); cross-origin it needs CORS's
    // exposedHeaders, and without it the message asks to try later.
    throw new ApiError(rateLimitMessage(response.headers.get('retry-after')), 429);
  }
  if (!response.ok) {
    const plain =
      typeof data === 'string' && isPlainText(response.headers.get('content-type'))
        ? readableText(data)
        : '';
    const message =
      data && typeof data === 'object' && 'message' in data && typeof data.message === 'string'
        ? data.message
        : plain || response.statusText || `Request failed with status ${response.status}`;
    throw new ApiError(message, response.status);
  }
  return { data: data as T, headers: response.headers };
}
