/** What can be read: letters, digits, punctuation, symbols (emoji are symbols) and marks. */
const READABLE = /[\p{L}\p{N}\p{P}\p{S}\p{M}]/u;

/**
 * Of those, the ones that draw nothing. Properties first: White_Space, and
 * Default_Ignorable_Code_Point (zero-width characters, joiners, variation selectors, and the
 * Hangul fillers U+115F, U+1160, U+3164 and U+FFA0, which are letters by category). Then the
 * blanks no property names: U+2800 BRAILLE PATTERN BLANK and U+1D159 MUSICAL SYMBOL NULL
 * NOTEHEAD, symbols whose glyph is empty.
 */
const BLANK = /[\p{White_Space}\p{Default_Ignorable_Code_Point}\u2800\u{1D159}]/u;

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/** Whether a code point draws ink: readable and not blank. Controls and formats never do. */
const inked = (char: string) => READABLE.test(char) && !BLANK.test(char);

/**
 * Whether the text shows a reader anything: some grapheme (what a reader sees as one
 * character: a letter with its accents, an emoji sequence) has a code point that draws ink.
 * A mark counts inside its grapheme, so an accent on a blank still shows.
 */
export function drawsInk(text: string): boolean {
  for (const { segment } of graphemes.segment(text)) {
    for (const char of segment) if (inked(char)) return true;
  }
  return false;
}
