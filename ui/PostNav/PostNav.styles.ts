import styled from '@emotion/styled';

export const Root = styled.nav`
  margin-top: ${({ theme }) => theme.space[7]};
`;

export const Pair = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[3]};
  margin: 0 0 ${({ theme }) => theme.space[5]};
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.mq.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  li[data-side='next'] {
    text-align: right;
    grid-column: -2;
  }
  a {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space[1]};
    height: 100%;
    padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
    border-radius: ${({ theme }) => theme.radius.md};
    border: 1px solid ${({ theme }) => theme.color.border};
    color: ${({ theme }) => theme.color.text};
    text-decoration: none;
    font-weight: 700;
  }
  a:hover {
    border-color: ${({ theme }) => theme.color.accent};
  }
`;

export const Direction = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: 600;
`;

export const More = styled.p`
  margin: 0;
  text-align: center;
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: ${({ theme }) => `${theme.space[2]} ${theme.space[5]}`};
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.color.accent};
    color: ${({ theme }) => theme.color.accentText};
    font-weight: 700;
    text-decoration: none;
  }
  a:hover {
    background: ${({ theme }) => theme.color.accentHover};
  }
`;
