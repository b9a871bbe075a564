export { TableOfContents, type TableOfContentsProps } from './TableOfContents';
