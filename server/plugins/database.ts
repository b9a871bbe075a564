import fp from 'fastify-plugin';
import type { Database, DatabaseHandle } from '../db/client';

/** Test seam: called inside write transactions after each write; throwing simulates a crash. */
export type Faults = {
  afterWrite?: (operation: string, step: string) => void | Promise<void>;
};

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    database: DatabaseHandle;
    /** Runs a fault hook, if any (tests only). */
    fault(operation: string, step: string): Promise<void>;
  }
}

export default fp<{ database: DatabaseHandle; faults?: Faults }>(
  async (app, options) => {
    app.decorate('database', options.database);
    app.decorate('db', options.database.db);
    app.decorate('fault', async (operation: string, step: string) => {
      await options.faults?.afterWrite?.(operation, step);
    });
  },
  { name: 'database' },
);
