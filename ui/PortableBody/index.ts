export { PortableBody, type PortableBodyProps, type BodyBlock } from './PortableBody';
export { headingsOf, slugify, RESERVED_HEADING_IDS, type BodyHeading } from './headings';
export type { CodeBlockValue, YoutubeBlockValue } from './types';
