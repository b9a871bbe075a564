/**
 * `npm run builds`: the site's builds, newest first: queued, running, done and failed, with
 * their durations, what asked for them, the release each became and, for the newest failure
 * (or `npm run builds -- ID`), the end of its log. Reads the records the server writes, so it
 * works while the server runs.
 */
import { loadConfig } from '../server/config';
import { formatBuilds, readBuilds } from '../server/publishing/builds';
import { listReleases } from '../server/publishing/releases';
import { loadDotEnv } from '../server/settings';

function main() {
  loadDotEnv();
  const config = loadConfig();
  const records = readBuilds(config.buildsDir);
  const asked = process.argv[2] ? Number(process.argv[2]) : undefined;
  process.stdout.write(
    formatBuilds(records, {
      detail: asked,
      releases: listReleases(config.releases.dir),
      buildsDir: config.buildsDir,
    }),
  );
}

try {
  main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
