// Decides whether the built site in public/ is older than its sources.
import fs from 'node:fs';
import path from 'node:path';

const SOURCES = [
  'src',
  'ui',
  'content',
  'static',
  'gatsby-config.ts',
  'gatsby-node.ts',
  'gatsby-browser.tsx',
  'gatsby-ssr.tsx',
  'build',
  'shared',
  'package-lock.json',
];

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) {
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

export function siteNeedsBuild(root = process.cwd()) {
  const marker = path.join(root, 'public', 'index.html');
  if (!fs.existsSync(marker)) return true;
  const built = fs.statSync(marker).mtimeMs;
  return SOURCES.some((s) => newestMtime(path.join(root, s)) > built);
}
