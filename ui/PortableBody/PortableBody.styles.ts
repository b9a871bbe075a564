import { css, type Theme } from '@emotion/react';
import styled from '@emotion/styled';

export const Root = styled.div`
  font-size: 1.0625rem;
  line-height: 1.75;
  overflow-wrap: break-word;
  h2,
  h3,
  h4 {
    margin: ${({ theme }) => `${theme.space[6]} 0 ${theme.space[3]}`};
    line-height: 1.3;
    scroll-margin-top: 80px;
  }
  h2 {
    font-size: ${({ theme }) => theme.fontSize.xl};
  }
  h3 {
    font-size: ${({ theme }) => theme.fontSize.lg};
  }
  h4 {
    font-size: ${({ theme }) => theme.fontSize.md};
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space[4]};
  }
  ul,
  ol {
    margin: 0 0 ${({ theme }) => theme.space[4]};
    padding-left: ${({ theme }) => theme.space[5]};
  }
  li + li {
    margin-top: ${({ theme }) => theme.space[1]};
  }
  blockquote {
    margin: 0 0 ${({ theme }) => theme.space[4]};
    padding: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
    border-left: 4px solid ${({ theme }) => theme.color.accent};
    color: ${({ theme }) => theme.color.textMuted};
  }
  :not(pre) > code {
    padding: 0.1em 0.35em;
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.color.surfaceRaised};
    font-family: ${({ theme }) => theme.fonts.mono};
    font-size: 0.9em;
    /* Its own (mono) metrics must not make the line taller than the text's: lines stay even. */
    line-height: 1;
  }
`;

/** The 44px square of a heading's link and copy-link controls. */
const TOOL_SIZE = '44px';

/**
 * A section heading with its controls. The heading is inline, so the controls follow its last
 * word like one more word: no column is kept free for them, and a short heading keeps its
 * single line. The row carries the heading's margins and size (an inline heading has no
 * vertical margins), so the body's rhythm is what it was.
 */
export const HeadingRow = styled.div`
  position: relative;
  margin: ${({ theme }) => `${theme.space[6]} 0 ${theme.space[3]}`};
  line-height: 1.3;
  &[data-level='2'] {
    font-size: ${({ theme }) => theme.fontSize.xl};
  }
  &[data-level='3'] {
    font-size: ${({ theme }) => theme.fontSize.lg};
  }
  && > h2,
  && > h3 {
    display: inline;
    margin: 0;
    font-size: inherit;
  }
  /* Where a pointer can hover, the controls appear with it or with keyboard focus. */
  @media (hover: hover) {
    & > [data-tools]:not(:focus-within) {
      opacity: 0;
    }
    &:hover > [data-tools] {
      opacity: 1;
    }
  }
`;

/**
 * The controls: full 44px targets whose negative margins make them exactly one heading line
 * tall in the layout, so they never make a line taller.
 */
export const HeadingTools = styled.span`
  display: inline-flex;
  vertical-align: top;
  margin: calc((1.3em - ${TOOL_SIZE}) / 2) 0;
  white-space: nowrap;
`;

const tool = (theme: Theme) => css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${TOOL_SIZE};
  height: ${TOOL_SIZE};
  padding: 0;
  border: 0;
  border-radius: ${theme.radius.md};
  background: transparent;
  color: ${theme.color.textMuted};
  font: inherit;
  cursor: pointer;
  &:hover {
    background: ${theme.color.surfaceRaised};
    color: ${theme.color.link};
  }
`;

export const HeadingAnchor = styled.a`
  ${({ theme }) => tool(theme)}
`;

export const HeadingCopy = styled.button`
  ${({ theme }) => tool(theme)}
`;

/**
 * 'Link copied', in the empty space above the heading (its top margin is 2rem, the note about
 * 1.7rem), so it covers no text at any width. Empty, it has no box but stays a live region.
 */
export const LinkCopied = styled.span`
  position: absolute;
  right: 0;
  bottom: 100%;
  padding: 2px ${({ theme }) => theme.space[2]};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.success};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: 600;
  line-height: 1.5;
  white-space: nowrap;
  &:empty {
    padding: 0;
    border: 0;
  }
