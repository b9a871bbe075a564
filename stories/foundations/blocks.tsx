// The Foundations pages' blocks (the *.mdx files beside this one render them). Colours are read
// from the tokens, not from the page's CSS variables, so light and dark sit side by side
// whatever the Theme toolbar says.
import styled from '@emotion/styled';
import type { CSSProperties, ComponentType, ReactNode } from 'react';
import {
  BrandMark,
  ChevronLeftIcon,
  ChevronRightIcon,
  CloseIcon,
  GitHubIcon,
  HashIcon,
  InstagramIcon,
  LinkedInIcon,
  LinkIcon,
  MailIcon,
  MediumIcon,
  SearchIcon,
  MenuIcon,
  MoonIcon,
  RssIcon,
  SunIcon,
  TwitterIcon,
  container,
  contrastRatio,
  cssVar,
  duration,
  easing,
  fontSize,
  fontWeight,
  fonts,
  lineHeight,
  modes,
  opaqueOver,
  radius,
  shadow,
  csharpMark,
  socialBrands,
  space,
  textStyle,
  theme,
  type Brand,
  type ColorMode,
  type ColorRole,
} from '../../ui';
import { skillMarks } from '../fixtures/skillMarks';

const MODES: ColorMode[] = ['light', 'dark'];

/**
 * A panel that paints one colour mode: the roles' variables are set on it, not on <html>.
 * Without a `mode` it follows the page (the Theme toolbar).
 */
function ModePanel({ mode, children }: { mode?: ColorMode; children: ReactNode }) {
  if (!mode) return <Panel>{children}</Panel>;
  const vars = Object.fromEntries(
    (Object.entries(modes[mode]) as [ColorRole, string][]).map(([role, value]) => [
      cssVar(role),
      value,
    ]),
  );
  return (
    <Panel data-mode={mode} style={vars as CSSProperties}>
      <PanelLabel>{mode === 'light' ? 'Light' : 'Dark'}</PanelLabel>
      {children}
    </Panel>
  );
}

const Panel = styled.div`
  flex: 1 1 18rem;
  min-width: 0;
  padding: ${space[4]};
  border-radius: 8px;
  background: var(${cssVar('background')});
  color: var(${cssVar('text')});
  font-family: ${fonts.body};
  /* A brand mark takes its colour for this panel's mode, not for the page's. */
  &&[data-mode='light'] [data-brand] {
    --mark: var(--mark-light, currentColor);
  }
  &&[data-mode='dark'] [data-brand] {
    --mark: var(--mark-dark, currentColor);
  }
`;

const PanelLabel = styled.p`
  margin: 0 0 ${space[3]};
  font-size: ${fontSize.xs};
  font-weight: ${fontWeight.bold};
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: var(${cssVar('textMuted')});
`;

const SideBySide = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[4]};
  margin-block: ${space[4]};
