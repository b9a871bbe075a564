export { PortableBody, type PortableBodyProps } from './PortableBody';
export { headingsOf, slugify, RESERVED_HEADING_IDS, type BodyHeading } from './headings';
export type { BodyBlock, CodeBlockValue, FigureBlockValue, YoutubeBlockValue } from './types';
