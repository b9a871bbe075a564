import styled from '@emotion/styled';
import type { CSSProperties } from 'react';
import { cssVar, duration, easing, radius, theme } from '../../../ui';
import { ModePanel, Table, TokenRow } from './shared';

const MotionTrack = styled.button`
  position: relative;
  display: block;
  width: 100%;
  height: 2.5rem;
  padding: 0;
  border: 0;
  cursor: default;
  border-radius: ${radius.pill};
  background: var(${cssVar('surfaceRaised')});
  &::after {
    content: '';
    position: absolute;
    inset-block: 0.25rem;
    inset-inline-start: 0.25rem;
    width: 2rem;
    border-radius: ${radius.pill};
    background: var(${cssVar('accent')});
    transition: inset-inline-start var(--duration) var(--easing);
  }
  &:hover::after,
  &:focus-visible::after {
    inset-inline-start: calc(100% - 2.25rem);
  }
  ${theme.mq.reducedMotion} {
    &::after {
      transition: none;
    }
  }
`;

const durationUse: Record<keyof typeof duration, string> = {
  fast: 'Hover and press: colour changes, a button, the clap button.',
  base: 'A card lifting under the pointer (PostCard).',
  slow: 'Something leaving: a swiped card flying off.',
};

const easingUse: Record<keyof typeof easing, string> = {
  standard: 'Every transition: starts quickly, settles gently.',
  linear: 'Looping animations only (the loader, the hero marquee).',
};

/** Each duration on a track: hover or focus a track to see the dot travel at that speed. */
export function MotionScale() {
  return (
    <ModePanel>
      <Table>
        <thead>
          <tr>
            <th>Token</th>
            <th>Value</th>
            <th>For</th>
            <th style={{ width: '40%' }}>Try it (hover or Tab to a track)</th>
          </tr>
        </thead>
        <tbody>
          {(Object.entries(duration) as [keyof typeof duration, string][]).map(([name, value]) => (
            <TokenRow key={name} token={`duration.${name}`} value={value}>
              <td>{durationUse[name]}</td>
              <td>
                <MotionTrack
                  type="button"
                  aria-label={`A dot moving in ${value}`}
                  style={{ '--duration': value, '--easing': easing.standard } as CSSProperties}
                />
              </td>
            </TokenRow>
          ))}
          {(Object.entries(easing) as [keyof typeof easing, string][]).map(([name, value]) => (
            <TokenRow key={name} token={`easing.${name}`} value={value}>
              <td colSpan={2}>{easingUse[name]}</td>
            </TokenRow>
          ))}
        </tbody>
      </Table>
    </ModePanel>
  );
}
