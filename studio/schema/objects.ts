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

/** Portable text for post bodies: paragraphs, headings, lists, links, code and videos. */
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
  ],
} satisfies SchemaType;
