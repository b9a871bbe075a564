import type { ReactNode } from 'react';

/** Names of the drawn skill marks (one per skill in the spec). */
export type SkillIconName =
  | 'react'
  | 'dotnet'
  | 'node'
  | 'express'
  | 'next'
  | 'vite'
  | 'csharp'
  | 'typescript'
  | 'tailwind'
  | 'mongodb'
  | 'javascript'
  | 'cpp'
  | 'python'
  | 'mysql'
  | 'postgresql'
  | 'sqlite'
  | 'sequelize'
  | 'bash'
  | 'firebase'
  | 'android'
  | 'linux'
  | 'nginx'
  | 'apache'
  | 'figma';

// Each mark is a simple shape in the technology's colour with a short glyph: our own drawings,
// not the projects' logos. Kept as data so 24 icons cost a few hundred bytes.
type Mark = {
  shape: 'circle' | 'square' | 'hex' | 'diamond' | 'drop';
  fill: string;
  ink: string;
  text?: string;
};

const marks: Record<
  Exclude<SkillIconName, 'react' | 'bash' | 'linux' | 'vite' | 'android'>,
  Mark
> = {
  dotnet: { shape: 'square', fill: '#512bd4', ink: '#fff', text: '.N' },
  node: { shape: 'hex', fill: '#3c873a', ink: '#fff', text: 'N' },
  express: { shape: 'square', fill: '#303030', ink: '#fff', text: 'ex' },
  next: { shape: 'circle', fill: '#000', ink: '#fff', text: 'N' },
  csharp: { shape: 'hex', fill: '#68217a', ink: '#fff', text: 'C#' },
  typescript: { shape: 'square', fill: '#3178c6', ink: '#fff', text: 'TS' },
  tailwind: { shape: 'drop', fill: '#06b6d4', ink: '#fff', text: '~' },
  mongodb: { shape: 'drop', fill: '#13aa52', ink: '#fff', text: 'M' },
  javascript: { shape: 'square', fill: '#f0db4f', ink: '#222', text: 'JS' },
  cpp: { shape: 'hex', fill: '#00599c', ink: '#fff', text: 'C++' },
  python: { shape: 'diamond', fill: '#3776ab', ink: '#ffd43b', text: 'Py' },
  mysql: { shape: 'circle', fill: '#00758f', ink: '#fff', text: 'My' },
  postgresql: { shape: 'circle', fill: '#336791', ink: '#fff', text: 'Pg' },
  sqlite: { shape: 'diamond', fill: '#0f80cc', ink: '#fff', text: 'Lt' },
  sequelize: { shape: 'hex', fill: '#2f7ab8', ink: '#fff', text: 'Sq' },
  firebase: { shape: 'drop', fill: '#ffa000', ink: '#fff', text: 'F' },
  nginx: { shape: 'hex', fill: '#009639', ink: '#fff', text: 'N' },
  apache: { shape: 'diamond', fill: '#d22128', ink: '#fff', text: 'A' },
  figma: { shape: 'circle', fill: '#a259ff', ink: '#fff', text: 'F' },
};

const shapes: Record<Mark['shape'], (fill: string) => ReactNode> = {
  circle: (fill) => <circle cx="20" cy="20" r="18" fill={fill} />,
  square: (fill) => <rect x="3" y="3" width="34" height="34" rx="7" fill={fill} />,
  hex: (fill) => <path d="M20 2 36 11v18L20 38 4 29V11Z" fill={fill} />,
  diamond: (fill) => <path d="M20 1 39 20 20 39 1 20Z" fill={fill} />,
  drop: (fill) => (
    <path d="M20 2C28 12 35 19 35 26a15 15 0 0 1-30 0C5 19 12 12 20 2Z" fill={fill} />
  ),
};

const special: Partial<Record<SkillIconName, ReactNode>> = {
  react: (
    <g fill="none" stroke="#149eca" strokeWidth="2.2">
      <ellipse cx="20" cy="20" rx="17" ry="6.5" />
      <ellipse cx="20" cy="20" rx="17" ry="6.5" transform="rotate(60 20 20)" />
      <ellipse cx="20" cy="20" rx="17" ry="6.5" transform="rotate(120 20 20)" />
      <circle cx="20" cy="20" r="3" fill="#149eca" stroke="none" />
    </g>
  ),
  vite: (
    <>
      <path d="M3 6 20 36 37 6Z" fill="#646cff" />
      <path d="M22 4 14 21h7l-3 13 10-18h-7l4-12Z" fill="#ffc517" />
    </>
  ),
  bash: (
    <>
      <rect x="2" y="5" width="36" height="30" rx="5" fill="#293138" />
      <path d="m9 14 6 6-6 6" fill="none" stroke="#4eaa25" strokeWidth="3" strokeLinecap="round" />
      <path d="M19 27h11" stroke="#fff" strokeWidth="3" strokeLinecap="round" />
    </>
  ),
  android: (
    <>
      <path d="M7 22a13 13 0 0 1 26 0Z" fill="#3ddc84" />
      <rect x="7" y="24" width="26" height="12" rx="3" fill="#3ddc84" />
      <circle cx="14" cy="16" r="1.8" fill="#fff" />
      <circle cx="26" cy="16" r="1.8" fill="#fff" />
      <path d="m11 6 3 4M29 6l-3 4" stroke="#3ddc84" strokeWidth="2" strokeLinecap="round" />
    </>
  ),
  linux: (
    <>
      <ellipse cx="20" cy="23" rx="13" ry="15" fill="#222" />
      <ellipse cx="20" cy="27" rx="8" ry="10" fill="#f5f5f5" />
      <circle cx="16" cy="14" r="2" fill="#fff" />
      <circle cx="24" cy="14" r="2" fill="#fff" />
      <path d="m16 19 4 3 4-3Z" fill="#fcc624" />
      <path d="M8 37h9l-2-4ZM32 37h-9l2-4Z" fill="#fcc624" />
    </>
  ),
};

/** A small drawn mark for a skill (decorative; the badge's text names the skill). */
export function SkillIcon({ name, size = 40 }: { name: SkillIconName; size?: number }) {
  const drawn = special[name];
  const mark = drawn ? undefined : marks[name as keyof typeof marks];
  return (
    <svg width={size} height={size} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      {drawn}
      {mark && shapes[mark.shape](mark.fill)}
      {mark?.text && (
        <text
          x="20"
          y="21"
          fill={mark.ink}
          fontFamily="system-ui, sans-serif"
          fontSize={mark.text.length > 2 ? 11 : 14}
          fontWeight="700"
          textAnchor="middle"
          dominantBaseline="middle"
        >
          {mark.text}
        </text>
      )}
    </svg>
  );
}
