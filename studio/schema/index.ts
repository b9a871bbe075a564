import { blockContent, code, mainImage, youtube } from './objects';
import { category, experience, post } from './documents';
import type { SchemaType } from './types';

export type { SchemaField, SchemaType } from './types';
export { blockContent, category, code, experience, mainImage, post, youtube };

/** Every schema type, in the order Sanity Studio lists them. */
export const schemaTypes: readonly SchemaType[] = [
  post,
  category,
  experience,
  mainImage,
  blockContent,
  code,
  youtube,
];
