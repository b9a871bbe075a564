/**
 * `npm run rollback`: serve the release before the current one (or `npm run rollback -- ID`,
 * one of those `npm run builds` lists). A running server switches at once: it serves whatever
 * `current` points at. `npm run rollback -- --list` only lists the releases.
 */
import { loadConfig } from '../server/config';
import { listReleases, rollbackRelease } from '../server/publishing/releases';
import { loadDotEnv } from '../server/settings';

function main() {
  loadDotEnv();
  const { releases } = loadConfig();
  const arg = process.argv[2];
  const list = listReleases(releases.dir);
  if (list.length === 0) {
    throw new Error(
      `No releases in ${releases.dir} yet: npm start builds and publishes the first.`,
    );
  }
  if (arg !== '--list') {
    const { from, to } = rollbackRelease(releases.dir, arg);
    console.log(`Now serving release ${to} (was ${from ?? 'none'}).`);
  }
  for (const release of listReleases(releases.dir).reverse()) {
    console.log(`${release.current ? '*' : ' '} ${release.id}  ${release.createdAt.toISOString()}`);
  }
}

try {
  main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
