import styled from '@emotion/styled';

/** Fills the column the page puts it in (the site's `Container`). */
export const Root = styled.div`
  min-width: 0;
`;

export const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => `${theme.space[2]} ${theme.space[5]}`};
  margin-bottom: ${({ theme }) => theme.space[5]};
`;

export const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.xxl};
  line-height: ${({ theme }) => theme.lineHeight.heading};
  ${({ theme }) => theme.mq.mobile} {
    font-size: ${({ theme }) => theme.fontSize.xl};
  }
`;

export const Who = styled.p`
  min-width: 0;
  max-width: 100%;
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  overflow-wrap: anywhere;
  strong {
    color: ${({ theme }) => theme.color.text};
  }
`;

export const TabList = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[1]};
  margin-bottom: ${({ theme }) => theme.space[5]};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  /* Four short tabs fit a 375px phone; a narrower one scrolls this row, never the page. */
  overflow-x: auto;
  scrollbar-width: thin;
`;

export const Tab = styled.button`
  display: inline-flex;
  flex: none;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: 44px;
  margin-bottom: -1px;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border: 0;
  border-bottom: 3px solid transparent;
  background: transparent;
  color: ${({ theme }) => theme.color.textMuted};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  &:hover {
    color: ${({ theme }) => theme.color.text};
  }
  &:focus-visible {
    outline-offset: -3px;
  }
  &[aria-selected='true'] {
    border-bottom-color: ${({ theme }) => theme.color.accent};
    color: ${({ theme }) => theme.color.text};
  }
  /* All four tabs, badges too, fit a 375px phone. */
  ${({ theme }) => theme.mq.small} {
    gap: ${({ theme }) => theme.space[1]};
    padding-inline: ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
`;

export const Badge = styled.span`
  min-width: 1.5rem;
  padding: 0 ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.accent};
  color: ${({ theme }) => theme.color.accentText};
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: 700;
  line-height: 1.5rem;
  text-align: center;
  ${({ theme }) => theme.mq.small} {
    min-width: 1.25rem;
    padding: 0 ${({ theme }) => theme.space[1]};
    line-height: 1.25rem;
  }
`;

export const Panel = styled.div`
  &:focus-visible {
    outline-offset: 4px;
  }
`;
