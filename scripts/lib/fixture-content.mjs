// npm test and the browser suites build and serve the fixture content in __tests__/fixtures/,
// never the owner's content/ (nor their Sanity project or photo feed): an owner who rewrites or
// empties content/ keeps a green `npm test`. An empty setting counts as unset and beats `.env`.
import path from 'node:path';

const FIXTURE_CONTENT = path.resolve('__tests__/fixtures/content');

/** Points `env` (default: this process's, inherited by every child) at the fixture content. */
export function readFixtureContent(env = process.env) {
  env.CONTENT_DIR = FIXTURE_CONTENT;
  env.CONTENT_LAKE_DATA_DIR = path.resolve('.data/test-content-lake');
  env.FEED_FILE = path.join(FIXTURE_CONTENT, 'photos', 'feed.json');
  for (const name of ['SANITY_PROJECT_ID', 'SANITY_TOKEN', 'FEED_URL']) env[name] = '';
  return env;
}
