import type { SchemaType } from './types';

export const category = {
  name: 'category',
  title: 'Category',
  type: 'document',
  fields: [
    { name: 'title', title: 'Title', type: 'string', validation: (rule) => rule.required() },
    {
      name: 'slug',
      title: 'Slug',
      type: 'slug',
      description: "Names the category in URLs and in a post's front matter (categories: [react]).",
      options: { source: 'title', maxLength: 96 },
      validation: (rule) => rule.required(),
    },
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
    {
      name: 'description',
      title: 'Description',
      type: 'text',
      rows: 2,
      description: 'One or two sentences for the post card, search engines and social cards.',
    },
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

/** Orders a list the owner arranges by hand (the authoring folder's list order). */
const order = {
  name: 'order',
  title: 'Order',
  type: 'number',
  description: 'Lower numbers come first.',
} as const;

/**
 * Who the site is about and which pages it has: one document (id `siteSettings`). Every page,
 * the RSS feed, the web app manifest, the social cards and the JSON-LD are built from it.
 */
export const siteSettings = {
  name: 'siteSettings',
  title: 'Site settings',
  type: 'document',
  fields: [
    { name: 'name', title: 'Name', type: 'string', validation: (rule) => rule.required() },
    {
      name: 'shortName',
      title: 'Short name',
      type: 'string',
      description: 'A first name for the home-screen icon and friendly copy.',
    },
    { name: 'role', title: 'Role', type: 'string' },
    { name: 'headline', title: 'Headline', type: 'string' },
    { name: 'location', title: 'Location', type: 'string' },
    { name: 'email', title: 'Email', type: 'string' },
    {
      name: 'bio',
      title: 'Bio',
      type: 'array',
      description: 'Paragraphs about you for the landing page.',
      of: [{ type: 'text' }],
    },
    { name: 'techStack', title: 'Tech stack', type: 'string' },
    { name: 'keywords', title: 'Keywords', type: 'array', of: [{ type: 'string' }] },
    { name: 'geo', title: 'Place (for search engines)', type: 'siteGeo' },
    { name: 'social', title: 'Social profiles', type: 'socialLinks' },
    {
      name: 'resume',
      title: 'Résumé',
      type: 'file',
      description: 'A PDF visitors download as "<name>-Resume.pdf".',
      options: { accept: 'application/pdf' },
    },
    {
      name: 'portrait',
      title: 'Portrait',
      type: 'mainImage',
      description:
        'Optional. A square-ish photo of you for the landing page hero, at least 960 px wide; ' +
        'it is shown in a circle, so keep your face near the centre (or set the hotspot). ' +
        'Leave empty for the drawn illustration.',
    },
    { name: 'banners', title: 'Banners', type: 'banners' },
    { name: 'blog', title: 'Blog', type: 'blogSettings' },
    { name: 'photos', title: 'Photos page', type: 'photosSettings' },
    { name: 'pages', title: 'Pages', type: 'pageSwitches' },
  ],
  preview: { select: { title: 'name', subtitle: 'role', media: 'portrait' } },
} satisfies SchemaType;

/** An entry of the landing page's Education section. */
export const education = {
  name: 'education',
  title: 'Education',
  type: 'document',
  fields: [
    { name: 'degree', title: 'Degree', type: 'string', validation: (rule) => rule.required() },
    {
      name: 'institute',
      title: 'Institute',
      type: 'string',
      validation: (rule) => rule.required(),
    },
    { name: 'location', title: 'Location', type: 'string' },
    { name: 'years', title: 'Years', type: 'string', description: 'As shown, e.g. 2021 - 2025.' },
    { name: 'mapUrl', title: 'Map link', type: 'url' },
    order,
  ],
  orderings: [{ title: 'Order', name: 'orderAsc', by: [{ field: 'order', direction: 'asc' }] }],
  preview: { select: { title: 'degree', subtitle: 'institute' } },
} satisfies SchemaType;

/** A tech skill on the landing page, drawn with a simple-icons mark. */
export const skill = {
  name: 'skill',
  title: 'Skill',
  type: 'document',
  fields: [
    { name: 'name', title: 'Name', type: 'string', validation: (rule) => rule.required() },
    {
      name: 'icon',
      title: 'Icon',
      type: 'string',
      description:
        'A simple-icons slug (https://simpleicons.org, the name in its URL), or csharp (drawn by the site).',
      validation: (rule) => rule.required(),
    },
    order,
  ],
  orderings: [{ title: 'Order', name: 'orderAsc', by: [{ field: 'order', direction: 'asc' }] }],
  preview: { select: { title: 'name', subtitle: 'icon' } },
} satisfies SchemaType;

/** A project card (landing page and /projects). */
export const project = {
  name: 'project',
  title: 'Project',
  type: 'document',
  fields: [
    { name: 'title', title: 'Title', type: 'string', validation: (rule) => rule.required() },
    { name: 'image', title: 'Image', type: 'mainImage' },
    {
      name: 'animation',
      title: 'Animation',
      type: 'image',
      description: 'Optional GIF shown when the card is hovered.',
    },
    { name: 'description', title: 'Description', type: 'text' },
    { name: 'details', title: 'Details', type: 'text' },
    { name: 'link', title: 'Link', type: 'url' },
    { name: 'linkText', title: 'Link text', type: 'string' },
    {
      name: 'page',
      title: 'Page on this site',
      type: 'string',
      description: 'A path such as /connect; the card then links to it ("Read More").',
    },
    { name: 'pageText', title: 'Page link text', type: 'string' },
    order,
  ],
  orderings: [{ title: 'Order', name: 'orderAsc', by: [{ field: 'order', direction: 'asc' }] }],
  preview: { select: { title: 'title', subtitle: 'description', media: 'image' } },
} satisfies SchemaType;

/** A quote for the landing page's "What Others Say". */
export const testimonial = {
  name: 'testimonial',
  title: 'Testimonial',
  type: 'document',
  fields: [
    { name: 'text', title: 'Text', type: 'text', validation: (rule) => rule.required() },
    { name: 'reviewer', title: 'Reviewer', type: 'string', validation: (rule) => rule.required() },
    { name: 'link', title: 'Link', type: 'url' },
    order,
  ],
  orderings: [{ title: 'Order', name: 'orderAsc', by: [{ field: 'order', direction: 'asc' }] }],
  preview: { select: { title: 'reviewer', subtitle: 'text' } },
} satisfies SchemaType;

/** The /connect product page's copy: one document (id `connectPage`); none = no page. */
export const connectPage = {
  name: 'connectPage',
  title: 'Connect page',
  type: 'document',
  fields: [
    { name: 'description', title: 'Description', type: 'array', of: [{ type: 'text' }] },
    { name: 'seoDescription', title: 'Description for search engines', type: 'text' },
    { name: 'codeUrl', title: 'Source code link', type: 'url' },
    { name: 'features', title: 'Features', type: 'array', of: [{ type: 'connectFeature' }] },
  ],
  preview: { prepare: () => ({ title: 'Connect page' }) },
} satisfies SchemaType;
