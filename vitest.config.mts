import { defineConfig } from 'vitest/config';

/**
 * Vitest runs the API server and content suites (Jest keeps the ui and site suites). Test files
 * and the code they import are ES modules here, so ESM-only packages (PGlite, groq-js,
 * @fastify/cookie's `cookie`) load natively.
 */
export default defineConfig({
  test: {
    environment: 'node',
    include: [
      '__tests__/server/**/*.test.ts',
      '__tests__/build/**/*.test.ts',
      '__tests__/lint/**/*.test.ts',
      '__tests__/content/**/*.test.ts',
    ],
    // Migrates one PGlite database and hands its snapshot to every suite (support/database.ts).
    globalSetup: ['__tests__/server/support/global-setup.ts'],
    // Each file opens its own databases (PGlite in process, PostgreSQL over the network); two
    // files at a time keep a 2-core machine busy without starving the databases.
    maxWorkers: 2,
    testTimeout: 30_000,
    // Opening and migrating a database, or starting the Content Lake, runs in hooks.
    hookTimeout: 60_000,
  },
});
