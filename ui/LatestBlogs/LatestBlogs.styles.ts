import styled from '@emotion/styled';
import { SectionHeading, SectionRoot } from '../primitives/Section';

export const Root = SectionRoot;

export const Heading = SectionHeading;

export const Grid = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[5]};
  margin: 0 0 ${({ theme }) => theme.space[6]};
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.mq.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${({ theme }) => theme.mq.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

export const Card = styled.article`
  position: relative;
  height: 100%;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.lg};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  transition: transform 0.15s ease;
  &:hover {
    transform: translateY(-2px);
  }
  ${({ theme }) => theme.mq.reducedMotion} {
    transition: none;
    &:hover {
      transform: none;
    }
  }
  h3 {
    margin: 0;
    padding: ${({ theme }) => theme.space[4]};
    font-size: ${({ theme }) => theme.fontSize.lg};
    line-height: 1.3;
    overflow-wrap: anywhere;
  }
  h3 a {
    color: ${({ theme }) => theme.color.text};
    text-decoration: none;
  }
  /* The whole card is clickable through the title link. */
  h3 a::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  &:focus-within {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
  h3 a:focus-visible {
    outline: none;
  }
`;

export const Media = styled.div`
  aspect-ratio: 16 / 9;
  overflow: hidden;
  background: ${({ theme }) => theme.color.surfaceRaised};
  img,
  .post-image {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

export const Empty = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
`;

export const More = styled.div`
  text-align: center;
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: ${({ theme }) => `${theme.space[2]} ${theme.space[6]}`};
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.color.accent};
    color: ${({ theme }) => theme.color.accentText};
    font-weight: 700;
    text-decoration: none;
  }
`;
