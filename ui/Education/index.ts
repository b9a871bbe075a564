export { Education, type EducationEntry, type EducationProps } from './Education';
