/**
 * Release folders: every successful build of the site is copied into its own folder under the
 * releases root, and the server serves whatever `current` points at.
 *
 *   .data/releases/
 *     20261124-101500-000/   one finished build each (Gatsby's public/, copied)
 *     20261124-103012-000/
 *     current  -> 20261124-103012-000   what the server serves
 *     previous -> 20261124-101500-000   what it served before, for the grace period
 *
 * A switch writes a new symlink beside the old one and renames it over `current`: one rename,
 * so a request sees either the old release or the new one, never a mix of files. `previous`
 * lets a page of the last release that is already open keep loading its hashed chunks (see
 * `servesFromPrevious`). The newest `keep` releases stay on disk for `npm run rollback`.
 */
import fs from 'node:fs';
import path from 'node:path';

export const CURRENT = 'current';
export const PREVIOUS = 'previous';
const PARTIAL = '.partial';
const ID = /^\d{8}-\d{6}-\d{3}$/;

export type Release = {
  id: string;
  dir: string;
  /** When the release was made, read from its id. */
  createdAt: Date;
  current: boolean;
};

/** A sortable, readable id from a time: 20261124-103012-123 (UTC). */
function releaseId(time: Date): string {
  const iso = time.toISOString(); // 2026-11-24T10:30:12.123Z
  return `${iso.slice(0, 10).replaceAll('-', '')}-${iso.slice(11, 19).replaceAll(':', '')}-${iso.slice(20, 23)}`;
}

function idTime(id: string): Date {
  const [d, t, ms] = id.split('-') as [string, string, string];
  return new Date(
    `${d.slice(0, 4)}-${d.slice(4, 6)}-${d.slice(6, 8)}T${t.slice(0, 2)}:${t.slice(2, 4)}:${t.slice(4, 6)}.${ms}Z`,
  );
}

function readLink(root: string, name: string): string | undefined {
  try {
    return path.basename(fs.readlinkSync(path.join(root, name)));
  } catch {
    return undefined;
  }
}

/** The id `current` points at, if any release was ever published here. */
export function currentReleaseId(root: string): string | undefined {
  return readLink(root, CURRENT);
}

/** Every finished release, oldest first. */
export function listReleases(root: string): Release[] {
  let names: string[];
  try {
    names = fs.readdirSync(root);
  } catch {
    return [];
  }
  const current = currentReleaseId(root);
  return names
    .filter((name) => ID.test(name))
    .sort()
    .map((id) => ({
      id,
      dir: path.join(root, id),
      createdAt: idTime(id),
      current: id === current,
    }));
}

/** Points `name` at release `id` in one rename. */
function pointAt(root: string, name: string, id: string): void {
  const link = path.join(root, name);
  const temporary = `${link}.${process.pid}.${Date.now()}.tmp`;
  fs.symlinkSync(id, temporary);
  fs.renameSync(temporary, link);
}

/**
 * Makes release `id` the one served. The release served until now becomes `previous` first, so
 * its hashed assets stay reachable while `current` moves.
 */
function switchRelease(root: string, id: string): void {
  if (!ID.test(id) || !fs.existsSync(path.join(root, id, 'index.html'))) {
    throw new Error(`No release "${id}" in ${root} (npm run rollback lists them).`);
  }
  const before = currentReleaseId(root);
  pointAt(root, PREVIOUS, before && before !== id ? before : id);
  pointAt(root, CURRENT, id);
}

/**
 * Copies a finished build into a new release folder and switches to it. The copy is written
 * under a temporary name and renamed when complete, so a failed copy leaves nothing that looks
 * like a release. Returns the new release's id.
 */
export async function publishRelease(
  root: string,
  builtDir: string,
  options: { keep: number; now?: Date } = { keep: 5 },
): Promise<string> {
  if (!fs.existsSync(path.join(builtDir, 'index.html'))) {
    throw new Error(`The build in ${builtDir} has no index.html; nothing was published.`);
  }
  await fs.promises.mkdir(root, { recursive: true });
  let time = (options.now ?? new Date()).getTime();
  // Two publishes in one millisecond (tests, a rollback script racing a build) get distinct ids.
  while (fs.existsSync(path.join(root, releaseId(new Date(time))))) time += 1;
  const id = releaseId(new Date(time));
  const partial = path.join(root, `${id}${PARTIAL}`);
  try {
    await copyBuild(root, path.resolve(builtDir), partial, id);
    await fs.promises.rename(partial, path.join(root, id));
    // Recorded only once the release is complete (see copyBuild).
    await fs.promises.rename(path.join(root, `${SOURCES}.${id}`), path.join(root, SOURCES));
  } catch (error) {
    await fs.promises.rm(partial, { recursive: true, force: true });
    await fs.promises.rm(path.join(root, `${SOURCES}.${id}`), { force: true });
    throw error;
  }
  switchRelease(root, id);
  pruneReleases(root, options.keep);
  return id;
}

/** Files copied or linked at once: enough to keep the disk busy, few enough to keep the
 * server's event loop answering requests in between. */
