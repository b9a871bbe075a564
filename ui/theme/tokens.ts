/** Primitive design tokens. Components never read these directly; they read semantic roles. */
export const palette = {
  white: '#ffffff',
  black: '#000000',
  ink900: '#0f1220',
  ink800: '#171a2b',
  ink700: '#22263a',
  ink600: '#353a52',
  ink300: '#a9afc7',
  ink200: '#d5d9e8',
  ink100: '#eef0f7',
  ink50: '#f7f8fc',
  violet700: '#4c2bb3',
  violet600: '#5b34d6',
  violet400: '#9b84ff',
  violet300: '#b9a9ff',
  teal700: '#0b5f66',
  teal500: '#0e8a94',
  teal300: '#5fd0d8',
  orange500: '#f28c28',
  red600: '#c62828',
  red300: '#ff8a80',
  green600: '#2e7d32',
  green300: '#81c784',
  purple700: '#5a189a',
} as const;

/**
 * The spacing scale: margins, paddings and gaps take one of these steps (`theme.space[4]`). The
 * Stack and Grid primitives take a step's key as their `gap`.
 */
export const space = {
  0: '0',
  1: '0.25rem',
  2: '0.5rem',
  3: '0.75rem',
  4: '1rem',
  5: '1.5rem',
  6: '2rem',
  7: '3rem',
  8: '4rem',
} as const;

/** The type scale: `display` is the landing hero's fluid title, `xxl` a section heading. */
export const fontSize = {
  xs: '0.75rem',
  sm: '0.875rem',
  md: '1rem',
  lg: '1.25rem',
  xl: '1.75rem',
  xxl: '2.5rem',
  display: 'clamp(2.25rem, 6vw, 4rem)',
} as const;

/**
 * Line heights, from tight display titles to relaxed article prose; `body` is the page's
 * default (set on <body>).
 */
export const lineHeight = {
  display: 1.1,
  heading: 1.2,
  snug: 1.3,
  body: 1.6,
  prose: 1.75,
} as const;

/** Font weights the variable fonts are used at. */
export const fontWeight = { regular: 400, semibold: 600, bold: 700, extrabold: 800 } as const;

/**
 * Named text styles: a size, line height and weight that go together, each with the place it is
 * for (the Typography page shows them with this guidance). Components still set the three
 * properties themselves; a new component picks a style here rather than a new combination.
 */
export const textStyle = {
  /** The one page title: the landing hero, the blog banner. Fluid; tight tracking. */
  display: {
    fontSize: fontSize.display,
    lineHeight: lineHeight.display,
    fontWeight: fontWeight.bold,
    letterSpacing: '-0.02em',
  },
  /** A page section's heading (`SectionHeading`), an admin page title. */
  sectionTitle: {
    fontSize: fontSize.xxl,
    lineHeight: lineHeight.heading,
    fontWeight: fontWeight.bold,
  },
  /** A heading inside a section: a dialog title, the comments, an article's h2. */
  title: { fontSize: fontSize.xl, lineHeight: lineHeight.heading, fontWeight: fontWeight.bold },
  /** A card's title (PostCard, project cards), an article's h3. Wraps to a few lines. */
  cardTitle: { fontSize: fontSize.lg, lineHeight: lineHeight.snug, fontWeight: fontWeight.bold },
  /** Running text, form fields, list items: the page's default. */
  body: { fontSize: fontSize.md, lineHeight: lineHeight.body, fontWeight: fontWeight.regular },
  /** Button and link-button labels, form labels: the body size made firmer. */
  label: { fontSize: fontSize.md, lineHeight: lineHeight.body, fontWeight: fontWeight.semibold },
  /** Dates, captions, helper and error text under a field; usually in `textMuted`. */
  small: { fontSize: fontSize.sm, lineHeight: lineHeight.body, fontWeight: fontWeight.regular },
  /** Chips, badges and counters: short, never a sentence. */
  tag: { fontSize: fontSize.xs, lineHeight: lineHeight.body, fontWeight: fontWeight.semibold },
} as const;

