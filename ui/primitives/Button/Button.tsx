import { css, type Theme } from '@emotion/react';
import styled from '@emotion/styled';
import type { ButtonHTMLAttributes, Ref } from 'react';

/** The button's looks: filled with the accent colour, an accent outline, or text only. */
export type ButtonVariant = 'solid' | 'outline' | 'ghost';

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  /** The look. @default 'solid' */
  variant?: ButtonVariant;
  /** The `<button>` element, e.g. to focus it from a dialog. */
  ref?: Ref<HTMLButtonElement>;
};

/** Pressed: the button sinks by a pixel, so a click is felt; nothing moves under reduced motion. */
const pressed = (theme: Theme) => css`
  &:active:not(:disabled) {
    transform: translateY(1px);
  }
  ${theme.mq.reducedMotion} {
    &:active:not(:disabled) {
      transform: none;
    }
  }
`;

const StyledButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[5]}`};
  border-radius: ${({ theme }) => theme.radius.pill};
  border: 2px solid ${({ theme }) => theme.color.accent};
  background: ${({ theme }) => theme.color.accent};
  color: ${({ theme }) => theme.color.accentText};
  font: inherit;
  font-weight: 600;
  text-decoration: none;
  cursor: pointer;
  transition: ${({ theme }) => theme.transition('fast', 'background-color')};
  &:hover {
    background: ${({ theme }) => theme.color.accentHover};
  }
  &[data-variant='outline'] {
    background: transparent;
    color: ${({ theme }) => theme.color.text};
  }
  &[data-variant='ghost'] {
    background: transparent;
    border-color: transparent;
    color: ${({ theme }) => theme.color.text};
  }
  &:disabled,
  &[aria-disabled='true'] {
    opacity: 0.6;
    cursor: not-allowed;
  }
  ${({ theme }) => pressed(theme)}
`;

/**
 * The base button. `variant` selects the look; it is a real `<button>`, so it is keyboard
 * operable and submits forms unless `type` says otherwise.
 */
export function Button({ variant = 'solid', ...rest }: ButtonProps) {
  return <StyledButton data-variant={variant === 'solid' ? undefined : variant} {...rest} />;
}

/** A square, icon-only button; give it an `aria-label`. */
export const IconButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  padding: 0;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: transparent;
  color: inherit;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.color.surfaceRaised};
  }
  ${({ theme }) => pressed(theme)}
`;
