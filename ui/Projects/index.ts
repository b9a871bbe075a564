export { Projects, type Project, type ProjectsProps } from './Projects';
