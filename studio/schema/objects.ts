import type { SchemaType } from './types';

/** An image with a required alternative text: a post's main image, the profile's portrait. */
export const mainImage = {
  name: 'mainImage',
  title: 'Main image',
  type: 'image',
  options: { hotspot: true },
  fields: [
    {
      name: 'alt',
      title: 'Alternative text',
      type: 'string',
      description: 'Describes the image for screen readers and when it fails to load.',
      validation: (rule) => rule.required(),
    },
  ],
} satisfies SchemaType;

/**
 * A code block inside a post body. Same field names as @sanity/code-input (`code`, `language`,
 * `filename`), declared here so the studio needs no plugin and the SDL stays predictable.
 */
export const code = {
  name: 'code',
  title: 'Code block',
  type: 'object',
  fields: [
    { name: 'filename', title: 'File name', type: 'string' },
    {
      name: 'language',
      title: 'Language',
      type: 'string',
      options: {
        list: [
          'bash',
          'css',
          'csharp',
          'dockerfile',
          'go',
          'graphql',
          'html',
          'javascript',
          'json',
          'nginx',
          'python',
          'rust',
          'sql',
          'tsx',
          'typescript',
          'yaml',
        ],
      },
    },
    { name: 'code', title: 'Code', type: 'text', validation: (rule) => rule.required() },
  ],
  preview: { select: { title: 'filename', subtitle: 'language' } },
} satisfies SchemaType;

/** A YouTube embed; the site shows "Invalid YouTube URL" when no 11-character id is found. */
export const youtube = {
  name: 'youtube',
  title: 'YouTube video',
  type: 'object',
  fields: [{ name: 'url', title: 'Video URL', type: 'url' }],
  preview: { select: { title: 'url' } },
} satisfies SchemaType;

/** Portable text for post bodies: paragraphs, headings, lists, links, code, videos, pictures. */
export const blockContent = {
  name: 'blockContent',
  title: 'Body',
  type: 'array',
  of: [
    {
      name: 'block',
      type: 'block',
      styles: [
        { title: 'Normal', value: 'normal' },
        { title: 'Heading 2', value: 'h2' },
        { title: 'Heading 3', value: 'h3' },
        { title: 'Heading 4', value: 'h4' },
        { title: 'Quote', value: 'blockquote' },
      ],
      lists: [
        { title: 'Bullet', value: 'bullet' },
        { title: 'Numbered', value: 'number' },
      ],
      marks: {
        decorators: [
          { title: 'Strong', value: 'strong' },
          { title: 'Emphasis', value: 'em' },
          { title: 'Code', value: 'code' },
          { title: 'Strike', value: 'strike-through' },
        ],
        annotations: [
          {
            name: 'link',
            title: 'Link',
            type: 'object',
            fields: [{ name: 'href', title: 'URL', type: 'url' }],
          },
        ],
      },
    },
    { name: 'code', type: 'code' },
    { name: 'youtube', type: 'youtube' },
    { name: 'figure', type: 'figure' },
  ],
} satisfies SchemaType;

/** A picture inside a post body, with its alternative text and an optional caption. */
export const figure = {
  name: 'figure',
  title: 'Picture',
  type: 'image',
  options: { hotspot: true },
  fields: [
    {
      name: 'alt',
      title: 'Alternative text',
      type: 'string',
      description: 'Describes the picture for screen readers and when it fails to load.',
      validation: (rule) => rule.required(),
    },
    { name: 'caption', title: 'Caption', type: 'string' },
  ],
} satisfies SchemaType;

/** Where the owner is, for search engines (geo.region and geo.placename meta tags). */
export const siteGeo = {
  name: 'siteGeo',
  title: 'Place',
  type: 'object',
  fields: [
    {
      name: 'region',
      title: 'Region',
      type: 'string',
      description: 'An ISO 3166-2 code, e.g. IN-MP.',
    },
    { name: 'placename', title: 'Place name', type: 'string' },
  ],
} satisfies SchemaType;

/** The owner's profiles elsewhere; each is optional. */
export const socialLinks = {
  name: 'socialLinks',
  title: 'Social profiles',
  type: 'object',
  fields: [
    { name: 'instagram', title: 'Instagram', type: 'url' },
    { name: 'linkedin', title: 'LinkedIn', type: 'url' },
    { name: 'github', title: 'GitHub', type: 'url' },
    { name: 'twitter', title: 'Twitter / X', type: 'url' },
    { name: 'medium', title: 'Medium', type: 'url' },
  ],
} satisfies SchemaType;

/** The landing page's two scrolling banners of words. */
export const banners = {
  name: 'banners',
  title: 'Banners',
  type: 'object',
  fields: [
    { name: 'top', title: 'Top', type: 'array', of: [{ type: 'string' }] },
    { name: 'bottom', title: 'Bottom', type: 'array', of: [{ type: 'string' }] },
  ],
} satisfies SchemaType;

/** The blog's copy: /blog's subtitle, its meta description and keywords. */
export const blogSettings = {
  name: 'blogSettings',
  title: 'Blog',
  type: 'object',
  fields: [
    { name: 'subtitle', title: 'Subtitle', type: 'string' },
    { name: 'description', title: 'Description', type: 'text' },
    { name: 'keywords', title: 'Keywords', type: 'array', of: [{ type: 'string' }] },
  ],
} satisfies SchemaType;

/** The photos page's meta description and keywords. */
export const photosSettings = {
  name: 'photosSettings',
  title: 'Photos page',
  type: 'object',
  fields: [
    { name: 'description', title: 'Description', type: 'text' },
    { name: 'keywords', title: 'Keywords', type: 'array', of: [{ type: 'string' }] },
  ],
} satisfies SchemaType;

/** Pages that can be switched off; an empty switch counts as on. */
export const pageSwitches = {
  name: 'pageSwitches',
  title: 'Pages',
  type: 'object',
  fields: [
    { name: 'connect', title: 'Connect', type: 'boolean', initialValue: true },
    { name: 'projects', title: 'Projects', type: 'boolean', initialValue: true },
    { name: 'photos', title: 'Photos', type: 'boolean', initialValue: true },
  ],
} satisfies SchemaType;

/** One section of the /connect page: a heading, paragraphs and app screens. */
export const connectFeature = {
  name: 'connectFeature',
  title: 'Feature',
  type: 'object',
  fields: [
    {
      name: 'key',
      title: 'Key',
      type: 'string',
      description: 'Names the section in its URL fragment, e.g. auth.',
      validation: (rule) => rule.required(),
    },
    { name: 'heading', title: 'Heading', type: 'string', validation: (rule) => rule.required() },
    { name: 'paragraphs', title: 'Paragraphs', type: 'array', of: [{ type: 'text' }] },
    {
      name: 'screenshots',
      title: 'Screens',
      type: 'array',
      of: [{ type: 'connectScreenshot' }],
    },
  ],
  preview: { select: { title: 'heading', subtitle: 'key' } },
} satisfies SchemaType;

/** An app screen the site draws on the /connect page, with its description. */
export const connectScreenshot = {
  name: 'connectScreenshot',
  title: 'Screen',
  type: 'object',
  fields: [
    {
      name: 'screen',
      title: 'Screen',
      type: 'string',
      options: { list: ['login', 'signup', 'chat', 'channels', 'create-channel', 'video-call'] },
      validation: (rule) => rule.required(),
    },
    {
      name: 'label',
      title: 'Description',
      type: 'string',
      description: 'What the screen shows, for screen readers.',
      validation: (rule) => rule.required(),
    },
  ],
  preview: { select: { title: 'label', subtitle: 'screen' } },
} satisfies SchemaType;
