import styled from '@emotion/styled';

/**
 * From 1280px, where the browser can show a closed <details>' content (`::details-content`),
 * the list is always open, the summary hidden and the title drawn from the nav's `data-title`
 * (generated content, so the page holds the title's text once); elsewhere it is the
 * collapsible block.
 */
const WIDE = '@supports selector(::details-content)';

export const Root = styled.nav`
  font-size: ${({ theme }) => theme.fontSize.sm};
  line-height: 1.45;
  details {
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.surface};
  }
  details[open] > summary::after {
    transform: rotate(225deg);
    margin-top: 4px;
  }
  ${WIDE} {
    ${({ theme }) => theme.mq.xl} {
      details {
        border: 0;
        background: none;
      }
      details::details-content {
        content-visibility: visible;
        display: block;
      }
      details > summary {
        display: none;
      }
      &::before {
        content: attr(data-title);
        display: block;
        margin-bottom: ${({ theme }) => theme.space[2]};
        color: ${({ theme }) => theme.color.text};
        font-weight: 700;
      }
    }
  }
`;

export const Summary = styled.summary`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  min-height: 44px;
  padding: ${({ theme }) => `0 ${theme.space[4]}`};
  border-radius: ${({ theme }) => theme.radius.md};
  font-weight: 700;
  cursor: pointer;
  list-style: none;
  &::-webkit-details-marker {
    display: none;
  }
  /* A chevron that points down when closed and up when open. */
  &::after {
    content: '';
    width: 8px;
    height: 8px;
    margin-top: -4px;
    border-right: 2px solid currentColor;
    border-bottom: 2px solid currentColor;
    transform: rotate(45deg);
  }
`;

/** The sections; a 2px rail on the left, the current one marked by a wider bar on it. */
export const List = styled.ol`
  margin: 0;
  padding: ${({ theme }) => `0 ${theme.space[4]} ${theme.space[3]}`};
  list-style: none;
  ${WIDE} {
    ${({ theme }) => theme.mq.xl} {
      padding: 0;
    }
  }
  > li {
    box-shadow: inset 2px 0 ${({ theme }) => theme.color.border};
  }
`;

export const SubList = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Entry = styled.a`
  display: flex;
  align-items: center;
  /* A full touch target below 1280px; denser beside the text, where a mouse points. */
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space[1]} 0 ${theme.space[1]} ${theme.space[4]}`};
  color: ${({ theme }) => theme.color.textMuted};
  text-decoration: none;
  overflow-wrap: anywhere;
  &[data-level='3'] {
    padding-left: ${({ theme }) => `calc(${theme.space[4]} + ${theme.space[4]})`};
  }
  &:hover {
    color: ${({ theme }) => theme.color.link};
    text-decoration: underline;
  }
  /* The section being read: bold text on a 4px bar, not colour alone. */
  &[aria-current='location'] {
    box-shadow: inset 4px 0 ${({ theme }) => theme.color.accent};
    color: ${({ theme }) => theme.color.text};
    font-weight: 700;
  }
  ${({ theme }) => theme.mq.xl} {
    @media (pointer: fine) {
      min-height: 32px;
    }
  }
`;
