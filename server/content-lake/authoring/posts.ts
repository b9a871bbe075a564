/**
 * content/posts/<slug>/index.md: front matter (YAML between `---` lines) and a Markdown body.
 * The folder name is the slug; `draft: true` makes `drafts.post-<slug>`, which the Lake keeps
 * from anonymous reads and gatsby-source-sanity leaves out of a build.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { SanityDoc } from '../types';
import { generatedCover } from './art';
import type { Assets } from './assets';
import { keyMaker, rev, SLUG } from './ids';
import { parseMarkdown, toPortableText } from './markdown';
import type { Problems } from './problems';
import { Fields, YamlSource } from './yaml';

const POST_KEYS = [
  'title',
  'date',
  'description',
  'categories',
  'cover',
  'coverAlt',
  'draft',
  'claps',
] as const;

export function readPosts(
  contentDir: string,
  categories: ReadonlySet<string>,
  assets: Assets,
  problems: Problems,
): SanityDoc[] {
  const dir = path.join(contentDir, 'posts');
  if (!fs.existsSync(dir)) return [];
  const docs: SanityDoc[] = [];
  for (const entry of fs
    .readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => (a.name < b.name ? -1 : 1))) {
    if (entry.name.startsWith('.')) continue;
    const folder = path.join(dir, entry.name);
    if (!entry.isDirectory()) {
      if (entry.name.endsWith('.md')) {
        const slug = entry.name.replace(/\.md$/, '');
        problems.add(folder, 1, `a post is a folder: move this file to posts/${slug}/index.md`);
      }
      continue;
    }
    const file = path.join(folder, 'index.md');
    if (!fs.existsSync(file)) {
      problems.add(file, 1, 'not found: a post folder needs an index.md');
      continue;
    }
    const doc = readPost(file, entry.name, categories, assets, problems);
    if (doc) docs.push(doc);
  }
  return docs;
}

function readPost(
  file: string,
  slug: string,
  categories: ReadonlySet<string>,
  assets: Assets,
  problems: Problems,
): SanityDoc | undefined {
  if (!SLUG.test(slug)) {
    problems.add(
      file,
      1,
      `the folder name "${slug}" is the post's slug (its URL): use lowercase letters, digits and single dashes`,
    );
    return undefined;
  }
  const tree = parseMarkdown(fs.readFileSync(file, 'utf8'));
  const frontMatter = tree.children[0]?.type === 'yaml' ? tree.children[0] : undefined;
  if (!frontMatter) {
    problems.add(file, 1, 'missing front matter: start the file with ---, title: …, date: …, ---');
    return undefined;
  }
  const start = frontMatter.position?.start.line ?? 1;
  const source = new YamlSource(file, frontMatter.value, problems, start);
  const fields = Fields.of(source, source.contents, POST_KEYS, "a post's front matter", {
    label: 'front-matter key',
    line: start,
  });
  if (!fields) return undefined;

  const title = fields.string('title', { required: true });
  const publishedAt = fields.datetime('date', { required: true });
  const description = fields.string('description');
  const draft = fields.boolean('draft') ?? false;
  const claps = fields.number('claps', { integer: true, min: 0 });
  const publishedId = `post-${slug}`;
  const id = draft ? `drafts.${publishedId}` : publishedId;

  const categoryKey = keyMaker(publishedId);
  const refs = [];
  for (const { text, line } of fields.texts('categories') ?? []) {
    if (!categories.has(text)) {
      const known = [...categories].join(', ') || 'none: add them to categories.yaml';
      problems.add(file, line, `unknown category "${text}" (categories.yaml has: ${known})`);
      continue;
    }
    refs.push({ _type: 'reference', _key: categoryKey(), _ref: `category-${text}` });
  }

  const cover = fields.string('cover');
  const coverAlt = fields.string('coverAlt');
  let mainImage: Record<string, unknown> | undefined;
  if (cover === 'generated') {
    const drawn = generatedCover(slug);
    mainImage = {
      _type: 'mainImage',
      asset: assets.drawn(drawn.svg, `${slug}.webp`),
      alt: coverAlt ?? drawn.alt,
    };
  } else if (cover !== undefined) {
    if (!coverAlt) {
      problems.add(
        file,
        fields.lineOf('cover'),
        'missing required front-matter key "coverAlt" (what the cover shows, for screen readers)',
      );
    }
    // Named after the post in its URLs (every cover file may be called cover.jpg).
    const asset = assets.image(cover, { file, line: fields.lineOf('cover') }, 'photo', {
      name: slug,
    });
    if (asset && coverAlt) mainImage = { _type: 'mainImage', asset, alt: coverAlt };
  }

  const body = toPortableText(tree, {
    seed: publishedId,
    problem: (line, message) => problems.add(file, line, message),
    image: (src, line) => assets.image(src, { file, line }, 'photo'),
  });

  if (title === undefined || publishedAt === undefined) return undefined;
  return {
    _id: id,
    _type: 'post',
    _createdAt: publishedAt,
    _updatedAt: publishedAt,
    _rev: rev(id),
    title,
    slug: { _type: 'slug', current: slug },
    publishedAt,
    ...(description !== undefined ? { description } : {}),
    ...(mainImage ? { mainImage } : {}),
    ...(refs.length > 0 ? { categories: refs } : {}),
    body,
    ...(claps !== undefined ? { claps } : {}),
  };
}
