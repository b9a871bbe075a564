import styled from '@emotion/styled';

/** Styles the login link whether it is a plain <a> or the router's link component. */
export const LoginSlot = styled.span`
  display: inline-flex;
  a {
    display: inline-flex;
    align-items: center;
    min-height: 40px;
    padding: ${({ theme }) => `${theme.space[1]} ${theme.space[4]}`};
    border-radius: ${({ theme }) => theme.radius.pill};
    border: 2px solid ${({ theme }) => theme.color.accent};
    color: ${({ theme }) => theme.color.text};
    font-weight: 600;
    text-decoration: none;
  }
  a:hover {
    background: ${({ theme }) => theme.color.surfaceRaised};
  }
`;
