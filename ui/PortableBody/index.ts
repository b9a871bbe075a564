export { PortableBody, type PortableBodyProps, type BodyBlock } from './PortableBody';
export type { CodeBlockValue, YoutubeBlockValue } from './types';
