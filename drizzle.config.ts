import { defineConfig } from 'drizzle-kit';
import { loadDotEnv } from './server/settings';

loadDotEnv();

// `npx drizzle-kit generate` writes a new committed migration after a change to the schema;
// the server applies pending migrations itself at start (server/db/client.ts).
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema.ts',
  out: './server/db/migrations',
  dbCredentials: { url: process.env.DATABASE_URL ?? 'postgres://localhost/portfolio' },
});