`;

/* Colours ------------------------------------------------------------------------------------ */

type Pairing = {
  /** The colour drawn in front (text, a mark, a border). */
  fg: ColorRole | 'white';
  /** What it is drawn on. */
  bg: ColorRole;
  /** WCAG minimum: 4.5 for text, 3 for graphics and large text; none for decoration. */
  min: 4.5 | 3 | null;
  use: string;
};

/** How each role is used, as the pairing whose contrast matters. */
const pairings: Record<ColorRole, Pairing> = {
  background: { fg: 'text', bg: 'background', min: 4.5, use: 'Page background, under text' },
  surface: { fg: 'text', bg: 'surface', min: 4.5, use: 'Cards and dialogs, under text' },
  surfaceRaised: { fg: 'text', bg: 'surfaceRaised', min: 4.5, use: 'Hovered rows, chips' },
  text: { fg: 'text', bg: 'background', min: 4.5, use: 'Body text on the page' },
  textMuted: { fg: 'textMuted', bg: 'surface', min: 4.5, use: 'Dates, captions on cards' },
  border: { fg: 'border', bg: 'surface', min: null, use: 'Card edges (decorative)' },
  accent: { fg: 'accent', bg: 'background', min: 3, use: 'Solid buttons, outlines' },
  accentText: { fg: 'accentText', bg: 'accent', min: 4.5, use: 'Text on a solid button' },
  accentHover: { fg: 'accentText', bg: 'accentHover', min: 4.5, use: 'Hovered solid button' },
  link: { fg: 'link', bg: 'background', min: 4.5, use: 'Links in text' },
  focus: { fg: 'focus', bg: 'background', min: 3, use: 'The focus ring' },
  progress: { fg: 'progress', bg: 'headerBackground', min: 3, use: 'Reading progress bar' },
  danger: { fg: 'danger', bg: 'surface', min: 4.5, use: 'Error messages' },
  success: { fg: 'success', bg: 'surface', min: 4.5, use: 'Confirmations' },
  backdrop: { fg: 'surface', bg: 'backdrop', min: null, use: 'Behind a dialog (translucent)' },
  headerBackground: {
    fg: 'text',
    bg: 'headerBackground',
    min: 4.5,
    use: 'Top bar (translucent)',
  },
  ocean: { fg: 'white', bg: 'ocean', min: 4.5, use: 'Experience section, white text' },
  oceanDeep: { fg: 'white', bg: 'oceanDeep', min: 4.5, use: 'Experience cards, white text' },
  projectsBackground: { fg: 'white', bg: 'projectsBackground', min: 4.5, use: 'Projects page' },
};

/** A role's colour as it shows on the page (translucent ones over the page background). */
function shown(mode: ColorMode, role: ColorRole | 'white'): string {
  if (role === 'white') return '#ffffff';
  return opaqueOver(modes[mode][role], modes[mode].background);
}

/** The contrast of a role's pairing in one mode, from the tokens. */
export function pairingContrast(mode: ColorMode, role: ColorRole): number {
  const { fg, bg } = pairings[role];
  return contrastRatio(opaqueOver(shown(mode, fg), shown(mode, bg)), shown(mode, bg));
}

const RoleRow = styled.div`
  display: grid;
  grid-template-columns: 3rem minmax(0, 1fr);
  gap: ${space[3]};
  align-items: center;
  padding-block: ${space[2]};
  border-top: 1px solid var(${cssVar('border')});
  font-size: ${fontSize.sm};
  line-height: ${lineHeight.snug};
`;

const Swatch = styled.div`
  display: grid;
  place-items: center;
  width: 3rem;
  height: 3rem;
  border-radius: 8px;
  border: 1px solid var(${cssVar('border')});
  font-weight: ${fontWeight.bold};
`;

const Mono = styled.code`
  font-family: ${fonts.mono};
  font-size: ${fontSize.xs};
`;

const Verdict = styled.span`
  font-weight: ${fontWeight.semibold};
  &[data-pass='false'] {
    color: var(${cssVar('danger')});
  }
`;

function RoleEntry({ mode, role }: { mode: ColorMode; role: ColorRole }) {
  const { fg, bg, min, use } = pairings[role];
  const ratio = pairingContrast(mode, role);
  const pass = min === null || ratio >= min;
  const fgName = fg === 'white' ? 'white' : fg;
  return (
    <RoleRow>
      <Swatch style={{ background: modes[mode][bg], color: shown(mode, fg) }} aria-hidden="true">
        Aa
      </Swatch>
      <div>
        <strong>{role}</strong> <Mono>{modes[mode][role]}</Mono>
        <br />
        {use}
        <br />
        <Verdict data-pass={pass}>
          {ratio.toFixed(2)}:1
          {min === null ? ' (no minimum)' : pass ? ` ≥ ${min} ✓` : ` < ${min} ✗`}
        </Verdict>{' '}
        <span>
          ({fgName} on {bg})
        </span>
      </div>
    </RoleRow>
  );
}

/** Every colour role, light and dark side by side, each with the contrast of its pairing. */
export function ColourRoles() {
  const roles = Object.keys(pairings) as ColorRole[];
  return (
    <SideBySide>
      {MODES.map((mode) => (
        <ModePanel key={mode} mode={mode}>
          {roles.map((role) => (
            <RoleEntry key={role} mode={mode} role={role} />
          ))}
        </ModePanel>
      ))}
    </SideBySide>
  );
}

/* Typography --------------------------------------------------------------------------------- */

/** The line height each step is set with in the components. */
const stepLineHeight: Record<keyof typeof fontSize, keyof typeof lineHeight> = {
  display: 'display',
  xxl: 'heading',
  xl: 'heading',
  lg: 'snug',
  md: 'body',
  sm: 'body',
  xs: 'body',
};

const TypeRow = styled.div`
  display: grid;
  grid-template-columns: 11rem minmax(0, 1fr);
  gap: ${space[4]};
  align-items: baseline;
  padding-block: ${space[3]};
  border-top: 1px solid var(${cssVar('border')});
