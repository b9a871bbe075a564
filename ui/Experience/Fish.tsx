import { Fin, FishButton, Lane } from './Experience.styles';
import type { Swimmer } from './types';

const colours: Record<Swimmer['color'], { body: string; fin: string }> = {
  orange: { body: '#f28c28', fin: '#c8600a' },
  grey: { body: '#9aa3b5', fin: '#6b7386' },
  red: { body: '#e04848', fin: '#a82626' },
};

function FishShape({ color }: { color: Swimmer['color'] }) {
  const c = colours[color];
  return (
    <svg width="44" height="26" viewBox="0 0 44 26" aria-hidden="true" focusable="false">
      <path d="M2 4 L12 13 L2 22 Z" fill={c.fin} />
      <ellipse cx="26" cy="13" rx="16" ry="10" fill={c.body} />
      <path d="M22 4 Q27 -1 32 4 Z" fill={c.fin} />
      <circle cx="35" cy="10" r="2.2" fill="#fff" />
      <circle cx="35.6" cy="10" r="1.1" fill="#111" />
    </svg>
  );
}

const formatSeconds = (s: number) => (Number.isInteger(s) ? `${s}` : s.toFixed(1));

/** One fish or shoal swimming across the section; pressing it halves its lap time. */
export function Fish({
  swimmer,
  onSpeedUp,
}: {
  swimmer: Swimmer;
  onSpeedUp: (change: { id: string }) => void;
}) {
  const label = swimmer.count === 1 ? `${swimmer.color} fish` : `${swimmer.color} fish shoal`;
  return (
    <Lane
      style={{
        top: `${swimmer.top}%`,
        animationDuration: `${swimmer.duration}s`,
        animationDelay: `${-swimmer.duration * swimmer.phase}s`,
        ['--rest' as string]: `${-(15 + swimmer.phase * 70)}%`,
      }}
      data-testid={`fish-${swimmer.id}`}
    >
      <FishButton
        type="button"
        aria-label={`Speed up the ${label} (one lap in ${formatSeconds(swimmer.duration)} s)`}
        data-duration={swimmer.duration}
        onClick={() => onSpeedUp({ id: swimmer.id })}
      >
        {Array.from({ length: swimmer.count }, (_, i) => (
          <Fin key={i} data-index={i}>
            <FishShape color={swimmer.color} />
          </Fin>
        ))}
      </FishButton>
    </Lane>
  );
}
