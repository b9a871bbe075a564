export { Skills, type Skill, type SkillsProps } from './Skills';
export { SkillIcon, type SkillIconName } from './SkillIcon';
export { skillBrands } from './skillBrands';
