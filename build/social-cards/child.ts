// The process build/social-cards/aside.ts starts: renders the posts' social cards into the cache
// while Gatsby builds the site, below the build's priority, and answers over IPC.
import os from 'node:os';
import type { RenderPostCardsOptions } from './post-cards';
import { BELOW_BUILD } from './aside';

// The parent starts this process through nice(1) where there is one. Without it, the main thread
// lowers its own priority here, before the renderer is loaded, so the threads libvips and libuv
// start for it inherit the lower priority; a system that refuses changes nothing.
try {
  if (os.getPriority() < BELOW_BUILD) os.setPriority(BELOW_BUILD);
} catch {
  // not permitted here: render at normal priority
}
const send = (message: unknown, code: number) =>
  (process.send as NonNullable<typeof process.send>)(message, () => process.exit(code));

// A build that stops (an error, Ctrl-C) takes its card renderer with it; the cards drawn so far
// stay in the cache for the next build.
process.once('disconnect', () => process.exit(0));

process.once('message', (options: RenderPostCardsOptions) => {
  import('./post-cards')
    .then(({ renderPostCards }) => renderPostCards(options))
    .then(
      ({ written }) => send({ written }, 0),
      (error: unknown) =>
        send({ error: error instanceof Error ? (error.stack ?? error.message) : String(error) }, 1),
    );
});
