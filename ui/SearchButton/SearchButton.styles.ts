import styled from '@emotion/styled';

/**
 * An icon button (44x44) until the bar has room, then a pill with the word and the shortcut.
 * The label shows from 1024px: below that the landing and account bars' links leave no room.
 */
export const Root = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 44px;
  height: 44px;
  padding: 0;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: transparent;
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  font-weight: 600;
  white-space: nowrap;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.color.surfaceRaised};
  }
  ${({ theme }) => theme.mq.lg} {
    padding: ${({ theme }) => `0 ${theme.space[2]} 0 ${theme.space[3]}`};
    border-color: ${({ theme }) => theme.color.border};
    &:hover {
      border-color: ${({ theme }) => theme.color.accent};
    }
  }
`;

/** The word and the key hint: hidden (not just from sight) until the pill shows. */
export const Wide = styled.span`
  display: none;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  ${({ theme }) => theme.mq.lg} {
    display: inline-flex;
  }
  kbd {
    min-width: 1.5rem;
    padding: 0 ${({ theme }) => theme.space[1]};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.color.surfaceRaised};
    color: ${({ theme }) => theme.color.textMuted};
    font-family: ${({ theme }) => theme.fonts.mono};
    font-size: ${({ theme }) => theme.fontSize.xs};
    line-height: 1.6;
    text-align: center;
    /* Drawn, not text: see SearchButton. */
    &::after {
      content: attr(data-key);
    }
  }
`;
