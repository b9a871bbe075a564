import styled from '@emotion/styled';
import { cssVar, fontSize, lineHeight, radius, shadow, space } from '../../../ui';
import { MODES, ModePanel, Mono, SideBySide, TokenGrid } from './shared';

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
