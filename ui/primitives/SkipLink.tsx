import styled from '@emotion/styled';

/**
 * 'Skip to content': the page's first focusable element. It stays off screen until it has
 * keyboard focus, then shows over the top-left corner; its `href` is `#` + the `<main>`'s id.
 */
export const SkipLink = styled.a`
  position: absolute;
  top: ${({ theme }) => theme.space[2]};
  left: ${({ theme }) => theme.space[2]};
  z-index: ${({ theme }) => theme.zIndex.modal + 1};
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.accent};
  color: ${({ theme }) => theme.color.accentText};
  font-weight: 700;
  text-decoration: none;
  transform: translateY(calc(-100% - ${({ theme }) => theme.space[4]}));
  &:focus {
    transform: none;
  }
`;
