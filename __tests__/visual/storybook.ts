// The static Storybook build the visual test reads: its public story index and a server for it.
import fs from 'node:fs';
import path from 'node:path';
import { serveStatic } from '../../scripts/lib/static-server.mjs';

export const storybookStatic = path.resolve(
  __dirname,
  '../..',
  process.env.STORYBOOK_STATIC_DIR ?? 'storybook-static',
);

/** An entry of Storybook's index.json (the fields the visual test uses). */
export type IndexEntry = { id: string; title: string; name: string; type: string; tags?: string[] };

export function readStoryIndex(): IndexEntry[] {
  const file = path.join(storybookStatic, 'index.json');
  if (!fs.existsSync(file)) {
    throw new Error(
      `${file} is missing: build Storybook first (npm run test:visual builds it unless --no-build).`,
    );
  }
  const index = JSON.parse(fs.readFileSync(file, 'utf8')) as {
    entries: Record<string, IndexEntry>;
  };
  return Object.values(index.entries);
}

/** Playwright global setup: serve the build for the run; the returned function stops it. */
export default async function serveStorybook() {
  const server = await serveStatic(storybookStatic);
  process.env.STORYBOOK_URL = server.url;
  return server.close;
}