`;

const TypeMeta = styled.div`
  font-size: ${fontSize.xs};
  line-height: ${lineHeight.body};
  color: var(${cssVar('textMuted')});
`;

/** The type scale in the self-hosted fonts, each step with its size and line height. */
export function TypeScale() {
  const steps = Object.keys(fontSize) as (keyof typeof fontSize)[];
  return (
    <ModePanel>
      {steps.map((step) => {
        const lh = stepLineHeight[step];
        return (
          <TypeRow key={step}>
            <TypeMeta>
              <strong>fontSize.{step}</strong>
              <br />
              <Mono>{fontSize[step]}</Mono>
              <br />
              lineHeight.{lh} <Mono>{lineHeight[lh]}</Mono>
            </TypeMeta>
            <div
              style={{
                fontFamily: fonts.body,
                fontSize: fontSize[step],
                lineHeight: lineHeight[lh],
              }}
            >
              Inter: Building fast, accessible web apps
            </div>
          </TypeRow>
        );
      })}
      <TypeRow>
        <TypeMeta>
          <strong>fonts.mono</strong>
          <br />
          <Mono>fontSize.sm</Mono>
        </TypeMeta>
        <div style={{ fontFamily: fonts.mono, fontSize: fontSize.sm }}>
          const greet = (name: string) =&gt; `Hello, ${'{name}'}`;
        </div>
      </TypeRow>
      <TypeRow>
        <TypeMeta>
          <strong>fontWeight</strong>
        </TypeMeta>
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: space[4] }}>
          {(Object.entries(fontWeight) as [string, number][]).map(([name, weight]) => (
            <span key={name} style={{ fontWeight: weight }}>
              {name} {weight}
            </span>
          ))}
        </div>
      </TypeRow>
    </ModePanel>
  );
}

/* Spacing ------------------------------------------------------------------------------------ */

const SpaceRow = styled.div`
  display: grid;
  grid-template-columns: 9rem minmax(0, 1fr);
  gap: ${space[4]};
  align-items: center;
  padding-block: ${space[2]};
  font-size: ${fontSize.sm};
`;

const Bar = styled.div`
  height: 1.25rem;
  min-width: 1px;
  border-radius: 2px;
  background: var(${cssVar('accent')});
`;

const remToPx = (value: string) => (value === '0' ? 0 : parseFloat(value) * 16);

/** The spacing scale as bars, each with its token, rem and px. */
export function SpacingScale() {
  return (
    <ModePanel>
      {(Object.entries(space) as [string, string][]).map(([step, value]) => (
        <SpaceRow key={step}>
          <span>
            <strong>space[{step}]</strong> <Mono>{value}</Mono> · {remToPx(value)}px
          </span>
          <Bar style={{ width: value }} />
        </SpaceRow>
      ))}
    </ModePanel>
  );
}

/* Icons -------------------------------------------------------------------------------------- */

const uiIcons: [string, ComponentType<{ size?: number }>][] = [
  ['SunIcon', SunIcon],
  ['MoonIcon', MoonIcon],
  ['MenuIcon', MenuIcon],
  ['CloseIcon', CloseIcon],
  ['ChevronLeftIcon', ChevronLeftIcon],
  ['ChevronRightIcon', ChevronRightIcon],
  ['MailIcon', MailIcon],
  ['RssIcon', RssIcon],
  ['GitHubIcon', GitHubIcon],
  ['LinkedInIcon', LinkedInIcon],
  ['InstagramIcon', InstagramIcon],
  ['TwitterIcon', TwitterIcon],
  ['MediumIcon', MediumIcon],
  ['SearchIcon', SearchIcon],
  ['HashIcon', HashIcon],
  ['LinkIcon', LinkIcon],
];

const IconGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(8.5rem, 1fr));
  gap: ${space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const IconCell = styled.li`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${space[2]};
  padding: ${space[3]} ${space[1]};
  border-radius: 8px;
  background: var(${cssVar('surface')});
  font-size: ${fontSize.xs};
  line-height: ${lineHeight.snug};
  text-align: center;
  overflow-wrap: anywhere;
