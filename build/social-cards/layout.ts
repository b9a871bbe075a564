import { createElement, type CSSProperties, type ReactNode } from 'react';
import { CARD_HEIGHT, CARD_WIDTH } from '../../src/lib/socialCard';
import { formatPostDate } from '../../ui/PostCard/types';
import { palette } from '../../ui/theme/tokens';

export type CardInput = {
  /** 'post': a post's card (category, date, title, site name); 'site': a page's default card. */
  kind?: 'post' | 'site';
  /** The post's title, or on a site card the owner's name. Wraps to three lines at most. */
  title: string;
  /** The post's (first) category, shown as a chip above the title. */
  category?: string;
  /** ISO date-time of publication, formatted like the site's post dates ("4 March 2025"). */
  date?: string;
  /** The site's name (the owner's name), at the foot of a post card. */
  siteName: string;
  /** Site cards: the line under the name (role and place). */
  subtitle?: string;
  /** Site cards: the line below that (what the site holds); wraps to two lines. */
  tagline?: string;
  /** Site cards: a small last line (who made it). */
  footnote?: string;
  /** Site cards: a picture on the right (PNG, drawn at this size) instead of the brand mark. */
  art?: { png: Buffer; width: number; height: number };
};

const colors = {
  skyTop: palette.ink900,
  skyBottom: palette.violet700,
  text: palette.white,
  muted: palette.ink200,
  accent: palette.violet300,
  seaLight: palette.teal300,
  seaDeep: palette.teal500,
} as const;

/** Safe margin of every text box from the card's edges (and from the sea at the bottom). */
const INSET_X = 80;
const INSET_TOP = 64;
/** Text stays above this line; the sea's crests reach about y = 545. */
const TEXT_BOTTOM = 500;

const div = (style: CSSProperties, ...children: ReactNode[]) =>
  createElement('div', { style }, ...children);

/** The sea along the bottom edge, as on the site's landing page and the default card. */
function sea(): ReactNode {
  return createElement(
    'svg',
    {
      width: CARD_WIDTH,
      height: 100,
      viewBox: `0 530 ${CARD_WIDTH} 100`,
      style: { position: 'absolute', left: 0, bottom: 0 },
    },
    createElement('path', {
      d: 'M0 560 C 200 536 400 580 600 560 S 1000 536 1200 560 V 630 H 0 Z',
      fill: colors.seaLight,
    }),
    createElement('path', {
      d: 'M0 575 C 220 560 420 594 640 575 S 1010 558 1200 575 V 630 H 0 Z',
      fill: colors.seaDeep,
    }),
  );
}

/** The site's brand mark: a code sign in the accent colour. */
function codeMark(size: number, strokeWidth: number): ReactNode {
  return createElement(
    'svg',
    { width: size, height: (size * 200) / 260, viewBox: '850 150 270 200' },
    createElement(
      'g',
      {
        fill: 'none',
        stroke: colors.accent,
        strokeWidth,
        strokeLinecap: 'round',
        strokeLinejoin: 'round',
      },
      createElement('path', { d: 'M930 170 L860 250 L930 330' }),
      createElement('path', { d: 'M1040 170 L1110 250 L1040 330' }),
      createElement('path', { d: 'M1005 150 L965 350' }),
    ),
  );
}

/** One line that ends in an ellipsis when it does not fit. */
const oneLine: CSSProperties = {
  display: 'block',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
};

/** Bigger type for short titles; every size fits three lines above the footer. */
function titleSize(title: string): number {
  if (title.length <= 28) return 84;
  if (title.length <= 56) return 68;
  return 56;
}

function frame(...children: ReactNode[]): ReactNode {
  return div(
    {
      position: 'relative',
      display: 'flex',
      width: CARD_WIDTH,
      height: CARD_HEIGHT,
      backgroundColor: colors.skyTop,
      backgroundImage: `linear-gradient(135deg, ${colors.skyTop} 0%, ${colors.skyBottom} 100%)`,
      fontFamily: 'Inter',
      color: colors.text,
    },
    ...children,
    sea(),
  );
}

export function postLayout(card: CardInput) {
  const date = card.date ? formatPostDate(card.date) : '';
  const size = titleSize(card.title);
  const eyebrow: ReactNode[] = [];
  if (card.category) {
    eyebrow.push(
      div(
        {
          ...oneLine,
          maxWidth: 620,
          padding: '6px 20px',
          borderRadius: 999,
          border: `2px solid ${colors.accent}`,
          color: colors.accent,
          fontSize: 28,
          fontWeight: 700,
          lineHeight: 1.3,
        },
        card.category,
      ),
    );
  }
  if (date) {
    eyebrow.push(div({ display: 'flex', color: colors.muted, fontSize: 28 }, date));
  }
  return frame(
    div(
      {
        display: 'flex',
        flexDirection: 'column',
        position: 'absolute',
        left: INSET_X,
        top: INSET_TOP,
        width: CARD_WIDTH - 2 * INSET_X,
        height: TEXT_BOTTOM - INSET_TOP,
      },
      div({ display: 'flex', alignItems: 'center', gap: 28, height: 52 }, ...eyebrow),
      div(
        {
          display: 'block',
          marginTop: 36,
          fontSize: size,
          fontWeight: 700,
          lineHeight: 1.12,
          letterSpacing: -1,
          // At most three lines, an ellipsis after the third; a word longer than a line breaks.
          lineClamp: 3,
          overflow: 'hidden',
          wordBreak: 'break-word',
        },
        card.title,
      ),
      div(
        { display: 'flex', alignItems: 'center', gap: 20, marginTop: 'auto' },
        codeMark(56, 16),
        div({ ...oneLine, maxWidth: 900, fontSize: 32, fontWeight: 700 }, card.siteName),
      ),
    ),
  );
}

export function siteLayout(card: CardInput) {
  const { art } = card;
  const line = (text: string | undefined, lines: number, style: CSSProperties) =>
    text
      ? div(
          { display: 'block', lineClamp: lines, overflow: 'hidden', lineHeight: 1.3, ...style },
          text,
        )
      : null;
  // The picture's left edge, less a gap, bounds the text column.
  const textWidth = art ? CARD_WIDTH - INSET_X - art.width - 2 * INSET_X : 720;
  return frame(
    div(
      {
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'center',
        position: 'absolute',
        left: INSET_X,
        top: INSET_TOP,
        width: textWidth,
        height: TEXT_BOTTOM - INSET_TOP,
      },
      div(
        {
          display: 'block',
          fontSize: 92,
          fontWeight: 700,
          lineHeight: 1.1,
          letterSpacing: -2,
          lineClamp: 2,
          overflow: 'hidden',
          wordBreak: 'break-word',
        },
        card.title,
      ),
      line(card.subtitle, 2, { marginTop: 24, fontSize: art ? 36 : 40, color: colors.accent }),
      line(card.tagline, 2, { marginTop: 32, fontSize: art ? 30 : 32 }),
      line(card.footnote, 1, { marginTop: 40, fontSize: 26, color: colors.accent }),
    ),
    art
      ? createElement('img', {
          src: `data:image/png;base64,${art.png.toString('base64')}`,
          width: art.width,
          height: art.height,
          style: {
            position: 'absolute',
            right: INSET_X,
            top: INSET_TOP + (TEXT_BOTTOM - INSET_TOP - art.height) / 2,
            borderRadius: 16,
          },
        })
      : div({ display: 'flex', position: 'absolute', right: INSET_X, top: 150 }, codeMark(260, 14)),
  );
}
