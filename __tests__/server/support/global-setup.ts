import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../../server/db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data folder (`dumpDataDir`), which each suite loads into its own copy. */
    pgliteSnapshot: string;
  }
}

/** initdb plus migrations take seconds; loading a migrated snapshot takes well under one. */
export default async function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pglite-snapshot-'));
  const client = await PGlite.create();
  const handle = await openDatabase({ pglite: client });
  const dump = await client.dumpDataDir('none');
  await handle.close();
  const file = path.join(dir, 'migrated.tar');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteSnapshot', file);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
