/**
 * site.yaml -> the `siteSettings` document and connect.yaml -> the `connectPage` document (one
 * each, under their type's name as id). A missing or empty file gives no document.
 */
import path from 'node:path';
import type { SanityDoc } from '../types';
import type { Assets } from './assets';
import { keyMaker, rev, UNDATED } from './ids';
import type { Problems } from './problems';
import { Fields, readYamlFile, type YamlSource } from './yaml';

type Context = { contentDir: string; assets: Assets; problems: Problems };

const SITE_KEYS = [
  'name',
  'shortName',
  'role',
  'headline',
  'location',
  'email',
  'bio',
  'techStack',
  'keywords',
  'geo',
  'social',
  'resume',
  'portrait',
  'portraitAlt',
  'banners',
  'blog',
  'photos',
  'pages',
] as const;

/** Drops undefined values and empty objects, so an absent key is absent in the document too. */
function defined(fields: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
}

/** A nested object of `_type`, or undefined when none of its keys is set. */
function object(type: string, fields: Record<string, unknown>) {
  const set = defined(fields);
  return Object.keys(set).length > 0 ? { _type: type, ...set } : undefined;
}

/** The file's top mapping, or undefined when the file is missing, empty or not a mapping. */
function topFields(context: Context, name: string, allowed: readonly string[], what: string) {
  const source = readYamlFile(path.join(context.contentDir, name), context.problems);
  const top = source?.contents;
  if (!source || top === null || top === undefined) return undefined;
  const fields = Fields.of(source, top, allowed, what);
  return fields ? { source, fields } : undefined;
}

export function readSiteSettings(context: Context): SanityDoc | undefined {
  const file = topFields(context, 'site.yaml', SITE_KEYS, 'the site settings');
  if (!file) return undefined;
  const { source, fields } = file;
  const name = fields.string('name', { required: true });

  const geo = fields.map('geo', ['region', 'placename']);
  const social = fields.map('social', ['instagram', 'linkedin', 'github', 'twitter', 'medium']);
  const banners = fields.map('banners', ['top', 'bottom']);
  const blog = fields.map('blog', ['subtitle', 'description', 'keywords']);
  const photos = fields.map('photos', ['description', 'keywords']);
  const pages = fields.map('pages', ['connect', 'projects', 'photos']);

  const resumeFile = fields.string('resume');
  const resume =
    resumeFile !== undefined
      ? context.assets.file(resumeFile, { file: source.file, line: fields.lineOf('resume') }, 'pdf')
      : undefined;

  const portraitFile = fields.string('portrait');
  const portraitAlt = fields.string('portraitAlt');
  let portrait: Record<string, unknown> | undefined;
  if (portraitFile !== undefined) {
    if (portraitAlt === undefined) {
      source.add(
        fields.lineOf('portrait'),
        'missing required key "portraitAlt" (what the photo shows, e.g. "Smiling at my desk")',
      );
    }
    const asset = context.assets.image(
      portraitFile,
      { file: source.file, line: fields.lineOf('portrait') },
      'photo',
    );
    if (asset && portraitAlt !== undefined)
      portrait = { _type: 'mainImage', asset, alt: portraitAlt };
  }

  const doc = defined({
    name,
    shortName: fields.string('shortName'),
    role: fields.string('role'),
    headline: fields.string('headline'),
    location: fields.string('location'),
    email: fields.email('email'),
    bio: fields.strings('bio'),
    techStack: fields.string('techStack'),
    keywords: fields.strings('keywords'),
    geo:
      geo &&
      object('siteGeo', { region: geo.string('region'), placename: geo.string('placename') }),
    social:
      social &&
      object('socialLinks', {
        instagram: social.url('instagram'),
        linkedin: social.url('linkedin'),
        github: social.url('github'),
        twitter: social.url('twitter'),
        medium: social.url('medium'),
      }),
    resume: resume && { _type: 'file', asset: resume },
    portrait,
    banners:
      banners &&
      object('banners', { top: banners.strings('top'), bottom: banners.strings('bottom') }),
    blog:
      blog &&
      object('blogSettings', {
        subtitle: blog.string('subtitle'),
        description: blog.string('description'),
        keywords: blog.strings('keywords'),
      }),
    photos:
      photos &&
      object('photosSettings', {
        description: photos.string('description'),
        keywords: photos.strings('keywords'),
      }),
    pages:
      pages &&
      object('pageSwitches', {
        connect: pages.boolean('connect'),
        projects: pages.boolean('projects'),
        photos: pages.boolean('photos'),
      }),
  });
  if (name === undefined) return undefined;
  return { _id: 'siteSettings', _type: 'siteSettings', ...undatedStamps('siteSettings'), ...doc };
}

const SCREENS = ['login', 'signup', 'chat', 'channels', 'create-channel', 'video-call'];

export function readConnectPage(context: Context): SanityDoc | undefined {
  const file = topFields(
    context,
    'connect.yaml',
    ['description', 'seoDescription', 'codeUrl', 'features'],
    'the Connect page',
  );
  if (!file) return undefined;
  const { source, fields } = file;
  const key = keyMaker('connectPage');
  const features = fields
    .list('features')
    .map((node) =>
      feature(
        source,
        Fields.of(source, node, ['id', 'heading', 'paragraphs', 'screenshots'], 'a feature'),
        key,
      ),
    )
    .filter((f) => f !== undefined);
  return {
    _id: 'connectPage',
    _type: 'connectPage',
    ...undatedStamps('connectPage'),
    ...defined({
      description: fields.strings('description'),
      seoDescription: fields.string('seoDescription'),
      codeUrl: fields.url('codeUrl'),
    }),
    features,
  };
}

function feature(source: YamlSource, fields: Fields | undefined, key: () => string) {
  if (!fields) return undefined;
  const id = fields.string('id', { required: true });
  const heading = fields.string('heading', { required: true });
  const paragraphs = fields.strings('paragraphs');
  const screenshots = fields
    .list('screenshots')
    .map((node) => {
      const shot = Fields.of(source, node, ['screen', 'label'], 'a screenshot (screen, label)');
      if (!shot) return undefined;
      const screen = shot.string('screen', { required: true });
      const label = shot.string('label', { required: true });
      if (screen !== undefined && !SCREENS.includes(screen)) {
        source.add(
          shot.lineOf('screen'),
          `unknown screen "${screen}" (the site draws: ${SCREENS.join(', ')})`,
        );
        return undefined;
      }
      if (screen === undefined || label === undefined) return undefined;
      return { _type: 'connectScreenshot', _key: key(), screen, label };
    })
    .filter((shot) => shot !== undefined);
  if (id === undefined || heading === undefined) return undefined;
  return {
    _type: 'connectFeature',
    _key: key(),
    key: id,
    heading,
    ...(paragraphs !== undefined ? { paragraphs } : {}),
    screenshots,
  };
}

function undatedStamps(id: string) {
  return { _createdAt: UNDATED, _updatedAt: UNDATED, _rev: rev(id) };
}
