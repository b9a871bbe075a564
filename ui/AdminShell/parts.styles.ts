import styled from '@emotion/styled';

/** A panel of the owner's area: its header, then its content. */
export const PanelRoot = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

/** A panel's header row: the heading, then its filters or its action. */
export const PanelTop = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
`;

export const PanelHeading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.lg};
`;

/** A list of cards (comments, messages, builds). */
export const CardList = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** Why the last action failed. */
/** A panel's muted line of explanation (Builds, Drafts), with code in the mono face. */
export const PanelNote = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  overflow-wrap: anywhere;
  code {
    font-family: ${({ theme }) => theme.fonts.mono};
    font-size: 0.9em;
  }
`;

export const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.danger};
  font-weight: 600;
`;

/** A row of toggle chips filtering a list; wraps on a phone instead of scrolling sideways. */
export const ChipRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

export const Chip = styled.button`
  min-height: 40px;
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[4]}`};
  border-radius: ${({ theme }) => theme.radius.pill};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  &:hover {
    border-color: ${({ theme }) => theme.color.accent};
  }
  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.color.accent};
    border-color: ${({ theme }) => theme.color.accent};
    color: ${({ theme }) => theme.color.accentText};
  }
`;

/**
 * A short word about an item's state ('Hidden', 'Unread', 'Failed'): always text, the colour
 * only repeats it.
 */
export const Tag = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  padding: 0 ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radius.pill};
  border: 1px solid currentColor;
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: 700;
  line-height: 1.6;
  letter-spacing: 0.02em;
  text-transform: uppercase;
  white-space: nowrap;
  color: ${({ theme }) => theme.color.textMuted};
  &[data-tone='accent'] {
    color: ${({ theme }) => theme.color.link};
  }
  &[data-tone='danger'] {
    color: ${({ theme }) => theme.color.danger};
  }
  &[data-tone='success'] {
    color: ${({ theme }) => theme.color.success};
  }
`;

/** The quiet line a list shows when it has nothing in it. */
export const EmptyText = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space[5]};
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px dashed ${({ theme }) => theme.color.border};
  color: ${({ theme }) => theme.color.textMuted};
  text-align: center;
`;

export const Failed = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme }) => theme.color.danger};
  background: ${({ theme }) => theme.color.surface};
  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
  strong {
    color: ${({ theme }) => theme.color.danger};
  }
`;

/** Small action buttons under an item: they wrap on a phone. */
export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  button,
  a {
    min-height: 40px;
    padding: ${({ theme }) => `${theme.space[1]} ${theme.space[4]}`};
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
  /* A link (Reply) reads as a link: no inset of its own before it. */
  a {
    display: inline-flex;
    align-items: center;
    padding-left: 0;
    font-weight: 600;
  }
`;
