import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { SimpleIcon } from 'simple-icons';

/**
 * The skills' brand marks, from content: each skill names a simple-icons slug (or `csharp`, which
 * the ui draws itself), resolved here at build time. The badges get only a mark's title, colour
 * and a reference into one sprite (`/marks/skills.svg#<slug>`) that `writeSkillSprite` writes
 * into the built site, so adding a skill is a content edit and the paths stay out of the pages'
 * script and HTML (one cached file, as before the skills were content).
 */

/** Where the sprite is on the site. */
const SKILL_SPRITE = '/marks/skills.svg';

/** Icons the ui draws itself (ui/Skills/csharpMark.ts): no simple-icons mark. */
const OWN_MARKS = new Set(['csharp']);

/** A resolved mark, as the `SkillMark` GraphQL type gives it to the page. */
export type SkillMark = { slug: string; title: string; hex: string; sprite: string };

let bySlug: Map<string, SimpleIcon> | undefined;

/** Node's require from the project, so no bundler (Gatsby compiles this file) inlines a package. */
const projectRequire = () => createRequire(path.join(process.cwd(), 'package.json'));

/**
 * simple-icons by slug, loaded once per process, and only by a build that has skills (the
 * package is one 5 MB module).
 */
async function icons(): Promise<Map<string, SimpleIcon>> {
  if (!bySlug) {
    const module = projectRequire()('simple-icons') as Record<string, unknown>;
    bySlug = new Map();
    for (const value of Object.values(module)) {
      const icon = value as Partial<SimpleIcon> | null;
      if (icon && typeof icon.slug === 'string' && typeof icon.path === 'string') {
        bySlug.set(icon.slug, icon as SimpleIcon);
      }
    }
  }
  return bySlug;
}

const normalise = (slug: string | null | undefined) => slug?.trim().toLowerCase() ?? '';

/** Whether the ui draws this icon itself. */
export const isOwnMark = (slug: string | null | undefined) => OWN_MARKS.has(normalise(slug));

/**
 * The mark of a simple-icons slug, or null for the ui's own marks, an empty slug or one
 * simple-icons does not have (the embedded Content Lake refuses unknown slugs with the file and
 * line; content from a Sanity project is checked here, and `onUnknown` hears about it).
 */
export async function skillMark(
  slug: string | null | undefined,
  onUnknown?: (slug: string) => void,
): Promise<SkillMark | null> {
  const key = normalise(slug);
  if (!key || OWN_MARKS.has(key)) return null;
  const icon = (await icons()).get(key);
  if (!icon) {
    onUnknown?.(key);
    return null;
  }
  return { slug: key, title: icon.title, hex: icon.hex, sprite: `${SKILL_SPRITE}#${key}` };
}

/** The sprite of the given slugs: one unfilled <symbol> each (the <use> decides the colour). */
async function skillSprite(slugs: readonly string[]): Promise<string> {
  const all = await icons();
  const symbols = [...new Set(slugs.map(normalise))].sort().flatMap((slug) => {
    const icon = all.get(slug);
    return icon
      ? [`<symbol id="${slug}" viewBox="0 0 24 24"><path d="${icon.path}"/></symbol>`]
      : [];
  });
  const { version } = JSON.parse(
    // The package's exports leave package.json out; it is beside its entry.
    await fs.readFile(
      path.join(path.dirname(projectRequire().resolve('simple-icons')), 'package.json'),
      'utf8',
    ),
  ) as { version: string };
  return `<svg xmlns="http://www.w3.org/2000/svg">\n<!-- simple-icons ${version} (CC0), the skills in content -->\n${symbols.join('\n')}\n</svg>\n`;
}

/**
 * Writes the sprite of these skills' icons into `publicDir` (public/marks/skills.svg), only when
 * its text changed, so an unchanged build leaves the file (and its precompressed copies) alone.
 * Returns how many marks it holds.
 */
export async function writeSkillSprite(publicDir: string, slugs: readonly string[]) {
  const text = await skillSprite(slugs.filter((slug) => !isOwnMark(slug)));
  const target = path.join(publicDir, SKILL_SPRITE.slice(1));
  const current = await fs.readFile(target, 'utf8').catch(() => undefined);
  if (current !== text) {
    await fs.mkdir(path.dirname(target), { recursive: true });
    const temp = `${target}.${process.pid}.tmp`;
    await fs.writeFile(temp, text);
    await fs.rename(temp, target);
  }
  return { marks: (text.match(/<symbol /g) ?? []).length };
}
