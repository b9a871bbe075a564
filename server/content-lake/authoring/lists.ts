/**
 * The list files of the authoring folder, one document per entry: categories.yaml,
 * education.yaml, experience.yaml, skills.yaml, projects.yaml and testimonials.yaml. Lists an
 * owner arranges by hand keep that arrangement in `order` (1, 2, …).
 */
import path from 'node:path';
import type { Node } from 'yaml';
import type { SanityDoc } from '../types';
import type { Assets, Reference } from './assets';
import { isKnownIcon } from './icons';
import { idMaker, keyMaker, rev, SLUG, stamp, UNDATED } from './ids';
import type { Problems } from './problems';
import { Fields, readYamlFile, type YamlSource } from './yaml';

type Context = { contentDir: string; assets: Assets; problems: Problems };

const undated = (id: string) => ({ _createdAt: UNDATED, _updatedAt: UNDATED, _rev: rev(id) });

/** Each entry of a list file as Fields (entries that are not mappings are reported). */
function entries(
  context: Context,
  name: string,
  [what, many]: [string, string],
  allowed: readonly string[],
): { source: YamlSource; fields: Fields }[] {
  const source = readYamlFile(path.join(context.contentDir, name), context.problems);
  if (!source) return [];
  return source
    .list(many)
    .map((node: Node) => Fields.of(source, node, allowed, `a ${what}`))
    .filter((fields): fields is Fields => fields !== undefined)
    .map((fields) => ({ source, fields }));
}

export function readCategories(context: Context): { docs: SanityDoc[]; slugs: Set<string> } {
  const docs: SanityDoc[] = [];
  const slugs = new Set<string>();
  for (const { source, fields } of entries(
    context,
    'categories.yaml',
    ['category', 'categories'],
    ['slug', 'title', 'description'],
  )) {
    const slug = fields.string('slug', { required: true });
    const title = fields.string('title', { required: true });
    const description = fields.string('description');
    if (slug === undefined) continue;
    if (!SLUG.test(slug)) {
      source.add(
        fields.lineOf('slug'),
        `"slug" must be lowercase letters, digits and single dashes, got "${slug}"`,
      );
      continue;
    }
    if (slugs.has(slug)) {
      source.add(fields.lineOf('slug'), `category "${slug}" is listed twice`);
      continue;
    }
    slugs.add(slug);
    if (title === undefined) continue;
    const id = `category-${slug}`;
    docs.push({
      _id: id,
      _type: 'category',
      ...undated(id),
      title,
      slug: { _type: 'slug', current: slug },
      ...(description !== undefined ? { description } : {}),
    });
  }
  return { docs, slugs };
}

export function readEducation(context: Context): SanityDoc[] {
  const id = idMaker('education');
  const docs: SanityDoc[] = [];
  entries(
    context,
    'education.yaml',
    ['school', 'schools'],
    ['degree', 'institute', 'location', 'years', 'mapUrl'],
  ).forEach(({ fields }, i) => {
    const degree = fields.string('degree', { required: true });
    const institute = fields.string('institute', { required: true });
    const location = fields.string('location');
    const years = fields.string('years');
    const mapUrl = fields.url('mapUrl');
    if (degree === undefined || institute === undefined) return;
    const _id = id(institute);
    docs.push({
      _id,
      _type: 'education',
      ...undated(_id),
      degree,
      institute,
      ...(location !== undefined ? { location } : {}),
      ...(years !== undefined ? { years } : {}),
      ...(mapUrl !== undefined ? { mapUrl } : {}),
      order: i + 1,
    });
  });
  return docs;
}

export function readExperience(context: Context): SanityDoc[] {
  const id = idMaker('experience');
  const docs: SanityDoc[] = [];
  for (const { source, fields } of entries(
    context,
    'experience.yaml',
    ['job', 'jobs'],
    ['company', 'role', 'start', 'end', 'description', 'images'],
  )) {
    const company = fields.string('company', { required: true });
    const role = fields.string('role', { required: true });
    const startDate = fields.date('start', { required: true });
    const endDate = fields.date('end');
    const description = fields.string('description');
    if (startDate && endDate && endDate < startDate) {
      source.add(fields.lineOf('end'), `"end" (${endDate}) is before "start" (${startDate})`);
    }
    const pictures = fields.list('images');
    if (pictures.length > 5) {
      source.add(
        fields.lineOf('images'),
        `at most 5 images per job (the card shows 5), got ${pictures.length}`,
      );
    }
    // Pictures are checked even when the entry has other problems: every mistake at once.
    const images: { _type: 'image'; asset: Reference }[] = [];
    for (const node of pictures) {
      const picture = Fields.of(
        source,
        node,
        ['image', 'alt'],
        'an image (image: file, alt: text)',
      );
      if (!picture) continue;
      const file = picture.string('image', { required: true });
      const alt = picture.string('alt', { required: true });
      if (file === undefined || alt === undefined) continue;
      const asset = context.assets.image(
        file,
        { file: source.file, line: picture.lineOf('image') },
        'photo',
        { altText: alt },
      );
      if (asset) images.push({ _type: 'image', asset });
    }
    if (company === undefined || role === undefined || startDate === undefined) continue;
    const _id = id(company);
    const key = keyMaker(_id);
    docs.push({
      _id,
      _type: 'experience',
      _createdAt: stamp(startDate),
      _updatedAt: stamp(endDate ?? startDate),
      _rev: rev(_id),
      company,
      role,
      startDate,
      ...(endDate !== undefined ? { endDate } : {}),
      ...(description !== undefined ? { description } : {}),
      images: images.map((image) => ({ _type: image._type, _key: key(), asset: image.asset })),
    });
  }
  return docs;
}

