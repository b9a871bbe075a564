import fp from 'fastify-plugin';
import type { Database, DatabaseHandle } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    database: DatabaseHandle;
  }
}

export default fp<{ database: DatabaseHandle }>(
  async (app, options) => {
    app.decorate('database', options.database);
    app.decorate('db', options.database.db);
  },
  { name: 'database' },
);
