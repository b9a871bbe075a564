/** A run of an excerpt's text; `match` is true where the search term was found. */
export type ExcerptPart = { text: string; match: boolean };

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** Replaces HTML character references in one pass, so `&amp;lt;` stays the text `&lt;`. */
function unescapeHtml(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (entity, body: string) => {
    if (body[0] !== '#') return NAMED[body.toLowerCase()] ?? entity;
    const code =
      body[1] === 'x' || body[1] === 'X'
        ? parseInt(body.slice(2), 16)
        : parseInt(body.slice(1), 10);
    // Code points outside Unicode, surrogates and NUL are not characters: keep the text as is.
    if (code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return entity;
    return String.fromCodePoint(code);
  });
}

/**
 * Splits a Pagefind excerpt (HTML-escaped text whose matches are wrapped in `<mark>…</mark>`)
 * into plain-text runs, so it can be rendered as text with the matches in `<mark>` elements and
 * never as HTML. Only `<mark>` and `</mark>` are read as markup: any other tag stays literal
 * text, an unclosed `<mark>` marks the rest, and a stray `</mark>` is dropped. Character
 * references (`&amp;`, `&lt;`, `&#39;`, `&#x27;`…) are decoded after the split, so an escaped
 * `&lt;mark&gt;` is shown as the text `<mark>`.
 */
export function excerptParts(excerpt: string): ExcerptPart[] {
  const parts: ExcerptPart[] = [];
  let match = false;
  for (const piece of excerpt.split(/(<\/?mark>)/i)) {
    const tag = piece.toLowerCase();
    if (tag === '<mark>' || tag === '</mark>') {
      match = tag === '<mark>';
      continue;
    }
    const text = unescapeHtml(piece);
    if (!text) continue;
    const last = parts[parts.length - 1];
    if (last && last.match === match) last.text += text;
    else parts.push({ text, match });
  }
  return parts;
}
