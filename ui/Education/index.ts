export { Education, type EducationProps } from './Education';