/**
 * Corner radii: `sm` for chips and small controls, `md` for inputs and panels, `lg` for cards and
 * dialogs, `pill` for buttons and tags (fully round ends at any height).
 */
export const radius = { sm: '4px', md: '8px', lg: '16px', pill: '999px' } as const;

/**
 * Elevation: the shadows of things that sit above the page, lowest first. A shadow says "this
 * floats": a resting card has a border, not a shadow. Rings and indicator bars drawn with
 * `box-shadow` (a focus-like ring, a selected edge) are borders, not elevation, and stay local.
 */
export const shadow = {
  /** A control floating over the content: the Hero's fixed profile links. */
  float: '0 6px 20px rgba(0, 0, 0, 0.15)',
  /** A card standing on a coloured section (Experience). */
  card: '0 10px 30px rgba(0, 0, 0, 0.2)',
  /** A menu opened from a button: the user menu, the top bar's mobile menu. */
  menu: '0 12px 24px rgba(0, 0, 0, 0.18)',
  /** A card lifted under the pointer or holding focus (PostCard, project cards). */
  lift: '0 12px 28px rgba(0, 0, 0, 0.15)',
  /** A form panel set on the page (AuthForm): a faint, ink-tinted lift. */
  panel: '0 16px 40px rgba(15, 18, 32, 0.08)',
  /** A device frame (the Connect page's app previews). */
  device: '0 18px 36px rgba(15, 18, 32, 0.28)',
  /** The SwipeDeck's cards, tinted to the projects' violet. */
  deck: '0 18px 40px rgba(20, 0, 50, 0.35)',
  /** Artwork set on the page (the Connect page's poster). */
  artwork: '0 24px 48px rgba(15, 18, 32, 0.25)',
  /** A modal dialog over the backdrop: the highest thing on the page. */
  dialog: '0 24px 64px rgba(0, 0, 0, 0.35)',
} as const;

/**
 * Motion. `fast` for colour and small position changes under the pointer (hover, press), `base`
 * for a card lifting, `slow` for something leaving (a swiped card). Easing is `standard` for
 * transitions; looping animations (the loader, the hero marquee) run `linear`. Movement is switched
 * off under `prefers-reduced-motion` (`theme.mq.reducedMotion`); colour fades may stay.
 */
export const duration = { fast: '150ms', base: '200ms', slow: '300ms' } as const;
export const easing = { standard: 'ease', linear: 'linear' } as const;

/**
 * Breakpoints in px. `mobileMax` is the spec's 700px: at or below it the top bar collapses.
 * `smallMax` is a narrow phone, where a header keeps only icons beside the brand.
 */
export const breakpoints = { smallMax: 480, mobileMax: 700, md: 768, lg: 1024, xl: 1280 } as const;

/**
 * The page container every page shares: headers, banners, grids and footers line up on one
 * content column of `maxWidth`, inset from the viewport by `gutter` (`gutterMobile` at 700px or
 * narrower). Use the `contentColumn`/`contentInset` mixins or the `Container` primitive.
 */
export const container = { maxWidth: '72rem', gutter: '1.5rem', gutterMobile: '1rem' } as const;

/**
 * Self-hosted variable fonts (static/fonts, from scripts/subset-fonts.sh), each followed by a
 * local font sized to match it, so text keeps its place when the web font swaps in.
 */
export const fonts = {
  body: "'Inter Variable', 'Inter Fallback', system-ui, sans-serif",
  mono: "'JetBrains Mono Variable', 'JetBrains Mono Fallback', ui-monospace, monospace",
} as const;

/**
 * The font files the site serves (under static/; versioned names, cached for a year). The body
 * font is preloaded on every page.
 */
export const fontFiles = {
  body: '/fonts/inter-var-latin-5.3.0.woff2',
  mono: '/fonts/jetbrains-mono-var-latin-5.3.0.woff2',
} as const;
