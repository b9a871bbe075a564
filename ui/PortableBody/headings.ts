import { toPlainText } from '@portabletext/react';
import type { BodyBlock } from './types';

/** A section heading of a post body, as the table of contents lists it. */
export type BodyHeading = {
  /** The heading element's id (the `#fragment` that links to it), unique on the page. */
  id: string;
  /** The heading's plain text. */
  text: string;
  /** 2 for a section (portable-text styles h1 and h2 both render as <h2>), 3 for a subsection. */
  level: 2 | 3;
};

/**
 * Ids the page around a post body uses or may use (the skip link's target `main`, a link to the
 * comments, Gatsby's own nodes, `post-body` on the body itself), so a heading never takes one
 * of them: a heading called 'Main' gets `main-2`.
 */
export const RESERVED_HEADING_IDS: readonly string[] = [
  'main',
  'comments',
  'post-body',
  'gatsby-focus-wrapper',
  'gatsby-announcer',
];

const LEVELS: Record<string, 2 | 3> = { h1: 2, h2: 2, h3: 3 };

/**
 * A heading's text as a URL fragment: lower case, accents dropped ('Café' -> 'cafe'), letters
 * of any script and digits kept ('Привет мир' -> 'привет-мир'), apostrophes removed ("Don't"
 * -> 'dont'), every other run of characters one hyphen; 'section' when nothing is left.
 */
export function slugify(text: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/['’‘`]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  return slug || 'section';
}

function isHeadingBlock(block: BodyBlock): block is BodyBlock & { style: string } {
  return (
    block._type === 'block' &&
    typeof block.style === 'string' &&
    block.style in LEVELS &&
    // A block in a list renders as a list item whatever its style.
    !block.listItem &&
    Array.isArray(block.children)
  );
}

/**
 * The body's headings paired with the blocks they come from, for PortableBody, which renders
 * each heading with the id the table of contents links to.
 */
export function headingEntries(value: readonly BodyBlock[]): [BodyBlock, BodyHeading][] {
  const used = new Set(RESERVED_HEADING_IDS);
  const entries: [BodyBlock, BodyHeading][] = [];
  for (const block of value) {
    if (!block || !isHeadingBlock(block)) continue;
    const text = toPlainText(block as never)
      .replace(/\s+/g, ' ')
      .trim();
    const base = slugify(text);
    let id = base;
    for (let n = 2; used.has(id); n += 1) id = `${base}-${n}`;
    used.add(id);
    entries.push([block, { id, text, level: LEVELS[block.style]! }]);
  }
  return entries;
}

/**
 * The h2 and h3 headings of a post body in reading order, each with the id PortableBody gives
 * it: slugged from its text, unique within the post (a second 'Setup' is `setup-2`) and never
 * one of `RESERVED_HEADING_IDS`. Feed it the same `value` as PortableBody and the table of
 * contents' links always match the headings.
 */
export function headingsOf(value: readonly BodyBlock[]): BodyHeading[] {
  return headingEntries(value).map(([, heading]) => heading);
}
