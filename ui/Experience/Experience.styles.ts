import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import { contentColumn } from '../primitives/Container';
import { SectionHeading } from '../primitives/Section';

export const Root = styled.section`
  position: relative;
  overflow: hidden;
  background: linear-gradient(
    to bottom,
    ${({ theme }) => theme.color.ocean} 55%,
    ${({ theme }) => theme.color.oceanDeep}
  );
  color: #fff;
  scroll-margin-top: 64px;
`;

export const Inner = styled.div`
  position: relative;
  z-index: 1;
  padding-top: ${({ theme }) => theme.space[8]};
  ${({ theme }) => contentColumn(theme)}
`;

export const Heading = styled(SectionHeading)`
  letter-spacing: 0.04em;
  text-shadow: 0 2px 0 rgba(0, 0, 0, 0.25);
`;

export const Loading = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.lg};
  font-weight: 700;
`;

/**
 * The spec's 1, 2 and 3 columns, as a wrapping flex row so that a last row that is not full
 * (5 entries: 3 + 2) is centred instead of leaving a hole at its end. Items stretch, so the
 * cards of a row share one height.
 */
export const Grid = styled.ul`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  align-items: stretch;
  --columns: 1;
  --gap: ${({ theme }) => theme.space[5]};
  gap: var(--gap);
  margin: 0;
  padding: 0;
  list-style: none;
  > li {
    display: flex;
    flex: 0 0 calc((100% - (var(--columns) - 1) * var(--gap)) / var(--columns));
    min-width: 0;
  }
  > li > * {
    flex: 1;
  }
  ${({ theme }) => theme.mq.md} {
    --columns: 2;
  }
  ${({ theme }) => theme.mq.lg} {
    --columns: 3;
  }
`;

export const Card = styled.article`
  display: flex;
  flex-direction: column;
  height: 100%;
  padding: ${({ theme }) => theme.space[5]};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  box-shadow: ${({ theme }) => theme.shadow.card};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.lg};
    overflow-wrap: anywhere;
  }
`;

export const Role = styled.p`
  margin: 0;
  font-weight: 600;
  color: ${({ theme }) => theme.color.accent};
`;

export const Dates = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;

export const Description = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[4]};
  overflow-wrap: anywhere;
`;

export const Thumbs = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[2]};
  margin-top: auto;
`;

export const Thumb = styled.button`
  position: relative;
  display: block;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md};
  overflow: hidden;
  aspect-ratio: 4 / 3;
  background: ${({ theme }) => theme.color.surfaceRaised};
  cursor: zoom-in;
  img,
  .thumb-image {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

export const Badge = styled.button`
  aspect-ratio: 4 / 3;
  border: 2px dashed ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceRaised};
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSize.lg};
  font-weight: 800;
  cursor: pointer;
`;

/**
 * Fills the thumbnail row's place in a card without images, so its bottom is not blank beside
 * its neighbours: a quiet band (about the height of a row of thumbnails) with a small drawing.
 */
export const NoImages = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  margin-top: auto;
  aspect-ratio: 4 / 1;
  border-radius: ${({ theme }) => theme.radius.md};
  background:
    radial-gradient(circle at 1px 1px, ${({ theme }) => theme.color.border} 1px, transparent 1.5px)
      0 0 / 14px 14px,
    ${({ theme }) => theme.color.surfaceRaised};
  color: ${({ theme }) => theme.color.accent};
  svg {
    width: 30%;
    max-width: 120px;
    height: auto;
  }
`;

export const Viewer = styled.figure`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  width: 100%;
  height: 100%;
  margin: 0;
  padding: ${({ theme }) => `${theme.space[8]} ${theme.space[8]} ${theme.space[5]}`};
  ${({ theme }) => theme.mq.mobile} {
    padding: ${({ theme }) => `${theme.space[8]} ${theme.space[2]} ${theme.space[5]}`};
  }
  figcaption {
    text-align: center;
    color: #fff;
  }
`;

/**
 * Where the large image goes: the space left between the top padding and the caption. A plain
 * <img> is shown at its own size, shrunk to fit. Anything else the page renders there (a
 * responsive picture: a wrapper box whose <img> is absolutely positioned, so it has no size of
 * its own) is stretched over the whole stage and must fit its image inside with
 * object-fit: contain. Without that stretch such a wrapper collapses to 0x0 in this flex row.
 */
export const Stage = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  flex: 1;
  min-height: 0;
  width: 100%;
  > img {
    max-width: 100%;
    max-height: 100%;
    width: auto;
    height: auto;
    object-fit: contain;
    border-radius: ${({ theme }) => theme.radius.md};
  }
  > :not(img) {
    flex: 1 1 0;
    min-width: 0;
    height: 100%;
  }
  > :not(img) img {
    object-fit: contain;
  }
`;

export const Controls = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  button {
    background: rgba(0, 0, 0, 0.55);
    color: #fff;
  }
  button:hover {
    background: rgba(0, 0, 0, 0.8);
  }
`;

export const Counter = styled.span`
  min-width: 5ch;
  text-align: center;
  font-variant-numeric: tabular-nums;
`;

/**
 * The underwater platform along the bottom: a low strip (the drawing stretches to any width),
 * its colours toned down so that it stays in the background, more so in dark mode.
 */
export const Seabed = styled.img`
  position: relative;
  z-index: 0;
  display: block;
  width: 100%;
  height: clamp(56px, 7vw, 96px);
  margin-top: -24px;
  pointer-events: none;
  filter: saturate(0.7);
  html.dark & {
    filter: saturate(0.55) brightness(0.6);
  }
`;

/** Open water between the cards and the seabed, where the fish swim: one low band. */
export const Water = styled.div`
  position: relative;
  z-index: 1;
  height: 120px;
  margin-top: ${({ theme }) => theme.space[5]};
  pointer-events: none;
`;

const swim = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(140px); }
`;

export const Lane = styled.div`
  position: absolute;
  left: 0;
  width: 100%;
  display: flex;
  justify-content: flex-end;
  pointer-events: none;
  animation: ${swim} 10s linear infinite;
  ${({ theme }) => theme.mq.reducedMotion} {
    animation: none;
    transform: translateX(var(--rest, -50%));
  }
`;

export const FishButton = styled.button`
  display: flex;
  width: max-content;
  justify-content: flex-end;
  gap: 2px 6px;
  padding: 4px;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  pointer-events: auto;
  cursor: pointer;
  opacity: 0.85;
  html.dark & {
    opacity: 0.7;
  }
`;

export const Fin = styled.span`
  display: block;
  line-height: 0;
  &[data-index='1'],
  &[data-index='3'] {
    transform: translateY(6px);
  }
`;
