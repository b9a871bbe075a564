import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { ServerConfig } from './config';

export type AppOptions = Pick<ServerConfig, 'publicDir'> & {
  logger?: FastifyServerOptions['logger'];
};

/**
 * Builds the HTTP app: the API under /api and the built site from `publicDir`. Kept apart from
 * `listen` so tests drive it through `app.inject` or an ephemeral port.
 */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    genReqId: () => crypto.randomUUID(),
    bodyLimit: 64 * 1024,
  });

  app.get('/api/health', async () => ({ status: 'ok' }));

  const hasSite = fs.existsSync(path.join(options.publicDir, 'index.html'));
  if (hasSite) {
    await app.register(fastifyStatic, {
      root: options.publicDir,
      // Gatsby writes /blog/index.html; serve it for /blog with no trailing slash.
      redirect: false,
      index: ['index.html'],
      extensions: ['html'],
      setHeaders(reply, filePath) {
        // Hashed assets never change; HTML and page-data must revalidate (Gatsby's caching rules).
        if (/\/static\/|\.(js|css)$/.test(filePath) && !filePath.endsWith('sw.js')) {
          reply.header('cache-control', 'public, max-age=31536000, immutable');
        } else {
          reply.header('cache-control', 'public, max-age=0, must-revalidate');
        }
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/')) {
      return reply.code(404).send({ message: `Route ${request.method} ${request.url} not found` });
    }
    const notFound = path.join(options.publicDir, '404.html');
    if (hasSite && fs.existsSync(notFound)) {
      return reply.code(404).type('text/html').send(fs.createReadStream(notFound));
    }
    return reply.code(404).type('text/plain').send('Not found');
  });

  app.setErrorHandler<FastifyError>((error, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    // 5xx details stay in the log; clients get a generic message.
    const message = status >= 500 ? 'Internal Server Error' : error.message;
    return reply.code(status).send({ message });
  });

  return app;
}
