import { useId } from 'react';

/**
 * The hero's drawn default portrait: a developer at work, shown when the content has no
 * portrait photo. Inline SVG (no request), coloured with the theme's CSS variables so it follows
 * light and dark mode, and decorative (aria-hidden): the headline already says who this is.
 */
export function HeroIllustration({ className }: { className?: string }) {
  // useId: two heroes on one page (a docs page) must not share the clip path's id.
  const clipId = `hero-disc-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const accent = 'var(--color-accent)';
  const surface = 'var(--color-surface)';
  const raised = 'var(--color-surface-raised)';
  const border = 'var(--color-border)';
  const muted = 'var(--color-text-muted)';
  return (
    <svg
      className={className}
      viewBox="0 0 400 400"
      width="400"
      height="400"
      aria-hidden="true"
      focusable="false"
      data-testid="hero-illustration"
    >
      {/* Backdrop: a soft disc and a dashed orbit. */}
      <circle cx="200" cy="206" r="176" fill={accent} fillOpacity="0.13" />
      <circle
        cx="200"
        cy="206"
        r="150"
        fill="none"
        stroke={accent}
        strokeOpacity="0.35"
        strokeWidth="2"
        strokeDasharray="4 10"
        strokeLinecap="round"
      />
      {/* The developer: torso, neck, head, hair. Clipped by the disc at the bottom. */}
      <clipPath id={clipId}>
        <circle cx="200" cy="206" r="176" />
      </clipPath>
      <g clipPath={`url(#${clipId})`}>
        <path d="M92 400 C92 300 132 262 200 262 C268 262 308 300 308 400 Z" fill={accent} />
        <path
          d="M168 268 L200 304 L232 268"
          fill="none"
          stroke={surface}
          strokeOpacity="0.55"
          strokeWidth="6"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <rect x="184" y="228" width="32" height="42" rx="12" fill="#a8683f" />
        <ellipse cx="200" cy="190" rx="48" ry="54" fill="#c07b4f" />
        <path
          d="M150 186 C146 136 176 118 204 120 C236 122 258 142 252 184 C244 164 228 156 206 160 C186 164 164 162 150 186 Z"
          fill="#231a22"
        />
        <circle cx="182" cy="194" r="4" fill="#231a22" />
        <circle cx="218" cy="194" r="4" fill="#231a22" />
        <path
          d="M186 216 Q200 226 214 216"
          fill="none"
          stroke="#231a22"
          strokeWidth="3.5"
          strokeLinecap="round"
        />
      </g>
      {/* A code window floating at the upper right. */}
      <g transform="translate(262 64)">
        <rect width="118" height="86" rx="12" fill={surface} stroke={border} strokeWidth="2" />
        <circle cx="16" cy="15" r="4" fill="#f87171" />
        <circle cx="29" cy="15" r="4" fill="#fbbf24" />
        <circle cx="42" cy="15" r="4" fill="#4ade80" />
        <rect x="14" y="32" width="52" height="7" rx="3.5" fill={accent} />
        <rect x="24" y="47" width="72" height="7" rx="3.5" fill={muted} fillOpacity="0.6" />
        <rect x="24" y="62" width="44" height="7" rx="3.5" fill={accent} fillOpacity="0.6" />
      </g>
      {/* A chart card at the left and a check badge at the lower right. */}
      <g transform="translate(18 196)">
        <rect width="96" height="70" rx="12" fill={surface} stroke={border} strokeWidth="2" />
        <rect x="16" y="38" width="12" height="18" rx="3" fill={accent} fillOpacity="0.45" />
        <rect x="34" y="26" width="12" height="30" rx="3" fill={accent} fillOpacity="0.65" />
        <rect x="52" y="16" width="12" height="40" rx="3" fill={accent} />
        <rect x="70" y="30" width="12" height="26" rx="3" fill={accent} fillOpacity="0.55" />
      </g>
      <g transform="translate(318 250)">
        <circle r="26" fill={raised} stroke={border} strokeWidth="2" />
        <path
          d="M-11 0 L-3 8 L12 -8"
          fill="none"
          stroke={accent}
          strokeWidth="5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </g>
      {/* Sparkles. */}
      <path d="M96 96 l5 13 13 5 -13 5 -5 13 -5 -13 -13 -5 13 -5 Z" fill={accent} />
      <path d="M330 178 l3 8 8 3 -8 3 -3 8 -3 -8 -8 -3 8 -3 Z" fill={accent} fillOpacity="0.7" />
    </svg>
  );
}
