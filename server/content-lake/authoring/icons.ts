import fs from 'node:fs';
import path from 'node:path';
import { resolvePackageFile } from './resolve';

/** Marks the site draws itself (not in simple-icons). */
const OWN_MARKS = new Set(['csharp']);

let slugs: Set<string> | undefined;

/** simple-icons' slugs: the file names of its icons folder. */
function simpleIconSlugs(): Set<string> {
  if (!slugs) {
    const folder = path.dirname(resolvePackageFile('simple-icons/icons/react.svg'));
    slugs = new Set(
      fs
        .readdirSync(folder)
        .filter((name) => name.endsWith('.svg'))
        .map((name) => name.slice(0, -4)),
    );
  }
  return slugs;
}

/** Whether the site can draw `icon`: a simple-icons slug, or one of its own marks. */
export function isKnownIcon(icon: string): boolean {
  return OWN_MARKS.has(icon) || simpleIconSlugs().has(icon);
}
