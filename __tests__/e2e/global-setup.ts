import fs from 'node:fs';
import path from 'node:path';

/** The suites serve the built site: stop at once, with the fix, when there is none. */
export default function globalSetup() {
  if (!fs.existsSync(path.resolve('public', 'index.html'))) {
    throw new Error('e2e: public/ is missing; run `npm run build` first.');
  }
}
