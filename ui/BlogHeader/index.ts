export { BlogHeader, blogLinks, type BlogHeaderProps } from './BlogHeader';
