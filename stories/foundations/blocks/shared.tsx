import styled from '@emotion/styled';
import type { CSSProperties, ReactNode } from 'react';
import {
  cssVar,
  fontSize,
  fontWeight,
  fonts,
  lineHeight,
  modes,
  space,
  type ColorMode,
  type ColorRole,
} from '../../../ui';

export const MODES: ColorMode[] = ['light', 'dark'];

/**
 * A panel that paints one colour mode: the roles' variables are set on it, not on <html>.
 * Without a `mode` it follows the page (the Theme toolbar).
 */
export function ModePanel({ mode, children }: { mode?: ColorMode; children: ReactNode }) {
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

export const SideBySide = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[4]};
  margin-block: ${space[4]};
`;

export const Mono = styled.code`
  font-family: ${fonts.mono};
  font-size: ${fontSize.xs};
`;

export const TokenGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(10rem, 1fr));
  gap: ${space[4]};
  font-size: ${fontSize.sm};
  line-height: ${lineHeight.snug};
`;

export const Tile = styled.div`
  height: 5rem;
  margin-bottom: ${space[2]};
  border: 2px solid var(${cssVar('accent')});
  background: var(${cssVar('surface')});
`;

export const Table = styled.table`
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

/** A table row naming a token and its value, then the cells given. */
export function TokenRow({
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

export const remToPx = (value: string) => (value === '0' ? 0 : parseFloat(value) * 16);
