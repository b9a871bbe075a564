import { LakeError, type SanityDoc } from './types';

/**
 * Sanity patch operations on one document, applied in Sanity's documented order:
 * set, setIfMissing, unset, inc, dec, insert. Paths support `a.b`, `a[2]`, `a[-1]` and
 * `a[_key=="k"]`, which is what @sanity/client's patch builder produces for our fields.
 */
export type PatchOps = {
  id?: string;
  query?: string;
  ifRevisionID?: string;
  set?: Record<string, unknown>;
  setIfMissing?: Record<string, unknown>;
  unset?: string[];
  inc?: Record<string, number>;
  dec?: Record<string, number>;
  insert?: {
    before?: string;
    after?: string;
    replace?: string;
    items: unknown[];
  };
};

type Segment = string | number | { key: string };

export function parsePath(path: string): Segment[] {
  const segments: Segment[] = [];
  const re =
    /([A-Za-z_$][\w$-]*)|\[\s*(-?\d+)\s*\]|\[\s*_key\s*==\s*(?:"([^"]*)"|'([^']*)')\s*\]|(\.)/gy;
  let match: RegExpExecArray | null;
  let last = 0;
  while ((match = re.exec(path)) !== null) {
    last = re.lastIndex;
    if (match[1] !== undefined) segments.push(match[1]);
    else if (match[2] !== undefined) segments.push(Number(match[2]));
    else if (match[3] !== undefined || match[4] !== undefined)
      segments.push({ key: match[3] ?? match[4] ?? '' });
    if (re.lastIndex === path.length) break;
  }
  if (last !== path.length || segments.length === 0) {
    throw new LakeError(400, `Invalid patch path "${path}"`, {
      error: { description: `Invalid path "${path}"`, type: 'mutationError' },
    });
  }
  return segments;
}

type Container = Record<string, unknown> | unknown[];

function step(container: unknown, segment: Segment): unknown {
  if (typeof segment === 'string') {
    return container && typeof container === 'object' && !Array.isArray(container)
      ? (container as Record<string, unknown>)[segment]
      : undefined;
  }
  if (!Array.isArray(container)) return undefined;
  const index = resolveIndex(container, segment);
  return index === -1 ? undefined : container[index];
}

function resolveIndex(array: unknown[], segment: number | { key: string }): number {
  if (typeof segment === 'number') {
    const index = segment < 0 ? array.length + segment : segment;
    return index >= 0 && index < array.length ? index : -1;
  }
  return array.findIndex(
    (item) =>
      !!item && typeof item === 'object' && (item as { _key?: unknown })._key === segment.key,
  );
}

function getAt(doc: unknown, path: Segment[]): unknown {
  return path.reduce<unknown>((node, segment) => step(node, segment), doc);
}

/** Sets a value, creating intermediate objects for attribute segments (as Sanity does). */
function setAt(doc: Record<string, unknown>, path: Segment[], value: unknown): void {
  let node: Container = doc;
  for (let i = 0; i < path.length - 1; i++) {
    const segment = path[i] as Segment;
    let next = step(node, segment);
    if (next === undefined || next === null || typeof next !== 'object') {
      if (typeof segment !== 'string' || Array.isArray(node)) return; // missing array item: no-op
      next = {};
      (node as Record<string, unknown>)[segment] = next;
    }
    node = next as Container;
  }
  const lastSegment = path[path.length - 1] as Segment;
  if (typeof lastSegment === 'string') {
    if (!Array.isArray(node)) node[lastSegment] = value;
    return;
  }
  if (Array.isArray(node)) {
    const index = resolveIndex(node, lastSegment);
    if (index !== -1) node[index] = value;
  }
}

function unsetAt(doc: Record<string, unknown>, path: Segment[]): void {
  const parent = getAt(doc, path.slice(0, -1));
  const lastSegment = path[path.length - 1] as Segment;
  if (!parent || typeof parent !== 'object') return;
  if (Array.isArray(parent)) {
    if (typeof lastSegment === 'string') return;
    const index = resolveIndex(parent, lastSegment);
    if (index !== -1) parent.splice(index, 1);
  } else if (typeof lastSegment === 'string') {
    delete (parent as Record<string, unknown>)[lastSegment];
  }
}

const PROTECTED = new Set(['_id', '_type', '_rev', '_createdAt', '_updatedAt']);

function checkWritable(path: string): void {
  if (PROTECTED.has(path)) {
    throw new LakeError(400, `Cannot patch the system field "${path}"`, {
      error: { description: `Cannot patch the system field "${path}"`, type: 'mutationError' },
    });
  }
}

/** Returns a patched copy of `doc`; never modifies the input. */
export function applyPatch(doc: SanityDoc, ops: PatchOps): SanityDoc {
  if (ops.ifRevisionID !== undefined && ops.ifRevisionID !== doc._rev) {
    throw new LakeError(409, `Document "${doc._id}" has unexpected revision ID`, {
      error: {
        description: `Document by ID "${doc._id}" has unexpected revision ID ("${doc._rev ?? ''}"), expected "${ops.ifRevisionID}"`,
        type: 'conflictError',
      },
    });
  }
  const next = structuredClone(doc) as SanityDoc;
  for (const [path, value] of Object.entries(ops.set ?? {})) {
    checkWritable(path);
    setAt(next, parsePath(path), structuredClone(value));
  }
  for (const [path, value] of Object.entries(ops.setIfMissing ?? {})) {
    checkWritable(path);
    const segments = parsePath(path);
    if (getAt(next, segments) === undefined) setAt(next, segments, structuredClone(value));
  }
  for (const path of ops.unset ?? []) {
    checkWritable(path);
    unsetAt(next, parsePath(path));
  }
  const addNumber = (path: string, amount: unknown, sign: 1 | -1) => {
    checkWritable(path);
    if (typeof amount !== 'number' || !Number.isFinite(amount)) {
      throw new LakeError(400, `inc/dec on "${path}" needs a number`, {
        error: { description: `inc/dec on "${path}" needs a number`, type: 'mutationError' },
      });
    }
    const segments = parsePath(path);
    const current = getAt(next, segments);
    // Like Sanity, inc/dec only touch numbers; pair them with setIfMissing for absent fields.
    if (typeof current === 'number') setAt(next, segments, current + sign * amount);
  };
  for (const [path, amount] of Object.entries(ops.inc ?? {})) addNumber(path, amount, 1);
  for (const [path, amount] of Object.entries(ops.dec ?? {})) addNumber(path, amount, -1);
  if (ops.insert) applyInsert(next, ops.insert);
  return next;
}

function applyInsert(doc: SanityDoc, insert: NonNullable<PatchOps['insert']>): void {
  const where = insert.before ?? insert.after ?? insert.replace;
  if (!where || !Array.isArray(insert.items)) {
    throw new LakeError(400, 'insert needs before, after or replace and an items array', {
      error: { description: 'Invalid insert patch', type: 'mutationError' },
    });
  }
  const segments = parsePath(where);
  const target = segments[segments.length - 1] as Segment;
  const array = getAt(doc, segments.slice(0, -1));
  if (!Array.isArray(array) || typeof target === 'string') return;
  const items = structuredClone(insert.items);
  let index = resolveIndex(array, target);
  if (index === -1) index = typeof target === 'number' && target < 0 ? array.length - 1 : 0;
  if (insert.replace !== undefined) array.splice(index, 1, ...items);
  else if (insert.after !== undefined)
    array.splice(array.length === 0 ? 0 : index + 1, 0, ...items);
  else array.splice(index, 0, ...items);
}
