import styled from '@emotion/styled';

/**
 * Text for screen readers and crawlers only: it stays in the accessibility tree and in
 * `innerText` but takes no space on screen. Use it to finish a short visible label such as
 * 'Read More' ("Read More blog articles") without changing what sighted users see.
 */
export const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  clip-path: inset(50%);
  white-space: nowrap;
  border: 0;
`;
