import { httpError } from '../lib/errors';

/** What the API needs from the content service. */
export type ContentReader = {
  /** The post's `claps` from content (0 when the field is absent), or null for an unknown slug. */
  getPostClaps(slug: string): Promise<number | null>;
};

export type GroqReaderOptions = {
  /** Sanity's query endpoint without the query string, e.g. `https://x.api.sanity.io/v2023-03-06/data/query/production`. */
  queryUrl: string;
  token?: string;
  timeoutMs?: number;
};

const POST_CLAPS = '*[_type == "post" && slug.current == $slug][0]{"claps": coalesce(claps, 0)}';

export function sanityQueryUrl(projectId: string, dataset: string): string {
  return `https://${projectId}.api.sanity.io/v2023-03-06/data/query/${dataset}`;
}

/**
 * A GROQ query over Sanity's HTTP API (the owner's project or the embedded Lake): the result,
 * or a 502 naming what went wrong with the content service.
 */
export function groqQuery(options: GroqReaderOptions) {
  const timeoutMs = options.timeoutMs ?? 5000;
  return async function query(groq: string, params: Record<string, unknown>): Promise<unknown> {
    const url = new URL(options.queryUrl);
    url.searchParams.set('query', groq);
    for (const [name, value] of Object.entries(params)) {
      url.searchParams.set(`$${name}`, JSON.stringify(value));
    }
    let response: Response;
    try {
      response = await fetch(url, {
        headers: {
          accept: 'application/json',
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw Object.assign(httpError(502, 'Content service unavailable'), { cause: error });
    }
    if (!response.ok) {
      throw httpError(502, `Content service responded ${response.status}`);
    }
    const body = (await response.json().catch(() => undefined)) as { result?: unknown } | undefined;
    if (!body || typeof body !== 'object' || !('result' in body)) {
      throw httpError(502, 'Content service sent an unexpected response');
    }
    return body.result;
  };
}

/** Reads content through GROQ over Sanity's HTTP API (the owner's project or the embedded Lake). */
export function createGroqContentReader(options: GroqReaderOptions): ContentReader {
  const query = groqQuery(options);
  return {
    async getPostClaps(slug) {
      const result = (await query(POST_CLAPS, { slug })) as { claps?: unknown } | null;
      if (result === null || typeof result !== 'object') return null;
      const claps = Number(result.claps);
      return Number.isFinite(claps) && claps > 0 ? Math.floor(claps) : 0;
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    content: ContentReader;
  }
}
