import { BrandMark } from '../icons/brands';
import { skillBrands } from './skillBrands';

/** The skills' marks (one per skill in the spec), named as the content names them. */
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

/**
 * A skill's brand mark in the brand's colour, or in the text colour where that colour would
 * vanish on the card (decorative; the badge's text names the skill).
 */
export function SkillIcon({ name, size = 36 }: { name: SkillIconName; size?: number }) {
  return <BrandMark brand={skillBrands[name]} size={size} colored />;
}
