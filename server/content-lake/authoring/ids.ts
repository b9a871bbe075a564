import crypto from 'node:crypto';

/** `_createdAt`/`_updatedAt` of documents without a date of their own (the Lake moves
 * `_updatedAt` when one changes, see store.ts). */
export const UNDATED = '2023-10-01T09:00:00Z';

/** A date or date-time as Sanity stamps documents: UTC, whole seconds without `.000`. */
export const stamp = (date: string): string => new Date(date).toISOString().replace('.000Z', 'Z');

/** A stable revision id for a document (what Sanity's `_rev` looks like, derived from `seed`). */
export const rev = (seed: string): string =>
  crypto.createHash('sha1').update(seed).digest('base64url').slice(0, 22);

export const sha1 = (data: string | Buffer): string =>
  crypto.createHash('sha1').update(data).digest('hex');

/**
 * Deterministic 12-hex `_key`s, `seed:0`, `seed:1`, …, so the same file always gives the same
 * keys (the built HTML carries some of them).
 */
export function keyMaker(seed: string): () => string {
  let n = 0;
  return () => sha1(`${seed}:${n++}`).slice(0, 12);
}

/** `Nimbus Labs` -> `nimbus-labs`: lowercase ASCII letters and digits joined by dashes. */
function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** A valid slug (a post folder, a category): lowercase letters and digits, single dashes. */
export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Gives `prefix-<slug>`, then `prefix-<slug>-2`, `-3` for repeats within one list. */
export function idMaker(prefix: string): (name: string) => string {
  const seen = new Map<string, number>();
  return (name) => {
    const base = `${prefix}-${slugify(name) || 'entry'}`;
    const n = (seen.get(base) ?? 0) + 1;
    seen.set(base, n);
    return n === 1 ? base : `${base}-${n}`;
  };
}
