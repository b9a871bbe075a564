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
  contrastRatio,
  cssVar,
  fontSize,
  fontWeight,
  fonts,
  lineHeight,
  modes,
  opaqueOver,
  skillBrands,
  socialBrands,
  space,
  type Brand,
  type ColorMode,
  type ColorRole,
} from '../../ui';

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
  const brands: [string, Brand][] = Object.entries(set === 'social' ? socialBrands : skillBrands);
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
