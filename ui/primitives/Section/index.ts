export { SectionRoot, SectionHeading, CardGrid } from './Section.styles';
