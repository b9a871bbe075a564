import styled from '@emotion/styled';
import { cssVar, fontSize, radius, space } from '../../../ui';
import { ModePanel, Mono, Tile, TokenGrid, remToPx } from './shared';

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