export function readSkills(context: Context): SanityDoc[] {
  const id = idMaker('skill');
  const docs: SanityDoc[] = [];
  entries(context, 'skills.yaml', ['skill', 'skills'], ['name', 'icon']).forEach(
    ({ source, fields }, i) => {
      const name = fields.string('name', { required: true });
      const icon = fields.string('icon', { required: true });
      if (icon !== undefined && !isKnownIcon(icon)) {
        source.add(
          fields.lineOf('icon'),
          `unknown simple-icons slug "${icon}" (the name in the icon's URL on https://simpleicons.org; csharp is drawn by the site)`,
        );
        return;
      }
      if (name === undefined || icon === undefined) return;
      const _id = id(icon);
      docs.push({ _id, _type: 'skill', ...undated(_id), name, icon, order: i + 1 });
    },
  );
  return docs;
}

export function readProjects(context: Context): SanityDoc[] {
  const id = idMaker('project');
  const docs: SanityDoc[] = [];
  entries(
    context,
    'projects.yaml',
    ['project', 'projects'],
    [
      'title',
      'image',
      'imageAlt',
      'animation',
      'description',
      'details',
      'link',
      'linkText',
      'page',
      'pageText',
    ],
  ).forEach(({ source, fields }, i) => {
    const title = fields.string('title', { required: true });
    const imageFile = fields.string('image');
    const imageAlt = fields.string('imageAlt');
    const animationFile = fields.string('animation');
    const description = fields.string('description');
    const details = fields.string('details');
    const link = fields.url('link');
    const linkText = fields.string('linkText');
    const page = fields.string('page');
    const pageText = fields.string('pageText');
    if (page !== undefined && !/^\/[^\s]*$/.test(page)) {
      source.add(
        fields.lineOf('page'),
        `"page" must be a path on this site such as /connect, got "${page}"`,
      );
    }
    let image: Record<string, unknown> | undefined;
    if (imageFile !== undefined) {
      if (imageAlt === undefined) {
        source.add(
          fields.lineOf('image'),
          'missing required key "imageAlt" (what the image shows)',
        );
      }
      const asset = context.assets.image(
        imageFile,
        { file: source.file, line: fields.lineOf('image') },
        'project',
      );
      if (asset && imageAlt !== undefined) image = { _type: 'mainImage', asset, alt: imageAlt };
    }
    const animationAsset =
      animationFile !== undefined
        ? context.assets.image(
            animationFile,
            { file: source.file, line: fields.lineOf('animation') },
            'project',
          )
        : undefined;
    if (title === undefined) return;
    const _id = id(title);
    docs.push({
      _id,
      _type: 'project',
      ...undated(_id),
      title,
      ...(image ? { image } : {}),
      ...(animationAsset ? { animation: { _type: 'image', asset: animationAsset } } : {}),
      ...(description !== undefined ? { description } : {}),
      ...(details !== undefined ? { details } : {}),
      ...(link !== undefined ? { link } : {}),
      ...(linkText !== undefined ? { linkText } : {}),
      ...(page !== undefined ? { page } : {}),
      ...(pageText !== undefined ? { pageText } : {}),
      order: i + 1,
    });
  });
  return docs;
}

export function readTestimonials(context: Context): SanityDoc[] {
  const id = idMaker('testimonial');
  const docs: SanityDoc[] = [];
  entries(
    context,
    'testimonials.yaml',
    ['testimonial', 'testimonials'],
    ['text', 'reviewer', 'link'],
  ).forEach(({ fields }, i) => {
    const text = fields.string('text', { required: true });
    const reviewer = fields.string('reviewer', { required: true });
    const link = fields.url('link');
    if (text === undefined || reviewer === undefined) return;
    const _id = id(reviewer.split(',')[0] ?? reviewer);
    docs.push({
      _id,
      _type: 'testimonial',
      ...undated(_id),
      text,
      reviewer,
      ...(link !== undefined ? { link } : {}),
      order: i + 1,
    });
  });
  return docs;
}
