import styled from '@emotion/styled';
import { CardGrid, SectionHeading, SectionRoot } from '../primitives/Section';

export const Root = SectionRoot;

export const Heading = SectionHeading;

export const Grid = CardGrid;

export const CardButton = styled.button`
  display: flex;
  flex-direction: column;
  width: 100%;
  height: 100%;
  padding: 0;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  text-align: left;
  cursor: pointer;
  transition: ${({ theme }) => theme.transition('fast', 'transform', 'box-shadow')};
  &:hover {
    transform: translateY(-3px);
    box-shadow: ${({ theme }) => theme.shadow.lift};
  }
  ${({ theme }) => theme.mq.reducedMotion} {
    transition: none;
    &:hover {
      transform: none;
    }
  }
  img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 16 / 10;
    object-fit: cover;
    background: ${({ theme }) => theme.color.surfaceRaised};
  }
`;

export const CardBody = styled.span`
  display: block;
  padding: ${({ theme }) => theme.space[4]};
  strong {
    display: block;
    margin-bottom: ${({ theme }) => theme.space[1]};
    font-size: ${({ theme }) => theme.fontSize.lg};
  }
  span {
    display: -webkit-box;
    -webkit-line-clamp: 3;
    -webkit-box-orient: vertical;
    overflow: hidden;
    color: ${({ theme }) => theme.color.textMuted};
    overflow-wrap: anywhere;
  }
`;

export const ModalMedia = styled.img`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 16 / 10;
  max-height: min(42vh, 420px);
  object-fit: contain;
  margin-bottom: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceRaised};
`;

export const ModalText = styled.div`
  p {
    margin: 0 0 ${({ theme }) => theme.space[3]};
    overflow-wrap: anywhere;
  }
`;

export const ModalActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[4]};
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: ${({ theme }) => `${theme.space[2]} ${theme.space[5]}`};
    border-radius: ${({ theme }) => theme.radius.pill};
    border: 2px solid ${({ theme }) => theme.color.accent};
    font-weight: 700;
    text-decoration: none;
  }
  a:first-of-type {
    background: ${({ theme }) => theme.color.accent};
    color: ${({ theme }) => theme.color.accentText};
  }
  a + a {
    color: ${({ theme }) => theme.color.text};
  }
`;
