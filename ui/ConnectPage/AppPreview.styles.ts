import styled from '@emotion/styled';

/**
 * A phone: a dark bezel around a theme-coloured screen, 9:16 so its box is reserved before
 * anything inside is laid out. Text inside is never smaller than 12px. (Viewport media queries,
 * not container queries: the HTML checker's CSS validator does not know @container yet.)
 */
export const Phone = styled.div`
  position: relative;
  width: 100%;
  max-width: 240px;
  aspect-ratio: 9 / 16;
  padding: 7px;
  border-radius: 30px;
  background: #141726;
  box-shadow:
    0 0 0 1px ${({ theme }) => theme.color.border},
    ${({ theme }) => theme.shadow.device};
  font-size: 0.75rem;
  line-height: 1.35;
  text-align: left;
  user-select: none;
  /* On a phone's page two previews share the width (about 160px each): text stays 12px and
     the extras (a subtitle, a hint, the tags) make room. */
  ${({ theme }) => theme.mq.small} {
    [data-extra] {
      display: none;
    }
  }
`;

export const Screen = styled.div`
  display: flex;
  flex-direction: column;
  height: 100%;
  overflow: hidden;
  border-radius: 23px;
  ${({ theme }) => theme.mq.small} {
    --pad: 8px;
  }
  background: ${({ theme }) => theme.color.background};
  color: ${({ theme }) => theme.color.text};
`;

export const StatusBar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  flex: none;
  padding: 6px 16px 2px;
  font-weight: 700;
  ${({ theme }) => theme.mq.small} {
    padding: 4px 14px 0;
  }
  svg {
    display: block;
  }
`;

export const AppBar = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  flex: none;
  padding: 6px var(--pad, 12px) 8px;
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  strong {
    display: block;
    font-size: 0.8125rem;
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  small {
    display: block;
    font-size: 0.75rem;
    color: ${({ theme }) => theme.color.textMuted};
  }
  > div {
    min-width: 0;
    flex: 1;
  }
`;

export const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: 8px;
  flex: 1;
  min-height: 0;
  overflow: hidden;
  padding: 10px var(--pad, 12px);
`;

/** Messages stick to the bottom, as in a chat: the oldest are the ones cut off. */
export const Thread = styled(Body)`
  justify-content: flex-end;
  background: ${({ theme }) => theme.color.surfaceRaised};
`;

export const DayDivider = styled.div`
  align-self: center;
  padding: 1px 10px;
  border-radius: 999px;
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.textMuted};
  font-weight: 600;
`;

export const Message = styled.div`
  display: flex;
  align-items: flex-end;
  gap: 6px;
  max-width: 92%;
  &[data-mine='true'] {
    align-self: flex-end;
    flex-direction: row-reverse;
  }
`;

export const Bubble = styled.div`
  min-width: 0;
  padding: 5px 9px 6px;
  border-radius: 12px 12px 12px 4px;
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  overflow-wrap: anywhere;
  b {
    display: block;
    font-size: 0.75rem;
    color: ${({ theme }) => theme.color.link};
  }
  [data-mine='true'] > & {
    border-radius: 12px 12px 4px 12px;
    border-color: transparent;
    background: ${({ theme }) => theme.color.accent};
    color: ${({ theme }) => theme.color.accentText};
  }
`;

/** A round avatar with initials; its colours come from the inline style (fixed pairs). */
export const Avatar = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 24px;
  height: 24px;
  border-radius: 50%;
  font-size: 0.75rem;
  font-weight: 700;
  &[data-size='large'] {
    width: 32px;
    height: 32px;
    border-radius: 10px;
    ${({ theme }) => theme.mq.small} {
      width: 24px;
      height: 24px;
      border-radius: 8px;
    }
  }
  &[data-size='call'] {
    width: 44px;
    height: 44px;
    font-size: 1rem;
  }
`;

export const Composer = styled.div`
  display: flex;
  align-items: center;
  gap: 6px;
  flex: none;
  padding: 8px 10px 12px;
  background: ${({ theme }) => theme.color.surface};
  border-top: 1px solid ${({ theme }) => theme.color.border};
  color: ${({ theme }) => theme.color.textMuted};
  > span:first-of-type {
    flex: 1;
    min-width: 0;
    padding: 5px 10px;
    border-radius: 999px;
    background: ${({ theme }) => theme.color.surfaceRaised};
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
`;

