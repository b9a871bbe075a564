// The process build/social-cards-aside.ts starts: renders the posts' social cards into the cache
// while Gatsby builds the site, at a lower priority than the build, and answers over IPC.
import os from 'node:os';
import { renderPostCards, type RenderPostCardsOptions } from './social-cards';

// Below the build's own processes: the cards use the cores the build leaves idle. Threads
// started from here on (libvips's, libuv's) inherit it; a system that refuses it changes nothing.
try {
  os.setPriority(os.constants.priority.PRIORITY_BELOW_NORMAL);
} catch {
  // not permitted here: render at normal priority
}

const send = (message: unknown, code: number) =>
  (process.send as NonNullable<typeof process.send>)(message, () => process.exit(code));

process.once('message', (options: RenderPostCardsOptions) => {
  renderPostCards(options).then(
    ({ written }) => send({ written }, 0),
    (error: unknown) =>
      send({ error: error instanceof Error ? (error.stack ?? error.message) : String(error) }, 1),
  );
});
