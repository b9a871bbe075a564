import styled from '@emotion/styled';
import type { HTMLAttributes } from 'react';
import { TONE_LABELS, type Tone } from './tones';

const Root = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 0.35em;
  padding: 0 0.5em;
  border-radius: ${({ theme }) => theme.radius.pill};
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: 700;
  line-height: 1.6;
  white-space: nowrap;
  color: var(--tone-good-ink);
  background: var(--tone-good-tint);
  /* The shape repeats the word, so the rating never rests on colour alone. */
  &::before {
    content: '';
    width: 0.6em;
    height: 0.6em;
    background: currentColor;
    border-radius: 50%;
  }
  &[data-tone='needs-improvement'] {
    color: var(--tone-needs-improvement-ink);
    background: var(--tone-needs-improvement-tint);
    &::before {
      border-radius: 1px;
      transform: rotate(45deg) scale(0.9);
    }
  }
  &[data-tone='poor'] {
    color: var(--tone-poor-ink);
    background: var(--tone-poor-tint);
    &::before {
      border-radius: 1px;
    }
  }
`;

export type RatingLabelProps = HTMLAttributes<HTMLSpanElement> & {
  /** The rating shown: a word on its tone's tint, after a shape (circle, diamond, square). */
  tone: Tone;
};

/**
 * A rating as a word and a shape in its tone: "Good", "Needs improvement", "Poor". Needs the
 * tone variables (`toneVars`) on an ancestor, as the charts and VitalsPanel set them.
 */
export function RatingLabel({ tone, ...rest }: RatingLabelProps) {
  return (
    <Root data-tone={tone} {...rest}>
      {TONE_LABELS[tone]}
    </Root>
  );
}
