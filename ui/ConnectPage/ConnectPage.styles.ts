import styled from '@emotion/styled';
import { contentColumn } from '../primitives/Container';

export const Root = styled.div`
  color: ${({ theme }) => theme.color.text};
  img {
    height: auto;
  }
`;

export const Hero = styled.section`
  ${({ theme }) => contentColumn(theme)}
  padding-block: ${({ theme }) => theme.space[7]};
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  align-items: center;
  ${({ theme }) => theme.mq.lg} {
    grid-template-columns: 1fr 1.1fr;
  }
`;

export const Brand = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  img {
    width: 72px;
    height: 72px;
  }
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.display};
    line-height: 1.1;
  }
`;

export const Intro = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.xl};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.fontSize.lg};
  }
`;

export const Poster = styled.div`
  img {
    display: block;
    width: 100%;
    border-radius: ${({ theme }) => theme.radius.lg};
    box-shadow: ${({ theme }) => theme.shadow.artwork};
  }
`;

export const CodeLink = styled.a`
  justify-self: start;
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[5]}`};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.accent};
  color: ${({ theme }) => theme.color.accentText};
  font-weight: 700;
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.color.accentHover};
  }
`;

export const Tech = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(6.5rem, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: grid;
    justify-items: center;
    gap: ${({ theme }) => theme.space[1]};
    padding: ${({ theme }) => theme.space[3]};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.surface};
    font-size: ${({ theme }) => theme.fontSize.sm};
    font-weight: 600;
    text-align: center;
  }
  img {
    width: 40px;
    height: 40px;
  }
`;

export const More = styled.section`
  background: ${({ theme }) => theme.color.surfaceRaised};
  padding-block: ${({ theme }) => theme.space[7]};
  > h2 {
    ${({ theme }) => contentColumn(theme)}
    margin-bottom: ${({ theme }) => theme.space[6]};
    margin-top: 0;
    font-size: ${({ theme }) => theme.fontSize.xxl};
    text-align: center;
  }
`;

export const Block = styled.article`
  ${({ theme }) => contentColumn(theme)}
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  align-items: center;
  & + & {
    margin-top: ${({ theme }) => theme.space[8]};
  }
  ${({ theme }) => theme.mq.lg} {
    grid-template-columns: 1fr 1fr;
    &[data-flip='true'] > :first-of-type {
      order: 2;
    }
  }
  h3 {
    margin: 0 0 ${({ theme }) => theme.space[3]};
    font-size: ${({ theme }) => theme.fontSize.xl};
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space[3]};
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

export const Shots = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[4]};
  justify-items: center;
  > div {
    display: flex;
    justify-content: center;
    width: 100%;
  }
  img {
    display: block;
    width: 100%;
    max-width: 240px;
    filter: drop-shadow(0 16px 24px rgba(15, 18, 32, 0.25));
  }
`;
