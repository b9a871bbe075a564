export { Skills, type Skill, type SkillsProps } from './Skills';
export { SkillIcon } from './SkillIcon';
export { csharpMark } from './csharpMark';
