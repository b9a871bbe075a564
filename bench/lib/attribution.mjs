// Which modules a route's scripts are made of: each built chunk's source map (moved to
// sourcemaps/ by the build) says which source every run of generated code comes from. Bytes are
// counted raw per source and the chunk's brotli size is shared out in the same proportions (an
// estimate: brotli does not compress every module equally, but the order and rough size hold).
import fs from 'node:fs';
import path from 'node:path';
import { SourceMapConsumer } from 'source-map-js';

/** A source's owner: its npm package, Gatsby's runtime (.cache), or our own file. */
export function ownerOf(source) {
  const clean = source.replace(/^webpack:\/\/[^/]*\//, '').replace(/^\.\//, '');
  const modules = /(?:^|\/)node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(clean);
  if (modules) return modules[1];
  if (clean.startsWith('.cache/')) return 'gatsby (.cache runtime)';
  return clean;
}

/** Raw bytes of generated code per owner in one chunk, from its source map. */
function chunkOwners(code, map) {
  const lines = code.split('\n');
  const mappings = [];
  new SourceMapConsumer(map).eachMapping((m) => mappings.push(m));
  mappings.sort(
    (a, b) => a.generatedLine - b.generatedLine || a.generatedColumn - b.generatedColumn,
  );
  const bytes = new Map();
  mappings.forEach((m, i) => {
    const next = mappings[i + 1];
    const end =
      next && next.generatedLine === m.generatedLine
        ? next.generatedColumn
        : (lines[m.generatedLine - 1]?.length ?? m.generatedColumn);
    const owner = m.source ? ownerOf(m.source) : '(webpack glue)';
    bytes.set(owner, (bytes.get(owner) ?? 0) + Math.max(0, end - m.generatedColumn));
  });
  return bytes;
}

/**
 * Estimated brotli bytes per owner over a route's scripts (`files`: paths under publicDir with
 * their brotli size), biggest first. Chunks without a map are one owner each.
 */
export function attribute(publicDir, mapDir, files) {
  const owners = new Map();
  const addTo = (owner, bytes) => owners.set(owner, (owners.get(owner) ?? 0) + bytes);
  for (const { file, brotli } of files) {
    const mapFile = path.join(mapDir, `${path.basename(file)}.map`);
    if (!fs.existsSync(mapFile)) {
      addTo(path.basename(file), brotli);
      continue;
    }
    const code = fs.readFileSync(path.join(publicDir, file), 'utf8');
    const raw = chunkOwners(code, JSON.parse(fs.readFileSync(mapFile, 'utf8')));
    const total = [...raw.values()].reduce((a, b) => a + b, 0) || 1;
    for (const [owner, bytes] of raw) addTo(owner, (bytes / total) * brotli);
  }
  return [...owners]
    .map(([owner, brotli]) => ({ owner, brotli }))
    .sort((a, b) => b.brotli - a.brotli);
}

/**
 * The reason on file for `owner` on `route` (bench/js-reasons.mjs, whose header gives the key
 * format): the owner's own entry, else the longest folder entry (a key ending in "/") it sits
 * under. An entry is a sentence, or sentences by route: an exact route, or a prefix ending in
 * "*" (the longest that matches wins). `key` is the entry used; undefined when there is none.
 */
export function reasonFor(reasons, owner, route) {
  const longest = (keys) => keys.sort((a, b) => b.length - a.length)[0];
  const key = Object.hasOwn(reasons, owner)
    ? owner
    : longest(Object.keys(reasons).filter((k) => k.endsWith('/') && owner.startsWith(k)));
  if (!key) return undefined;
  const entry = reasons[key];
  if (typeof entry === 'string') return { key, reason: entry };
  const routeKey = Object.hasOwn(entry, route)
    ? route
    : longest(
        Object.keys(entry).filter((k) => k.endsWith('*') && route.startsWith(k.slice(0, -1))),
      );
  return routeKey ? { key, reason: entry[routeKey] } : undefined;
}