`;

/** A picture in the body: as wide as the text at most, its caption small and muted below. */
export const Figure = styled.figure`
  margin: ${({ theme }) => `${theme.space[5]} 0`};
  img,
  [data-picture] {
    display: block;
    max-width: 100%;
    height: auto;
    margin-inline: auto;
    border-radius: ${({ theme }) => theme.radius.md};
  }
  figcaption {
    margin-top: ${({ theme }) => theme.space[2]};
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.fontSize.sm};
    line-height: 1.5;
    text-align: center;
  }
`;

/* Code blocks are dark in both colour modes, so their token colours are fixed. */
export const CodeFigure = styled.figure`
  margin: 0 0 ${({ theme }) => theme.space[5]};
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.md};
  background: #0d1117;
  color: #e6edf3;
  border: 1px solid ${({ theme }) => theme.color.border};
`;

export const CodeBar = styled.figcaption`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  min-height: 44px;
  padding: ${({ theme }) => `0 ${theme.space[2]} 0 ${theme.space[4]}`};
  border-bottom: 1px solid #30363d;
  background: #161b22;
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: #c9d1d9;
`;

export const CopyArea = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

export const Copied = styled.span`
  color: #7ee787;
  font-family: ${({ theme }) => theme.fonts.body};
  font-weight: 600;
`;

export const CopyButton = styled.button`
  min-height: 36px;
  padding: ${({ theme }) => `0 ${theme.space[3]}`};
  border: 1px solid #3d444d;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: #21262d;
  color: #f0f6fc;
  font: inherit;
  font-family: ${({ theme }) => theme.fonts.body};
  cursor: pointer;
  &:hover {
    background: #30363d;
  }
`;

export const Pre = styled.pre`
  margin: 0;
  padding: ${({ theme }) => theme.space[4]};
  overflow-x: auto;
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSize.sm};
  line-height: 1.6;
  tab-size: 2;
  code {
    font-family: inherit;
  }
  .hljs-comment,
  .hljs-quote {
    color: #9198a1;
    font-style: italic;
  }
  .hljs-keyword,
  .hljs-selector-tag,
  .hljs-meta .hljs-keyword,
  .hljs-doctag,
  .hljs-section {
    color: #ff7b72;
  }
  .hljs-string,
  .hljs-regexp,
  .hljs-meta .hljs-string,
  .hljs-template-tag {
    color: #a5d6ff;
  }
  .hljs-number,
  .hljs-literal,
  .hljs-variable,
  .hljs-template-variable,
  .hljs-attr,
  .hljs-attribute,
  .hljs-selector-attr,
  .hljs-selector-class,
  .hljs-selector-id,
  .hljs-symbol,
  .hljs-bullet,
  .hljs-link {
    color: #79c0ff;
  }
  .hljs-title,
  .hljs-title.function_,
  .hljs-title.class_,
  .hljs-name {
    color: #d2a8ff;
  }
  .hljs-built_in,
  .hljs-type,
  .hljs-params,
  .hljs-property {
    color: #ffa657;
  }
  .hljs-tag,
  .hljs-meta,
  .hljs-punctuation,
  .hljs-subst {
    color: #c9d1d9;
  }
  .hljs-addition {
    color: #aff5b4;
  }
  .hljs-deletion {
    color: #ffdcd7;
  }
  .hljs-emphasis {
    font-style: italic;
  }
  .hljs-strong {
    font-weight: 700;
  }
`;

export const Video = styled.div`
  position: relative;
  margin: 0 0 ${({ theme }) => theme.space[5]};
  aspect-ratio: 16 / 9;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.md};
  background: #0f1220;
  iframe {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    border: 0;
  }
`;

export const Facade = styled.button`
  position: absolute;
  inset: 0;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[3]};
  width: 100%;
  border: 0;
  padding: 0;
  background:
    radial-gradient(circle at 30% 20%, rgba(155, 132, 255, 0.35), transparent 55%),
    radial-gradient(circle at 80% 90%, rgba(14, 138, 148, 0.35), transparent 50%), #0f1220;
  color: #ffffff;
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  svg {
    width: 72px;
    height: 52px;
  }
  .play-bg {
    fill: #d62d2d;
    transition: ${({ theme }) => theme.transition('fast', 'fill')};
  }
  &:hover .play-bg,
  &:focus-visible .play-bg {
    fill: #ff3b3b;
  }
  &:focus-visible {
    outline-offset: -6px;
  }
`;

export const Invalid = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme }) => theme.color.danger};
  color: ${({ theme }) => theme.color.danger};
  font-weight: 600;
`;
