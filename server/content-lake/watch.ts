/**
 * The embedded Content Lake's webhook: when the dataset folder changes on disk, the Lake reads
 * it again and sends, for each document that changed, the same signed request Sanity sends to
 * POST /api/hooks/content (one per mutated document, with the document before and after). A
 * folder that no longer loads (a malformed NDJSON line) sends one request saying so: the build
 * it queues fails on the same line and the build record shows why, while the live site stays.
 */
import fs from 'node:fs';
import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook';
import type { ContentStore } from './store';

export type DatasetWatchOptions = {
  /** Where the webhook goes, e.g. http://127.0.0.1:8000/api/hooks/content. */
  hookUrl: string;
  secret: string;
  /** Quiet time after the last change on disk before the folder is read. @default 300 ms */
  debounceMs?: number;
  log?: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };
};

/** Signs `body` as Sanity does and posts it. Resolves to the response's status. */
async function sendSignedWebhook(url: string, body: string, secret: string) {
  const signature = await encodeSignatureHeader(body, Date.now(), secret);
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [SIGNATURE_HEADER_NAME]: signature },
    body,
    signal: AbortSignal.timeout(10_000),
  });
  await response.arrayBuffer();
  return response.status;
}

/** Watches the store's dataset folder; returns a function that stops watching. */
export function watchDataset(store: ContentStore, options: DatasetWatchOptions): () => void {
  const debounceMs = options.debounceMs ?? 300;
  let reading = Promise.resolve();

  const send = async (payload: unknown) => {
    try {
      const status = await sendSignedWebhook(
        options.hookUrl,
        JSON.stringify(payload),
        options.secret,
      );
      if (status >= 400) options.log?.warn({ status }, 'content webhook refused');
    } catch (error) {
      options.log?.warn({ error: (error as Error).message }, 'content webhook not delivered');
    }
  };

  const readFolder = async () => {
    let changes;
    try {
      changes = store.reload();
    } catch (error) {
      const problem = (error as Error).message;
      options.log?.warn({ problem }, 'content folder no longer loads; the site keeps its content');
      // The reason is one line of the build record; the failed build's log lists every problem.
      const [first = '', ...more] = problem.split('\n');
      const others = more.length > 0 ? ` (and ${more.length} more)` : '';
      await send({ reason: `content folder changed and does not load: ${first}${others}` });
      return;
    }
    if (changes.length > 0) {
      options.log?.info({ documents: changes.length }, 'content folder changed');
    }
    for (const change of changes) {
      await send({ _id: change.id, before: change.before ?? null, after: change.after ?? null });
    }
  };

  return watchFolder(store.contentDir, debounceMs, () => {
    reading = reading.then(readFolder);
  });
}

/**
 * Calls `onChange` once a burst of changes in `dir` or a folder below it (the authoring folder's
 * YAML files, posts/<slug>/, images; or an export's data.ndjson and images/) has been quiet for
 * `debounceMs`. The folders are watched, not their files: an editor that saves by writing a new
 * file and renaming it over the old one (vim, `sed -i`) replaces the file, and a watch on the old
 * file would hear nothing after the first save. The watchers never keep the process alive. Returns a function that stops them.
 */
export function watchFolder(dir: string, debounceMs: number, onChange: () => void): () => void {
  let timer: NodeJS.Timeout | undefined;
  // The authoring folder nests (posts/<slug>/index.md): one recursive watch also hears a
  // folder added later (a new post).
  const folders = [dir];
  const watchers = folders.map((folder) => {
    const watcher = fs.watch(folder, { persistent: false, recursive: true }, () => {
      clearTimeout(timer);
      timer = setTimeout(onChange, debounceMs);
      timer.unref();
    });
    watcher.on('error', () => watcher.close());
    return watcher;
  });
  return () => {
    clearTimeout(timer);
    for (const watcher of watchers) watcher.close();
  };
}
