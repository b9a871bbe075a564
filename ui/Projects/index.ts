export { Projects, type Project, type ProjectLinkComponent, type ProjectsProps } from './Projects';
