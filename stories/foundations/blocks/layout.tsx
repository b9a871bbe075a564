import styled from '@emotion/styled';
import { container, cssVar, fontSize, lineHeight, radius, space, theme } from '../../../ui';
import { ModePanel, Mono, Table, remToPx } from './shared';

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
