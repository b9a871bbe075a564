import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RenderPostCardsOptions } from './post-cards';

/** The card renderer's niceness, the lowest there is: it takes only the time the build leaves. */
export const BELOW_BUILD = 19;

/**
 * Renders the posts' social cards into their cache in a process of its own, started as soon as
 * the build knows its posts (gatsby-node's createPages), so the cards are drawn while webpack
 * bundles and the image jobs run instead of after the pages are written. On two cores those
 * phases leave about a third of the machine idle, and the cards were a third of a cold build with
 * 1,000 posts (43 s of 146 s). The process runs below the build's priority (see
 * child.ts), so the build's own steps are not slowed.
 *
 * Settles with the number of cards rendered; rejects, with the child's error, when it fails.
 * finishBuild then renders whatever is still missing itself, so a failure here costs time, never
 * a card.
 */
export function renderPostCardsAside(
  options: RenderPostCardsOptions,
  root = process.cwd(),
): Promise<{ written: number }> {
  return new Promise((resolve, reject) => {
    // The child runs TypeScript through tsx, as `npm run serve` does. Resolved from the project,
    // not from this file: Gatsby bundles gatsby-node, so this module has no path of its own.
    const require = createRequire(path.join(root, 'package.json'));
    const node = [
      process.execPath,
      '--import',
      pathToFileURL(require.resolve('tsx')).href,
      path.join(root, 'build/social-cards/child.ts'),
    ];
    // Through nice(1) where there is one, so that every thread of the child starts below the
    // build's priority (Node's, libuv's and libvips's threads exist before the child's code
    // runs; it lowers its own priority too, for systems without nice).
    const nice = ['/usr/bin/nice', '/bin/nice'].find((file) => fs.existsSync(file));
    const [command, ...args] = nice ? [nice, '-n', String(BELOW_BUILD), ...node] : node;
    const child = spawn(command as string, args, {
      cwd: root,
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    let answer: { written?: number; error?: string } | undefined;
    child.on('message', (message: { written?: number; error?: string }) => (answer = message));
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (answer?.written !== undefined) resolve({ written: answer.written });
      else
        reject(
          new Error(answer?.error ?? `the card renderer exited (${signal ?? `code ${code}`})`),
        );
    });
    child.send(options);
  });
}
