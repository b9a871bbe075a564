/**
 * The embedded Content Lake's webhook: when the authoring folder changes on disk, the Lake reads
 * it again and sends the server one signed request, as Sanity would send to
 * POST /api/hooks/content, saying what changed in the owner's words ("content/posts/hello/index.md
 * changed"). One save is one request, however the editor wrote it (in place, a temporary file
 * renamed over the old one, a folder of images copied in): the watcher waits until the folder
 * has been quiet for a moment, then reads it once.
 *
 * A folder that does not load (half a file saved, a missing image) is read again once more after
 * a pause, in case the writer was only slow; if it still does not load, one request carries the
 * loader's error (which names file:line) and the server records one failed build without
 * running Gatsby, while the live site and the Lake keep the last good content.
 */
import fs from 'node:fs';
import path from 'node:path';
import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook';
import type { ContentStore, DocumentChange } from './store';
import type { SanityDoc } from './types';

type Log = { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };

export type DatasetWatchOptions = {
  /** Where the webhook goes, e.g. http://127.0.0.1:8000/api/hooks/content. */
  hookUrl: string;
  secret: string;
  /** Quiet time after the last change on disk before the folder is read. @default 300 ms */
  debounceMs?: number;
  /** Pause before a folder that did not load is read again. @default 1000 ms */
  retryMs?: number;
  log?: Log;
};

/** What one webhook from the Lake says: the change, and the loader's error when it failed. */
type LakeWebhook = { reason: string; documents?: string[]; error?: string };

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

/** Fields whose change alone needs no build: a post's starting claps and the Lake's stamps. */
const IGNORED_FIELDS = new Set(['claps', '_rev', '_updatedAt']);

const withoutIgnored = (doc: SanityDoc | undefined) =>
  JSON.stringify(doc ? Object.entries(doc).filter(([key]) => !IGNORED_FIELDS.has(key)) : null);

/** Whether a document change shows on the site (a claps-only edit does not). */
function changeShows(change: { before?: SanityDoc; after?: SanityDoc }): boolean {
  return withoutIgnored(change.before) !== withoutIgnored(change.after);
}