const COPY_BATCH = 32;
/** What each release was copied from (beside the releases, never served). */
const SOURCES = 'sources.json';

type Sources = {
  release: string;
  builtDir: string;
  files: Record<string, [number, number, number]>;
};

/**
 * Copies the build in `from` to `to`. A file the build folder still holds untouched since the
 * previous release was copied from it (same inode, size and modification time: Gatsby leaves
 * what a build did not change alone) is hard-linked from that release instead, so a release of
 * a thousand posts after a one-post edit costs a few copies and thousands of links, not 170 MB
 * of copying. Releases are never written after they are made, so they may share files; nothing
 * is ever linked to the build folder itself, which the next build rewrites in place.
 */
async function copyBuild(root: string, from: string, to: string, id: string): Promise<void> {
  let known: Sources | undefined;
  try {
    known = JSON.parse(await fs.promises.readFile(path.join(root, SOURCES), 'utf8')) as Sources;
  } catch {
    known = undefined;
  }
  const previous =
    known && known.builtDir === from && known.release === currentReleaseId(root)
      ? known
      : undefined;
  const files: string[] = [];
  const folders: string[] = [''];
  for (let i = 0; i < folders.length; i++) {
    const folder = folders[i] as string;
    await fs.promises.mkdir(path.join(to, folder), { recursive: true });
    for (const entry of await fs.promises.readdir(path.join(from, folder), {
      withFileTypes: true,
    })) {
      const relative = path.join(folder, entry.name);
      if (entry.isDirectory()) folders.push(relative);
      else if (entry.isFile()) files.push(relative);
    }
  }
  const next: Sources = { release: id, builtDir: from, files: {} };
  const place = async (relative: string) => {
    const source = path.join(from, relative);
    const target = path.join(to, relative);
    const stat = await fs.promises.stat(source);
    next.files[relative] = [stat.ino, stat.size, stat.mtimeMs];
    const was = previous?.files[relative];
    if (previous && was && was[0] === stat.ino && was[1] === stat.size && was[2] === stat.mtimeMs) {
      const linked = await fs.promises
        .link(path.join(root, previous.release, relative), target)
        .then(() => true)
        .catch(() => false);
      if (linked) return;
    }
    await fs.promises.copyFile(source, target);
  };
  for (let i = 0; i < files.length; i += COPY_BATCH) {
    await Promise.all(files.slice(i, i + COPY_BATCH).map(place));
  }
  return void (await fs.promises.writeFile(
    path.join(root, `${SOURCES}.${id}`),
    JSON.stringify(next),
  ));
}

/**
 * Deletes all but the newest `keep` releases, never the ones `current` or `previous` point at,
 * and any copy a crash left half-written.
 */
function pruneReleases(root: string, keep: number): string[] {
  const pinned = new Set([currentReleaseId(root), readLink(root, PREVIOUS)]);
  const releases = listReleases(root);
  const removed: string[] = [];
  for (const release of releases.slice(0, Math.max(0, releases.length - keep))) {
    if (pinned.has(release.id)) continue;
    fs.rmSync(release.dir, { recursive: true, force: true });
    removed.push(release.id);
  }
  // A copy older than an hour under its temporary name was cut off (a crash mid-publish).
  for (const name of fs.readdirSync(root)) {
    const dir = path.join(root, name);
    if (name.endsWith(PARTIAL) && Date.now() - fs.statSync(dir).mtimeMs > 3_600_000) {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }
  return removed;
}

/**
 * Switches back: to release `id` when given, else to the newest release older than the
 * current one. Returns the ids switched from and to.
 */
export function rollbackRelease(root: string, id?: string): { from?: string; to: string } {
  const releases = listReleases(root);
  const from = currentReleaseId(root);
  let to = id;
  if (!to) {
    const index = releases.findIndex((r) => r.id === from);
    const older = index > 0 ? releases[index - 1] : undefined;
    if (!older)
      throw new Error(`No release older than ${from ?? 'the current one'} to go back to.`);
    to = older.id;
  }
  switchRelease(root, to);
  return { from, to };
}

/**
 * Files whose names carry a content hash: safe to serve from an older release (a search left
 * open across a release switch still loads the old index's chunks).
 */
const HASHED =
  /^\/(?:[\w-]+-[0-9a-f]{16,}\.(?:js|css)|(?:static|_gatsby)\/.+|page-data\/sq\/d\/\d+\.json|pagefind\/.+\.pf_\w+)$/;

/**
 * Whether a request for `pathName` may be answered from the previous release: only hashed
 * assets (a page of the last release, still open, loading its chunks), and only for
 * `graceMs` after the switch (the time `current` was last written).
 */
export function servesFromPrevious(
  root: string,
  pathName: string,
  graceMs: number,
  now = Date.now(),
): boolean {
  if (!HASHED.test(pathName)) return false;
  try {
    return now - fs.lstatSync(path.join(root, CURRENT)).mtimeMs <= graceMs;
  } catch {
    return false;
  }
}