export const Search = styled.div`
  display: flex;
  align-items: center;
  gap: 6px;
  flex: none;
  padding: 5px 10px;
  border-radius: 999px;
  background: ${({ theme }) => theme.color.surfaceRaised};
  color: ${({ theme }) => theme.color.textMuted};
`;

export const RoundIcon = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 26px;
  height: 26px;
  border-radius: 50%;
  background: ${({ theme }) => theme.color.accent};
  color: ${({ theme }) => theme.color.accentText};
  &[data-tone='danger'] {
    background: #c62828;
    color: #fff;
  }
  &[data-tone='muted'] {
    background: rgba(255, 255, 255, 0.16);
    color: #fff;
  }
  &[data-size='large'] {
    width: 34px;
    height: 34px;
    ${({ theme }) => theme.mq.small} {
      width: 28px;
      height: 28px;
    }
  }
`;

export const Row = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  padding: 6px 0;
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  ${({ theme }) => theme.mq.small} {
    gap: 6px;
  }
  > div {
    flex: 1;
    min-width: 0;
  }
  strong,
  span.preview {
    display: block;
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  span.preview {
    color: ${({ theme }) => theme.color.textMuted};
  }
  span.when {
    align-self: flex-start;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

export const Unread = styled.span`
  min-width: 20px;
  padding: 0 6px;
  border-radius: 999px;
  background: ${({ theme }) => theme.color.accent};
  color: ${({ theme }) => theme.color.accentText};
  font-weight: 700;
  text-align: center;
`;

/** The login, signup and create-channel forms. */
export const Form = styled(Body)`
  gap: 7px;
  ${({ theme }) => theme.mq.small} {
    gap: 5px;
  }
  padding: 12px var(--pad, 14px);
`;

/** The form's title block; its auto top margin (with the hint's) centres the form. */
export const Brand = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 4px;
  margin-top: auto;
  margin-bottom: 4px;
  text-align: center;
  strong {
    font-size: 0.9375rem;
  }
  span {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

export const Field = styled.div`
  display: grid;
  gap: 2px;
  > span:first-of-type {
    font-weight: 600;
    color: ${({ theme }) => theme.color.textMuted};
  }
  > span + span {
    padding: 5px 9px;
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: 8px;
    background: ${({ theme }) => theme.color.surface};
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  ${({ theme }) => theme.mq.small} {
    > span + span {
      padding: 3px 8px;
    }
  }
  &[data-multiline='true'] > span + span {
    white-space: normal;
    min-height: 3.2em;
  }
`;

export const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 4px;
  span {
    padding: 1px 8px;
    border-radius: 999px;
    background: ${({ theme }) => theme.color.surfaceRaised};
    border: 1px solid ${({ theme }) => theme.color.border};
  }
`;

export const Action = styled.div`
  margin-top: 4px;
  padding: 7px 10px;
  border-radius: 999px;
  background: ${({ theme }) => theme.color.accent};
  color: ${({ theme }) => theme.color.accentText};
  font-weight: 700;
  text-align: center;
`;

export const Hint = styled.div`
  margin-top: auto;
  text-align: center;
  color: ${({ theme }) => theme.color.textMuted};
  b {
    color: ${({ theme }) => theme.color.link};
  }
`;

/** The call: a dark stage whatever the theme, as call screens are. */
export const CallStage = styled.div`
  display: flex;
  flex-direction: column;
  flex: 1;
  min-height: 0;
  gap: 8px;
  padding: 8px;
  background: #0f1220;
  color: #fff;
`;

export const Tiles = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  grid-template-rows: 1fr 1fr;
  gap: 6px;
  flex: 1;
  min-height: 0;
`;

export const Tile = styled.div`
  position: relative;
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 0;
  border-radius: 10px;
  &[data-speaking='true'] {
    box-shadow: inset 0 0 0 2px #5fd0d8;
  }
  > span:last-of-type {
    position: absolute;
    left: 4px;
    bottom: 4px;
    max-width: calc(100% - 8px);
    padding: 0 5px;
    border-radius: 6px;
    background: rgba(0, 0, 0, 0.6);
    color: #fff;
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
`;

export const CallBar = styled.div`
  display: flex;
  justify-content: center;
  gap: 10px;
  ${({ theme }) => theme.mq.small} {
    gap: 5px;
  }
  flex: none;
  padding: 4px 0 6px;
`;
