import type { SchemaType } from './types';

export const category = {
  name: 'category',
  title: 'Category',
  type: 'document',
  fields: [
    { name: 'title', title: 'Title', type: 'string', validation: (rule) => rule.required() },
    { name: 'description', title: 'Description', type: 'text' },
  ],
} satisfies SchemaType;

export const post = {
  name: 'post',
  title: 'Post',
  type: 'document',
  fields: [
    { name: 'title', title: 'Title', type: 'string', validation: (rule) => rule.required() },
    {
      name: 'slug',
      title: 'Slug',
      type: 'slug',
      options: { source: 'title', maxLength: 96 },
      validation: (rule) => rule.required(),
    },
    { name: 'publishedAt', title: 'Published at', type: 'datetime' },
    { name: 'mainImage', title: 'Main image', type: 'mainImage' },
    {
      name: 'categories',
      title: 'Categories',
      type: 'array',
      of: [{ type: 'reference', to: [{ type: 'category' }] }],
    },
    { name: 'body', title: 'Body', type: 'blockContent' },
    {
      name: 'claps',
      title: 'Starting claps',
      type: 'number',
      description:
        "The count the clap button starts from (say, carried over from an old blog). Visitors' " +
        'claps are counted in the API database (GET/POST /api/claps) and never written here.',
      validation: (rule) => rule.min(0).integer(),
    },
  ],
  orderings: [
    {
      title: 'Newest first',
      name: 'publishedAtDesc',
      by: [{ field: 'publishedAt', direction: 'desc' }],
    },
  ],
  preview: { select: { title: 'title', media: 'mainImage' } },
} satisfies SchemaType;

export const experience = {
  name: 'experience',
  title: 'Experience',
  type: 'document',
  fields: [
    { name: 'company', title: 'Company', type: 'string', validation: (rule) => rule.required() },
    { name: 'role', title: 'Role', type: 'string', validation: (rule) => rule.required() },
    { name: 'startDate', title: 'Start date', type: 'date', validation: (rule) => rule.required() },
    {
      name: 'endDate',
      title: 'End date',
      type: 'date',
      description: 'Leave empty for a current position (shown as "Present").',
    },
    { name: 'description', title: 'Description', type: 'text' },
    {
      name: 'images',
      title: 'Images',
      type: 'array',
      of: [{ type: 'image' }],
      validation: (rule) => rule.max(5),
    },
  ],
  preview: { select: { title: 'company', subtitle: 'role' } },
} satisfies SchemaType;

/**
 * The site owner's profile: one document (id `profile`). Its optional portrait is the hero's
 * picture on the landing page; without one the hero shows a drawn illustration.
 */
export const profile = {
  name: 'profile',
  title: 'Profile',
  type: 'document',
  fields: [
    {
      name: 'portrait',
      title: 'Portrait',
      type: 'mainImage',
      description:
        'Optional. A square-ish photo of you for the landing page hero, at least 960 px wide; ' +
        'it is shown in a circle, so keep your face near the centre (or set the hotspot). ' +
        'Leave empty for the drawn illustration.',
    },
  ],
  preview: {
    select: { media: 'portrait' },
    prepare: ({ media }: { media?: unknown }) => ({ title: 'Profile', media }),
  },
} satisfies SchemaType;
