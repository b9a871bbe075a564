import fs from 'node:fs';
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { mimeTypeFor } from './dataset';
import type { ContentStore } from './store';
import { LakeError } from './types';

export type LakeRouteOptions = {
  store: ContentStore;
  /** The GraphQL SDL served for every deployed tag in `tags`. */
  sdl: string;
  tags?: string[];
};

const API_VERSION = /^v(1|X|\d{4}-\d{2}-\d{2})$/;
const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  404: 'Not Found',
  405: 'Method Not Allowed',
  500: 'Internal Server Error',
};

function sanityError(reply: FastifyReply, statusCode: number, message: string) {
  return reply
    .code(statusCode)
    .type('application/json; charset=utf-8')
    .send({ statusCode, error: STATUS_TEXT[statusCode] ?? 'Error', message });
}

type VersionParams = { apiVersion: string; dataset: string };

/**
 * The subset of Sanity's HTTP API that gatsby-source-sanity and @sanity/client use, answering
 * with Sanity's paths, shapes and error bodies. Register it on a Fastify instance, optionally
 * under a prefix (the standalone Lake uses none).
 */
export async function contentLakeRoutes(app: FastifyInstance, options: LakeRouteOptions) {
  const { store, sdl } = options;
  const tags = new Set(options.tags ?? ['default']);

  const checkLocation = (request: FastifyRequest<{ Params: VersionParams }>) => {
    const { apiVersion, dataset } = request.params;
    if (!API_VERSION.test(apiVersion)) {
      throw new LakeError(400, `Invalid API version "${apiVersion}"`);
    }
    if (dataset !== store.dataset) {
      throw new LakeError(
        404,
        `Dataset "${dataset}" not found for project ID "${store.projectId}"`,
      );
    }
  };
  const hasToken = (request: FastifyRequest) =>
    /^Bearer\s+\S+/i.test(request.headers.authorization ?? '');

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof LakeError) {
      if (error.body) return reply.code(error.statusCode).send(error.body);
      return sanityError(reply, error.statusCode, error.message);
    }
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    if (status >= 500) request.log.error({ err: error }, 'content lake request failed');
    const message = error instanceof Error ? error.message : String(error);
    return sanityError(reply, status, status >= 500 ? 'Internal Server Error' : message);
  });

  app.setNotFoundHandler((request, reply) =>
    sanityError(reply, 404, `Route ${request.method}:${request.url.split('?')[0]} not found`),
  );

  // GraphQL SDL, as gatsby-source-sanity requests it (Accept: application/graphql).
  app.get<{ Params: VersionParams & { tag: string } }>(
    '/:apiVersion/apis/graphql/:dataset/:tag',
    async (request, reply) => {
      checkLocation(request);
      if (!tags.has(request.params.tag)) {
        return sanityError(reply, 404, 'GraphQL schema not found for dataset/tag');
      }
      return reply.type('application/graphql; charset=utf-8').send(sdl);
    },
  );

  // Export: every document as NDJSON, drafts and `_.` system documents included.
  app.get<{ Params: VersionParams }>(
    '/:apiVersion/data/export/:dataset',
    async (request, reply) => {
      checkLocation(request);
      const docs = store.exportAll();
      function* lines() {
        for (const doc of docs) yield `${JSON.stringify(doc)}\n`;
      }
      return reply.type('application/x-ndjson').send(Readable.from(lines()));
    },
  );

  // GROQ query, GET with `query` and `$param` JSON values, or POST {query, params}.
  const answer = async (
    request: FastifyRequest,
    query: unknown,
    params: Record<string, unknown>,
  ) => {
    if (typeof query !== 'string') {
      throw new LakeError(400, 'query is required', {
        error: { description: 'The query parameter is required', type: 'httpBadRequest' },
      });
    }
    const { result, ms } = await store.query(query, params, hasToken(request));
    return { ms, query, result };
  };

  app.get<{ Params: VersionParams; Querystring: Record<string, string | string[]> }>(
    '/:apiVersion/data/query/:dataset',
    async (request) => {
      checkLocation(request);
      const params: Record<string, unknown> = {};
      for (const [key, raw] of Object.entries(request.query)) {
        if (!key.startsWith('$')) continue;
        const value = Array.isArray(raw) ? (raw[raw.length - 1] ?? '') : raw;
        try {
          params[key.slice(1)] = JSON.parse(value);
        } catch {
          throw new LakeError(400, `Invalid JSON in ${key}`, {
            error: {
              description: `Unable to parse value of "${key}=${value}". Please quote string values.`,
              type: 'httpBadRequest',
            },
          });
        }
      }
      return answer(request, request.query.query, params);
    },
  );

  app.post<{ Params: VersionParams; Body: { query?: unknown; params?: Record<string, unknown> } }>(
    '/:apiVersion/data/query/:dataset',
    { bodyLimit: 10 * 1024 * 1024 },
    async (request) => {
      checkLocation(request);
      const body = request.body ?? {};
      return answer(request, body.query, body.params ?? {});
    },
  );

  // File assets (the résumé) at Sanity's CDN path, as they are.
  app.get<{ Params: { projectId: string; dataset: string; file: string } }>(
    '/files/:projectId/:dataset/:file',
    async (request, reply) => {
      const { projectId, dataset, file } = request.params;
      const filePath =
        projectId === store.projectId && dataset === store.dataset && !file.includes('-')
          ? store.imageFile(file)
          : undefined;
      if (!filePath) return sanityError(reply, 404, 'File not found');
      reply.header('cache-control', 'public, max-age=31536000, immutable');
      return reply
        .type(mimeTypeFor(file.split('.').pop() ?? ''))
        .send(fs.createReadStream(filePath));
    },
  );

  // Image files at Sanity's CDN path; w/h/q/fm resize like the CDN (used for placeholders).
  app.get<{
    Params: { projectId: string; dataset: string; file: string };
    Querystring: { w?: string; h?: string; q?: string; fm?: string; rect?: string };
  }>('/images/:projectId/:dataset/:file', async (request, reply) => {
    const { projectId, dataset, file } = request.params;
    const filePath =
      projectId === store.projectId && dataset === store.dataset
        ? store.imageFile(file)
        : undefined;
    if (!filePath) return sanityError(reply, 404, 'Image not found');
    const extension = file.split('.').pop() ?? '';
    const width = Number(request.query.w) || undefined;
    const height = Number(request.query.h) || undefined;
    const format = request.query.fm;
    const rect = request.query.rect?.split(',').map(Number);
    reply.header('cache-control', 'public, max-age=31536000, immutable');
    if (!width && !height && !format && !rect) {
      return reply.type(mimeTypeFor(extension)).send(fs.createReadStream(filePath));
    }
    // sharp is CommonJS; depending on the bundler `import()` gives it as default or as the module.
    const sharpModule = (await import('sharp')) as unknown as { default?: typeof import('sharp') };
    const sharp = sharpModule.default ?? (sharpModule as unknown as typeof import('sharp'));
    const quality = Math.min(100, Math.max(1, Number(request.query.q) || 75));
    const target = (['jpg', 'png', 'webp', 'avif'].includes(format ?? '') ? format : extension) as
      'jpg' | 'png' | 'webp' | 'avif';
    let image = sharp(filePath);
    // rect=x,y,w,h crops first, like Sanity's image API (the plugin's placeholder URLs use it).
    if (rect && rect.length === 4 && rect.every((n) => Number.isInteger(n) && n >= 0)) {
      const [left = 0, top = 0, w = 1, h = 1] = rect;
      image = image.extract({ left, top, width: Math.max(1, w), height: Math.max(1, h) });
    }
    let buffer: Buffer;
    try {
      buffer = await image
        .resize(width, height, { fit: 'cover' })
        .toFormat(target === 'jpg' ? 'jpeg' : target, { quality })
        .toBuffer();
    } catch (error) {
      throw new LakeError(400, `Invalid image transform: ${(error as Error).message}`);
    }
    return reply.type(target === 'jpg' ? 'image/jpeg' : `image/${target}`).send(buffer);
  });
}
