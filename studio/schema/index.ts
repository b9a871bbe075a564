import {
  banners,
  blockContent,
  blogSettings,
  code,
  connectFeature,
  connectScreenshot,
  figure,
  mainImage,
  pageSwitches,
  photosSettings,
  siteGeo,
  socialLinks,
  youtube,
} from './objects';
import {
  category,
  connectPage,
  education,
  experience,
  post,
  project,
  siteSettings,
  skill,
  testimonial,
} from './documents';
import type { SchemaType } from './types';

export type { SchemaField, SchemaType } from './types';
export {
  banners,
  blockContent,
  blogSettings,
  category,
  code,
  connectFeature,
  connectPage,
  connectScreenshot,
  education,
  experience,
  figure,
  mainImage,
  pageSwitches,
  photosSettings,
  post,
  project,
  siteGeo,
  siteSettings,
  skill,
  socialLinks,
  testimonial,
  youtube,
};

/** Documents with one fixed id: the studio opens them directly and offers no "new" for them. */
export const singletonTypes: readonly string[] = ['siteSettings', 'connectPage'];

/** Every schema type, in the order Sanity Studio lists them. */
export const schemaTypes: readonly SchemaType[] = [
  siteSettings,
  post,
  category,
  experience,
  education,
  project,
  skill,
  testimonial,
  connectPage,
  mainImage,
  figure,
  blockContent,
  code,
  youtube,
  siteGeo,
  socialLinks,
  banners,
  blogSettings,
  photosSettings,
  pageSwitches,
  connectFeature,
  connectScreenshot,
];
