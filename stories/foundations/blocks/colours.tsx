import styled from '@emotion/styled';
import {
  contrastRatio,
  cssVar,
  fontSize,
  fontWeight,
  lineHeight,
  modes,
  opaqueOver,
  space,
  type ColorMode,
  type ColorRole,
} from '../../../ui';
import { MODES, ModePanel, Mono, SideBySide } from './shared';

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
