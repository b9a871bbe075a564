/**
 * Plain-text helpers over a portable-text body, free of any ui or React import so gatsby-node
 * (feeds, meta) and the page mappers share them.
 */

export type RawBlock = Record<string, unknown> & { _type?: unknown; _key?: unknown };

/** The body's well-formed blocks (objects with a string `_type`). */
export function asBlocks(raw: unknown): RawBlock[] {
  return Array.isArray(raw)
    ? raw.filter((b): b is RawBlock => !!b && typeof b === 'object' && typeof b._type === 'string')
    : [];
}

/** Text of a text block's spans. */
export function blockText(block: RawBlock): string {
  if (block._type !== 'block' || !Array.isArray(block.children)) return '';
  return block.children
    .map((child: unknown) =>
      child && typeof child === 'object' && typeof (child as { text?: unknown }).text === 'string'
        ? (child as { text: string }).text
        : '',
    )
    .join('');
}

const WORDS_PER_MINUTE = 200;

/** Whole minutes to read the body at 200 words a minute (code counted too); at least 1. */
export function readingMinutes(raw: unknown): number {
  let words = 0;
  for (const block of asBlocks(raw)) {
    const text =
      block._type === 'code' && typeof block.code === 'string' ? block.code : blockText(block);
    words += text.split(/\s+/).filter(Boolean).length;
  }
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}

/** The meta description: the body's first paragraph, cut at a word to at most 160 characters. */
export function postDescription(raw: unknown, fallback: string): string {
  const first = asBlocks(raw).find(
    (b) =>
      b._type === 'block' &&
      (b.style ?? 'normal') === 'normal' &&
      !b.listItem &&
      blockText(b).trim(),
  );
  const text = (first ? blockText(first) : '').replace(/\s+/g, ' ').trim();
  if (!text) return fallback;
  if (text.length <= 160) return text;
  const cut = text.slice(0, 157);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 100)).replace(/[\s,.;:]+$/, '')}...`;
}

const refOf = (value: unknown): string | undefined => {
  const ref = (value as { asset?: { _ref?: unknown } } | null | undefined)?.asset?._ref;
  return typeof ref === 'string' && ref ? ref : undefined;
};

/**
 * The image asset a `figure` block shows (its `_ref`, the SanityImageAsset's `_id`): the block's
 * own `asset`, or its `image.asset` (an image field inside the block), whichever it has.
 */
export function figureAssetId(block: RawBlock): string | undefined {
  if (block._type !== 'figure') return undefined;
  return refOf(block) ?? refOf(block.image);
}

/** The image assets of a body's `figure` blocks, in order, each once. */
export function figureAssetIds(raw: unknown): string[] {
  const ids = asBlocks(raw).flatMap((block) => {
    const id = figureAssetId(block);
    return id ? [id] : [];
  });
  return [...new Set(ids)];
}