`;

/** The ui icons, drawn in the current text colour, in both modes. */
export function UiIcons() {
  return (
    <SideBySide>
      {MODES.map((mode) => (
        <ModePanel key={mode} mode={mode}>
          <IconGrid>
            {uiIcons.map(([name, Icon]) => (
              <IconCell key={name}>
                <Icon size={28} />
                {name}
              </IconCell>
            ))}
          </IconGrid>
        </ModePanel>
      ))}
    </SideBySide>
  );
}

/** A set of brand marks in their own colours (as the Skills badges draw them), in both modes. */
export function BrandMarks({ set }: { set: 'social' | 'skills' }) {
  const brands: [string, Brand][] = Object.entries(
    set === 'social' ? socialBrands : { ...skillMarks, csharp: csharpMark },
  );
  return (
    <SideBySide>
      {MODES.map((mode) => (
        <ModePanel key={mode} mode={mode}>
          <IconGrid>
            {brands.map(([key, brand]) => (
              <IconCell key={key}>
                <BrandMark brand={brand} size={32} colored />
                {key}
              </IconCell>
            ))}
          </IconGrid>
        </ModePanel>
      ))}
    </SideBySide>
  );
}

/* Text styles -------------------------------------------------------------------------------- */

/** The named text styles, each set in its own style, with its numbers and where it is for. */
export function TextStyles() {
  return (
    <ModePanel>
      {(Object.entries(textStyle) as [keyof typeof textStyle, TextStyle][]).map(([name, style]) => (
        <TypeRow key={name}>
          <TypeMeta>
            <strong>textStyle.{name}</strong>
            <br />
            <Mono>
              {style.fontSize} / {style.lineHeight} / {style.fontWeight}
            </Mono>
          </TypeMeta>
          <div>
            <div style={{ fontFamily: fonts.body, ...style }}>{textStyleSamples[name]}</div>
            <TypeMeta>{textStyleUse[name]}</TypeMeta>
          </div>
        </TypeRow>
      ))}
    </ModePanel>
  );
}

type TextStyle = (typeof textStyle)[keyof typeof textStyle];

const textStyleSamples: Record<keyof typeof textStyle, string> = {
  display: 'Building fast, accessible web apps',
  sectionTitle: 'Latest from the blog',
  title: 'Comments',
  cardTitle: 'Dockerizing a Node.js app without the bloat',
  body: 'I write about React, Node.js and shipping software that stays fast.',
  label: 'Send message',
  small: '12 May 2025 · 6 min read',
  tag: 'TypeScript',
};

/** Where each style is used; kept beside the samples so the page reads as guidance. */
const textStyleUse: Record<keyof typeof textStyle, string> = {
  display: 'Once per page, for its title: the landing hero, the blog banner.',
  sectionTitle: 'The heading of each page section (SectionHeading) and admin page titles.',
  title: 'Headings inside a section: dialog titles, the comments, an article’s h2.',
  cardTitle: 'Card titles (PostCard, project cards) and an article’s h3.',
  body: 'Running text, list items and form fields. The page default.',
  label: 'Button labels and form labels.',
  small: 'Dates, captions, helper and error text. Usually in the muted text colour.',
  tag: 'Chips, badges and counters: a word or two, never a sentence.',
};

/* Radius ------------------------------------------------------------------------------------- */

const TokenGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(10rem, 1fr));
  gap: ${space[4]};
  font-size: ${fontSize.sm};
  line-height: ${lineHeight.snug};
`;

const Tile = styled.div`
  height: 5rem;
  margin-bottom: ${space[2]};
  border: 2px solid var(${cssVar('accent')});
  background: var(${cssVar('surface')});
`;

const radiusUse: Record<keyof typeof radius, string> = {
  sm: 'Small controls, code',
  md: 'Inputs, panels, tiles',
  lg: 'Cards and dialogs',
  pill: 'Buttons, chips, tags',
};

/** Each corner radius on a tile, with where it is used. */
export function RadiusScale() {
  return (
    <ModePanel>
      <TokenGrid>
        {(Object.entries(radius) as [keyof typeof radius, string][]).map(([name, value]) => (
          <div key={name}>
            <Tile style={{ borderRadius: value }} />
            <strong>radius.{name}</strong> <Mono>{value}</Mono>
            <br />
            {radiusUse[name]}
          </div>
        ))}
      </TokenGrid>
    </ModePanel>
  );
}

