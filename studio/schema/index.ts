import { blockContent, code, mainImage, youtube } from './objects';
import { category, experience, post, profile } from './documents';
import type { SchemaType } from './types';

export type { SchemaField, SchemaType } from './types';
export { blockContent, category, code, experience, mainImage, post, profile, youtube };

/** Every schema type, in the order Sanity Studio lists them. */
export const schemaTypes: readonly SchemaType[] = [
  post,
  category,
  experience,
  profile,
  mainImage,
  blockContent,
  code,
  youtube,
];
