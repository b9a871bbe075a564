import styled from '@emotion/styled';

/** Dims the page; the panel hangs near the top on wide screens so results grow downwards. */
export const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.modal};
  display: flex;
  align-items: flex-start;
  justify-content: center;
  padding: 10vh ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.color.backdrop};
  ${({ theme }) => theme.mq.mobile} {
    padding: 0;
  }
`;

/**
 * The dialog. A grid, so the close button sits beside the field while coming after the filters
 * in the Tab order (field, filters, close); only the result list scrolls. On a phone it is a
 * full-screen sheet.
 */
export const Panel = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  grid-template-rows: auto auto auto minmax(0, 1fr) auto;
  grid-template-areas:
    'field close'
    'filters filters'
    'status status'
    'list list'
    'hints hints';
  column-gap: ${({ theme }) => theme.space[2]};
  width: min(640px, 100%);
  max-height: min(80vh, 720px);
  padding: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radius.lg};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  box-shadow: ${({ theme }) => theme.shadow.dialog};
  &:focus {
    outline: none;
  }
  ${({ theme }) => theme.mq.mobile} {
    width: 100%;
    height: 100vh;
    height: 100dvh;
    max-height: none;
    padding: ${({ theme }) => theme.space[3]};
    border: 0;
    border-radius: 0;
    box-shadow: none;
  }
`;

export const Field = styled.div`
  grid-area: field;
  position: relative;
  display: flex;
  align-items: center;
  > svg {
    position: absolute;
    left: ${({ theme }) => theme.space[3]};
    color: ${({ theme }) => theme.color.textMuted};
    pointer-events: none;
  }
  input {
    width: 100%;
    min-height: 48px;
    padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]} ${theme.space[2]} 2.75rem`};
    border: 2px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.surfaceRaised};
    color: ${({ theme }) => theme.color.text};
    font: inherit;
    /* 16px or more, or phones zoom the page in when the field takes focus. */
    font-size: ${({ theme }) => theme.fontSize.md};
  }
  input::placeholder {
    color: ${({ theme }) => theme.color.textMuted};
    opacity: 1;
  }
  input:focus {
    border-color: ${({ theme }) => theme.color.accent};
  }
`;

export const CloseSlot = styled.div`
  grid-area: close;
  align-self: center;
`;

export const Filters = styled.div`
  grid-area: filters;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: ${({ theme }) => theme.space[3]};
  ${({ theme }) => theme.mq.mobile} {
    flex-wrap: nowrap;
    overflow-x: auto;
    /* Room for the focus ring, which the scrolling row would otherwise clip. */
    padding: 4px;
    margin: ${({ theme }) => theme.space[2]} -4px 0;
    scrollbar-width: thin;
  }
`;

export const Chip = styled.button`
  flex: none;
  min-height: 36px;
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  border-radius: ${({ theme }) => theme.radius.pill};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSize.sm};
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
  ${({ theme }) => theme.mq.mobile} {
    min-height: 44px;
  }
`;

export const Status = styled.p`
  grid-area: status;
  margin: ${({ theme }) => `${theme.space[3]} 0 ${theme.space[2]}`};
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.textMuted};
  overflow-wrap: anywhere;
  &[data-status='error'] {
    color: ${({ theme }) => theme.color.danger};
    font-weight: 600;
  }
`;

export const List = styled.ul`
  grid-area: list;
  min-height: 0;
  margin: 0;
  padding: 0;
  list-style: none;
  overflow-y: auto;
  overscroll-behavior: contain;
`;

export const Option = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[3]} ${theme.space[3]} 1rem`};
  border-radius: ${({ theme }) => theme.radius.md};
  /* The active option is marked by its background and an accent bar, not colour alone. */
  border-left: 4px solid transparent;
  cursor: pointer;
  & + & {
    margin-top: ${({ theme }) => theme.space[1]};
  }
  &[aria-selected='true'] {
    background: ${({ theme }) => theme.color.surfaceRaised};
    border-left-color: ${({ theme }) => theme.color.accent};
  }
`;

export const OptionTitle = styled.span`
  font-weight: 700;
  line-height: ${({ theme }) => theme.lineHeight.snug};
  overflow-wrap: anywhere;
`;

export const OptionMeta = styled.span`
  font-size: ${({ theme }) => theme.fontSize.xs};
  color: ${({ theme }) => theme.color.textMuted};
  overflow-wrap: anywhere;
`;

export const Excerpt = styled.span`
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 3;
  overflow: hidden;
  font-size: ${({ theme }) => theme.fontSize.sm};
  overflow-wrap: anywhere;
  mark {
    padding: 0 2px;
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.color.accent};
    color: ${({ theme }) => theme.color.accentText};
    font-weight: 600;
  }
`;

/** Key hints for wide screens; a phone has no arrow keys to hint at. */
export const Hints = styled.p`
  grid-area: hints;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[4]}`};
  margin: ${({ theme }) => `${theme.space[3]} 0 0`};
  padding-top: ${({ theme }) => theme.space[3]};
  border-top: 1px solid ${({ theme }) => theme.color.border};
  font-size: ${({ theme }) => theme.fontSize.xs};
  color: ${({ theme }) => theme.color.textMuted};
  kbd {
    padding: 0 ${({ theme }) => theme.space[1]};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.sm};
    font-family: ${({ theme }) => theme.fonts.mono};
  }
  ${({ theme }) => theme.mq.mobile} {
    display: none;
  }
`;