/* Breakpoints and container ------------------------------------------------------------------ */

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${fontSize.sm};
  line-height: ${lineHeight.snug};
  th,
  td {
    padding: ${space[2]} ${space[3]} ${space[2]} 0;
    border-top: 1px solid var(${cssVar('border')});
    text-align: left;
    vertical-align: top;
  }
`;

/** The media queries, the breakpoint each is built on, and what changes there. */
const queries: [keyof typeof theme.mq, string][] = [
  ['small', 'A narrow phone: headers keep only icons beside the brand.'],
  ['mobile', 'Phones (the spec’s 700 px or narrower): the top bar collapses into a menu.'],
  ['desktop', 'Everything wider than mobile.'],
  ['md', 'Card grids go to 2 columns.'],
  ['lg', 'Card grids go to 3 columns.'],
  ['xl', 'The widest layouts.'],
  ['reducedMotion', 'Not a width: the visitor asked for less motion (see Motion).'],
];

/** The breakpoints as a table of media queries. */
export function Breakpoints() {
  return (
    <ModePanel>
      <Table>
        <thead>
          <tr>
            <th>theme.mq</th>
            <th>Query</th>
            <th>What changes</th>
          </tr>
        </thead>
        <tbody>
          {queries.map(([name, use]) => (
            <tr key={name}>
              <td>
                <strong>{name}</strong>
              </td>
              <td>
                <Mono>{theme.mq[name].replace('@media ', '')}</Mono>
              </td>
              <td>{use}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </ModePanel>
  );
}

const ColumnFrame = styled.div`
  padding-block: ${space[3]};
  background: repeating-linear-gradient(
    -45deg,
    transparent 0 6px,
    var(${cssVar('surfaceRaised')}) 6px 12px
  );
  font-size: ${fontSize.sm};
`;

const Column = styled.div`
  max-width: ${container.maxWidth};
  margin-inline: auto;
  padding: ${space[3]} ${container.gutter};
  border-inline: 2px dashed var(${cssVar('accent')});
  background: var(${cssVar('surface')});
  ${theme.mq.mobile} {
    padding-inline: ${container.gutterMobile};
  }
`;

/** The shared content column, drawn at the docs page's width (its gutter follows the width). */
export function ContainerColumn() {
  return (
    <ModePanel>
      <ColumnFrame>
        <Column>
          <strong>container.maxWidth</strong> <Mono>{container.maxWidth}</Mono> (
          {remToPx(container.maxWidth)} px), inset by <strong>container.gutter</strong>{' '}
          <Mono>{container.gutter}</Mono>, <strong>gutterMobile</strong>{' '}
          <Mono>{container.gutterMobile}</Mono> at 700 px or narrower.
        </Column>
      </ColumnFrame>
    </ModePanel>
  );
}

/* Z-index ------------------------------------------------------------------------------------ */

const zIndexUse: Record<keyof typeof theme.zIndex, string> = {
  fixedLinks: 'The Hero’s fixed profile links (phones), over the content.',
  header: 'The sticky top bar: content scrolls under it.',
  progress: 'The reading progress bar, drawn on the top bar.',
  modal: 'A modal dialog and its backdrop: over everything.',
};

const Layer = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${space[3]};
  padding: ${space[2]} ${space[3]};
  border: 1px solid var(${cssVar('border')});
  border-radius: ${radius.md};
  background: var(${cssVar('surface')});
  font-size: ${fontSize.sm};
  line-height: ${lineHeight.snug};
`;

/** The stacking order, highest first, drawn as overlapping layers. */
export function ZIndexStack() {
  const layers = (Object.entries(theme.zIndex) as [keyof typeof theme.zIndex, number][]).sort(
    ([, a], [, b]) => b - a,
  );
  return (
    <ModePanel>
      {layers.map(([name, value], index) => (
        <Layer key={name} style={{ marginInlineStart: `${index * 1.5}rem` }}>
          <span>
            <strong>zIndex.{name}</strong> <Mono>{value}</Mono>
          </span>
          <span>{zIndexUse[name]}</span>
        </Layer>
      ))}
      <Layer style={{ marginInlineStart: `${layers.length * 1.5}rem` }}>
        <span>
          <strong>page content</strong> <Mono>auto</Mono>
        </span>
        <span>Local stacking (1, 0) only inside a component.</span>
      </Layer>
    </ModePanel>
  );
}

/* Elevation ---------------------------------------------------------------------------------- */

