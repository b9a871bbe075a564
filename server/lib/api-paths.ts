import http from 'node:http';
import type { FastifyInstance } from 'fastify';

/** Paths the API answers (JSON); everything else is the built site. */
export function isApiPath(url: string): boolean {
  return (
    url.startsWith('/api/') || url === '/url' || url.startsWith('/url?') || url.startsWith('/s/')
  );
}

/** A route pattern (`/s/:code`, `/api/x/*`) as a test for concrete paths. */
function patternOf(url: string): RegExp {
  const source = url
    .split('/')
    .map((segment) => {
      if (segment === '*') return '.*';
      if (segment.startsWith(':')) return '[^/]+';
      return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/');
  return new RegExp(`^${source.replace(/\/$/, '')}/?$`);
}

/**
 * Records the API's routes as they are registered (call before registering them) and returns
 * a lookup: the methods a concrete API path answers, for a 405's `Allow` header. OPTIONS (CORS
 * preflight, answered for every path) is not listed.
 */
export function allowedMethods(app: FastifyInstance): (path: string) => string[] {
  const routes: { pattern: RegExp; methods: string[] }[] = [];
  app.addHook('onRoute', (route) => {
    if (!isApiPath(route.url) || route.url.includes('*')) return;
    const methods = [route.method].flat().filter((method) => method !== 'OPTIONS');
    routes.push({ pattern: patternOf(route.url), methods });
  });
  return (path) => {
    const methods = new Set<string>();
    for (const route of routes) {
      if (route.pattern.test(path)) for (const method of route.methods) methods.add(method);
    }
    return [...methods].sort();
  };
}

/**
 * Every 4xx is JSON with a `message`, whoever wrote it: a plugin that answers in plain text
 * (@fastify/cors refusing a preflight) or with an empty body is rewritten here. HTML (the site's
 * 404 page) and JSON pass as they are.
 */
export function jsonErrorBodies(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    const status = reply.statusCode;
    if (status < 400 || status >= 500) return payload;
    const type = String(reply.getHeader('content-type') ?? '');
    if (type.startsWith('application/json') || type.startsWith('text/html')) return payload;
    let text = '';
    if (typeof payload === 'string') text = payload;
    else if (Buffer.isBuffer(payload)) text = payload.toString('utf8');
    else if (payload !== null && payload !== undefined) return payload; // a stream: leave it be
    reply.removeHeader('content-length');
    reply.type('application/json; charset=utf-8');
    return JSON.stringify({ message: text.trim() || http.STATUS_CODES[status] || 'Bad request' });
  });
}
