// A scratch copy of the project for benchmarks that build: the sources and settings, with
// node_modules linked, in a temp folder, so a benchmark never touches the working tree's
// public/, .cache or .data.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const COPY = [
  'package.json',
  'tsconfig.json',
  'gatsby-config.ts',
  'gatsby-node.ts',
  'gatsby-browser.tsx',
  'gatsby-ssr.tsx',
  'src',
  'ui',
  'server',
  'build',
  'shared',
  'scripts',
  'static',
  'content',
  'studio',
];

/** Copies the project at `root` into a new temp folder named after `prefix`; returns it. */
export function scratchProject(root, prefix) {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  for (const entry of COPY) {
    if (fs.existsSync(path.join(root, entry)))
      fs.cpSync(path.join(root, entry), path.join(scratch, entry), { recursive: true });
  }
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(scratch, 'node_modules'));
  return scratch;
}