const ShadowTile = styled.div`
  display: grid;
  align-content: end;
  min-height: 7rem;
  padding: ${space[3]};
  border-radius: ${radius.lg};
  background: var(${cssVar('surface')});
  font-size: ${fontSize.sm};
  line-height: ${lineHeight.snug};
`;

const ShadowGrid = styled(TokenGrid)`
  grid-template-columns: repeat(auto-fill, minmax(13rem, 1fr));
  gap: ${space[6]};
  padding: ${space[3]};
`;

/** Every shadow on a surface tile, lowest first, in both modes, with what it is for. */
export function ElevationScale() {
  return (
    <SideBySide>
      {MODES.map((mode) => (
        <ModePanel key={mode} mode={mode}>
          <ShadowGrid>
            {(Object.entries(shadow) as [keyof typeof shadow, string][]).map(([name, value]) => (
              <ShadowTile key={name} style={{ boxShadow: value }}>
                <strong>shadow.{name}</strong>
                <Mono>{value}</Mono>
                <span>{shadowUse[name]}</span>
              </ShadowTile>
            ))}
          </ShadowGrid>
        </ModePanel>
      ))}
    </SideBySide>
  );
}

const shadowUse: Record<keyof typeof shadow, string> = {
  float: 'A control floating over content',
  card: 'A card on a coloured section',
  menu: 'A menu opened from a button',
  lift: 'A card under the pointer or holding focus',
  panel: 'A form panel on the page',
  device: 'A device frame',
  deck: 'A swipe card (violet tint)',
  artwork: 'Artwork set on the page',
  dialog: 'A modal dialog',
};

/* Motion ------------------------------------------------------------------------------------- */

const MotionTrack = styled.button`
  position: relative;
  display: block;
  width: 100%;
  height: 2.5rem;
  padding: 0;
  border: 0;
  cursor: default;
  border-radius: ${radius.pill};
  background: var(${cssVar('surfaceRaised')});
  &::after {
    content: '';
    position: absolute;
    inset-block: 0.25rem;
    inset-inline-start: 0.25rem;
    width: 2rem;
    border-radius: ${radius.pill};
    background: var(${cssVar('accent')});
    transition: inset-inline-start var(--duration) var(--easing);
  }
  &:hover::after,
  &:focus-visible::after {
    inset-inline-start: calc(100% - 2.25rem);
  }
  ${theme.mq.reducedMotion} {
    &::after {
      transition: none;
    }
  }
`;

const durationUse: Record<keyof typeof duration, string> = {
  fast: 'Hover and press: colour changes, a button, the clap button.',
  base: 'A card lifting under the pointer (PostCard).',
  slow: 'Something leaving: a swiped card flying off.',
};

const easingUse: Record<keyof typeof easing, string> = {
  standard: 'Every transition: starts quickly, settles gently.',
  linear: 'Looping animations only (the loader, the hero marquee).',
};

/** A table row naming a token and its value, then the cells given. */
function TokenRow({
  token,
  value,
  children,
}: {
  token: string;
  value: string;
  children: ReactNode;
}) {
  return (
    <tr>
      <td>
        <strong>{token}</strong>
      </td>
      <td>
        <Mono>{value}</Mono>
      </td>
      {children}
    </tr>
  );
}

/** Each duration on a track: hover or focus a track to see the dot travel at that speed. */
export function MotionScale() {
  return (
    <ModePanel>
      <Table>
        <thead>
          <tr>
            <th>Token</th>
            <th>Value</th>
            <th>For</th>
            <th style={{ width: '40%' }}>Try it (hover or Tab to a track)</th>
          </tr>
        </thead>
        <tbody>
          {(Object.entries(duration) as [keyof typeof duration, string][]).map(([name, value]) => (
            <TokenRow key={name} token={`duration.${name}`} value={value}>
              <td>{durationUse[name]}</td>
              <td>
                <MotionTrack
                  type="button"
                  aria-label={`A dot moving in ${value}`}
                  style={{ '--duration': value, '--easing': easing.standard } as CSSProperties}
                />
              </td>
            </TokenRow>
          ))}
          {(Object.entries(easing) as [keyof typeof easing, string][]).map(([name, value]) => (
            <TokenRow key={name} token={`easing.${name}`} value={value}>
              <td colSpan={2}>{easingUse[name]}</td>
            </TokenRow>
          ))}
        </tbody>
      </Table>
    </ModePanel>
  );
}
