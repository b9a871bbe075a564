import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import { contentColumn } from '../primitives/Container';
import { container, space } from '../theme/tokens';

export const Root = styled.section`
  position: relative;
  overflow: hidden;
  padding: ${({ theme }) => `${theme.space[6]} 0 ${theme.space[7]}`};
  ${({ theme }) => theme.mq.md} {
    padding-top: ${({ theme }) => theme.space[8]};
  }
`;

/** From this width there is room for the portrait beside the text (a large phone, a tablet). */
const TWO_COLUMNS = '@media (min-width: 560px)';

/**
 * Text and portrait. One column on phones (a small portrait above the greeting); from 560px two
 * columns, the portrait at the right (30% of the window, 26rem at most), both centred
 * vertically on each other, so no wide screen leaves half the hero empty.
 */
export const Intro = styled.div`
  ${({ theme }) => contentColumn(theme)}
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[5]};
  align-items: center;
  ${TWO_COLUMNS} {
    grid-template-columns: minmax(0, 1fr) auto;
    column-gap: ${({ theme }) => theme.space[6]};
  }
  ${({ theme }) => theme.mq.lg} {
    column-gap: ${({ theme }) => theme.space[7]};
  }
`;

export const Copy = styled.div`
  min-width: 0;
`;

/**
 * The portrait's square box: its size comes from CSS alone (aspect-ratio), so the picture
 * cannot shift the layout when it loads. A photo is cropped to a circle with an accent ring;
 * the drawn default brings its own disc.
 */
export const PortraitFrame = styled.div`
  position: relative;
  justify-self: start;
  width: 9rem;
  aspect-ratio: 1;
  ${TWO_COLUMNS} {
    order: 2;
    justify-self: center;
    width: clamp(10rem, 30vw, 26rem);
  }
  .hero-portrait {
    display: block;
    width: 100%;
    height: 100%;
  }
  &[data-kind='photo'] {
    border-radius: 50%;
    overflow: hidden;
    box-shadow:
      0 0 0 6px ${({ theme }) => theme.color.background},
      0 0 0 9px ${({ theme }) => theme.color.accent};
  }
  &[data-kind='photo'] img {
    object-fit: cover;
  }
`;

export const Greeting = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSize.lg};
  color: ${({ theme }) => theme.color.textMuted};
`;

export const Headline = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space[6]};
  max-width: 18ch;
  font-size: ${({ theme }) => theme.fontSize.display};
  line-height: 1.1;
  overflow-wrap: anywhere;
`;

export const HireLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[6]}`};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.accent};
  color: ${({ theme }) => theme.color.accentText};
  font-weight: 700;
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.color.accentHover};
  }
`;

const scrollLeft = keyframes`
  from { transform: translateX(0); }
  to { transform: translateX(-50%); }
`;

const scrollRight = keyframes`
  from { transform: translateX(-50%); }
  to { transform: translateX(0); }
`;

export const Banners = styled.div`
  margin-top: ${({ theme }) => theme.space[8]};
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  /* From 1280px the fixed profile column holds the right margin: the banners keep to the
     content column, clear of it. */
  ${({ theme }) => theme.mq.xl} {
    ${({ theme }) => contentColumn(theme)}
  }
`;

export const Banner = styled.div`
  overflow: hidden;
  ${({ theme }) => theme.mq.xl} {
    border-radius: ${({ theme }) => theme.radius.md};
  }
  padding: ${({ theme }) => theme.space[3]} 0;
  background: ${({ theme }) => theme.color.accent};
  color: ${({ theme }) => theme.color.accentText};
  transform: rotate(-1.5deg);
  &[data-direction='right'] {
    transform: rotate(1.5deg);
    background: ${({ theme }) => theme.color.surfaceRaised};
    color: ${({ theme }) => theme.color.text};
  }
`;

export const Track = styled.div`
  display: flex;
  width: max-content;
  animation: ${scrollLeft} 30s linear infinite;
  [data-direction='right'] > & {
    animation-name: ${scrollRight};
  }
  ${({ theme }) => theme.mq.reducedMotion} {
    animation: none;
  }
`;

export const Words = styled.p`
  display: flex;
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.lg};
  font-weight: 700;
  text-transform: uppercase;
  letter-spacing: 0.08em;
  white-space: nowrap;
  span {
    padding: 0 ${({ theme }) => theme.space[5]};
  }
  span::after {
    content: '✦';
    margin-left: ${({ theme }) => theme.space[5]};
    opacity: 0.7;
  }
`;

/**
 * Where the fixed column of profile links fits beside the content column: the right margin must
 * hold its offset from the edge, the column itself (a 44px link in 2px of padding and a 1px
 * border: 50px) and a clear gap, with a 17px scrollbar taken off the window. That is 1301px; at
 * 1280 the margin is 56px and the column would touch the banners' ends.
 */
const socialRail = `@media (min-width: calc(${container.maxWidth} + 2 * (50px + ${space[1]} + ${space[3]}) + 17px))`;

/**
 * The profile links. In the page's flow (a row under 'Hire Me') on phones, tablets and laptops;
 * from `socialRail`, where the content column leaves a margin wide enough to hold it without
 * covering anything, the spec's fixed column at the right edge.
 */
export const Social = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin: ${({ theme }) => theme.space[5]} 0 0;
  padding: 0;
  list-style: none;
  a {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 44px;
    height: 44px;
    border-radius: ${({ theme }) => theme.radius.pill};
    border: 1px solid ${({ theme }) => theme.color.border};
    color: ${({ theme }) => theme.color.text};
  }
  a:hover {
    color: ${({ theme }) => theme.color.accent};
  }
  ${socialRail} {
    position: fixed;
    right: ${({ theme }) => theme.space[1]};
    bottom: ${({ theme }) => theme.space[5]};
    z-index: ${({ theme }) => theme.zIndex.fixedLinks};
    flex-direction: column;
    gap: ${({ theme }) => theme.space[1]};
    margin: 0;
    padding: 2px;
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.color.surface};
    border: 1px solid ${({ theme }) => theme.color.border};
    box-shadow: ${({ theme }) => theme.shadow.float};
    a {
      border: 0;
    }
  }
`;