// Files editors write beside the one they save and remove again: vim's swap and backup files
// and its 4913 probe, Emacs' lock and autosave files, `sed -i`'s sedXXXXXX, *.tmp, *.bak.
const SCRATCH = /(^\.|~$|\.sw[a-p]$|\.(tmp|bak|orig)$|^#.*#$|^\d+$|^sed[A-Za-z0-9]{6}$)/;

/**
 * One line naming what changed, from the paths the watcher saw (relative to the folder), for
 * the build record: "content/posts/hello/index.md changed", "content/posts/new/ changed (4
 * files: index.md, cover.jpg, …)". `shownAs` is how the folder is named (content/).
 */
export function describeChanges(paths: string[], dir: string, shownAs: string): string {
  const name = (p: string) => `${shownAs}${p.split(path.sep).join('/')}`;
  const exists = (p: string) => fs.existsSync(path.join(dir, p));
  const isDir = (p: string) => {
    try {
      return fs.statSync(path.join(dir, p)).isDirectory();
    } catch {
      return false;
    }
  };
  const named = paths.filter(Boolean);
  const gone = named.filter((p) => p.endsWith(path.sep) && !exists(p));
  const unique = [...new Set(named.map((p) => p.replace(/[\\/]+$/, '')))].sort();
  // A folder's own events (it is there, or paths inside it are named) say nothing the files
  // in it do not; an editor's scratch files are gone by the time the folder is read.
  const folder = (p: string) =>
    isDir(p) ||
    gone.includes(`${p}${path.sep}`) ||
    unique.some((q) => q.startsWith(`${p}${path.sep}`));
  const files = unique.filter((p) => !folder(p) && (exists(p) || !SCRATCH.test(path.basename(p))));
  if (files.length === 0) {
    if (gone.length > 0) return `${name(gone[0]!.slice(0, -1))}/ removed`;
    const folders = unique.filter(folder);
    return folders.length ? `${name(folders[0]!)}/ changed` : `${shownAs} changed`;
  }
  const said = (p: string) => `${name(p)} ${exists(p) ? 'changed' : 'removed'}`;
  if (files.length === 1) return said(files[0]!);
  // Several files: the deepest folder they share, when there is one below the top.
  const parts = files.map((p) => p.split(path.sep));
  const common: string[] = [];
  for (let i = 0; parts.every((p) => p.length > i + 1 && p[i] === parts[0]![i]); i++) {
    common.push(parts[0]![i]!);
  }
  const listed = (items: string[]) =>
    items.length > 3 ? `${items.slice(0, 3).join(', ')}, …` : items.join(', ');
  const verb = files.some(exists) ? 'changed' : 'removed';
  if (common.length > 0) {
    const inside = files.map((p) => p.split(path.sep).slice(common.length).join('/'));
    return `${name(common.join(path.sep))}/ ${verb} (${files.length} files: ${listed(inside)})`;
  }
  return files.length === 2
    ? `${name(files[0]!)} and ${name(files[1]!)} ${verb}`
    : `${listed(files.map(name))} ${verb} (${files.length} files)`;
}

/** How the folder is named in reasons: relative to the working folder when inside it. */
function shownName(dir: string): string {
  const relative = path.relative(process.cwd(), dir);
  const inside = relative && !relative.startsWith('..') && !path.isAbsolute(relative);
  return `${inside ? relative.split(path.sep).join('/') : dir}/`;
}

/**
 * Reads the store's folder once per burst of changes and tells `onChange` what it found: the
 * documents that changed in a way the site shows, or the loader's error. Used by the server
 * (webhooks that queue builds) and by `gatsby develop` (a refresh). Returns a function that
 * stops watching.
 */
export function watchStore(
  store: {
    contentDir: string;
    reload(): DocumentChange[] | Promise<DocumentChange[]>;
  },
  options: { debounceMs?: number; retryMs?: number },
  onChange: (
    change:
      | { reason: string; documents: string[]; error?: undefined }
      | { reason: string; error: string },
  ) => Promise<void> | void,
): () => void {
  const retryMs = options.retryMs ?? 1000;
  const shownAs = shownName(store.contentDir);
  let reading = Promise.resolve();
  let retry: NodeJS.Timeout | undefined;
  // Paths of a burst whose read failed and waits for its retry; a new burst takes them along.
  let pending: string[] = [];

  const read = async (paths: string[], attempt: number): Promise<void> => {
    const reason = describeChanges(paths, store.contentDir, shownAs);
    let changes;
    try {
      changes = await store.reload();
    } catch (error) {
      if (attempt === 0) {
        // Perhaps a slow writer: read again after a pause unless the folder changes meanwhile
        // (then the next burst reads it, with these paths too).
        retry = setTimeout(() => {
          retry = undefined;
          reading = reading.then(() => read(paths, 1));
        }, retryMs);
        retry.unref();
        pending = paths;
        return;
      }
      pending = [];
      await onChange({ reason, error: (error as Error).message });
      return;
    }
    pending = [];
    const shown = changes.filter(changeShows).map((change) => change.id);
    if (shown.length > 0) await onChange({ reason, documents: shown });
  };

  return watchFolder(store.contentDir, options.debounceMs ?? 300, (paths) => {
    if (retry) {
      clearTimeout(retry);
      retry = undefined;
    }
    const all = [...pending, ...paths];
    reading = reading.then(() => read(all, 0));
  });
}

/** Watches the store's authoring folder and sends the server one webhook per change. */
export function watchDataset(store: ContentStore, options: DatasetWatchOptions): () => void {
  const send = async (payload: LakeWebhook) => {
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
  return watchStore(store, options, async (change) => {
    if (change.error !== undefined) {
      options.log?.warn(
        { reason: change.reason, problem: change.error },
        'content folder does not load; the site keeps its content',
      );
      await send({ reason: change.reason, error: change.error });
      return;
    }
    options.log?.info(
      { reason: change.reason, documents: change.documents.length },
      'content changed',
    );
    await send({ reason: change.reason, documents: change.documents });
  });
}

/**
 * Calls `onChange` with the paths (relative to `dir`) that changed in a burst, once the burst
 * has been quiet for `debounceMs`. Every folder of the tree is watched itself, folders made
 * later included, never a file: an editor that saves by writing a new file and renaming it over
 * the old one (vim, `sed -i`) replaces the file, and a watch on the old file hears nothing after
 * the first save. (Node's own `recursive` watch on Linux watches files that way and missed
 * every save after the first one renamed over a file.) The watchers never keep the process
 * alive. Returns a function that stops them.
 */
function watchFolder(
  dir: string,
  debounceMs: number,
  onChange: (paths: string[]) => void,
): () => void {
  let timer: NodeJS.Timeout | undefined;
  let paths = new Set<string>();
  const watchers = new Map<string, fs.FSWatcher>();
  let stopped = false;

  const heard = (relative: string) => {
    paths.add(relative);
    clearTimeout(timer);
    timer = setTimeout(() => {
      const burst = [...paths];
      paths = new Set();
      onChange(burst);
    }, debounceMs);
    timer.unref();
  };

  /**
   * Watches `relative` (a folder under `dir`, '' for itself) and every folder in it. `isNew`: a
   * folder made since the start, whose files may have been written before its watch began
   * (`cp -r`): they are named as changed.
   */
  const watchTree = (relative: string, isNew: boolean) => {
    if (stopped || watchers.has(relative)) return;
    const folder = path.join(dir, relative);
    let watcher: fs.FSWatcher;
    try {
      watcher = fs.watch(folder, { persistent: false }, (_event, filename) => {
        if (!fs.existsSync(folder)) {
          // The folder itself went (the event names it by its own name).
          heard(`${relative}${path.sep}`);
          forget();
          return;
        }
        const changed = path.join(relative, filename ?? '');
        // A folder it watches (removed, say) is named as a folder: "posts/hello/".
        heard(watchers.has(changed) ? `${changed}${path.sep}` : changed);
        if (filename && isFolder(path.join(dir, changed))) watchTree(changed, true);
      });
    } catch {
      return; // gone already
    }
    const forget = () => {
      watcher.close();
      watchers.delete(relative);
    };
    watcher.on('error', forget);
    watchers.set(relative, watcher);
    let entries: fs.Dirent[] = [];
    try {
      entries = fs.readdirSync(folder, { withFileTypes: true });
    } catch {
      forget();
      return;
    }
    for (const entry of entries) {
      const inner = path.join(relative, entry.name);
      if (isNew) heard(inner);
      if (entry.isDirectory()) watchTree(inner, isNew);
    }
  };
  watchTree('', false);

  return () => {
    stopped = true;
    clearTimeout(timer);
    for (const watcher of watchers.values()) watcher.close();
    watchers.clear();
  };
}

function isFolder(file: string): boolean {
  try {
    return fs.statSync(file).isDirectory();
  } catch {
    return false;
  }
}
