import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, describe, expect, test } from 'vitest';
import { startContentLake } from '../../server/content-lake';
import { Problems } from '../../server/content-lake/authoring/problems';
import { ContentStore } from '../../server/content-lake/store';
import { ContentFolderError, loadAuthoringFolder } from '../../server/content-lake/authoring';
import { coverSvg } from '../../server/content-lake/authoring/art';
import { writeExportLayout } from '../../server/content-lake/authoring/exportLayout';
import { loadExportDataset } from '../../server/content-lake/dataset';
import type { SanityDoc } from '../../server/content-lake/types';

/** The embedded Lake reading an authoring folder (small fixture folders, never content/). */
const FIXTURES = path.join(__dirname, 'fixtures');
const VALID = path.join(FIXTURES, 'valid');
const temp: string[] = [];
const tempDir = (prefix: string) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  temp.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of temp) fs.rmSync(dir, { recursive: true, force: true });
});

const location = { projectId: 'embedded', dataset: 'production' };
const load = (dir: string, cacheDir = tempDir('authoring-cache-')) =>
  loadAuthoringFolder(dir, { ...location, cacheDir });
const sha1 = (file: string) =>
  crypto.createHash('sha1').update(fs.readFileSync(file)).digest('hex');
const doc = (docs: SanityDoc[], id: string) => {
  const found = docs.find((d) => d._id === id);
  if (!found) throw new Error(`no ${id} in ${docs.map((d) => d._id).join(', ')}`);
  return found as Record<string, unknown> & SanityDoc;
};

describe('a valid folder', () => {
  const cacheDir = tempDir('authoring-cache-');
  const dataset = load(VALID, cacheDir);
  const { documents, assets, files } = dataset;

  test('gives one document per file entry, list order in `order`, ids from names', () => {
    expect(documents.map((d) => d._id).sort()).toEqual(
      [
        'siteSettings',
        'connectPage',
        'category-react',
        'category-node',
        'education-test-institute',
        'experience-acme-corp',
        'experience-old-job',
        'skill-react',
        'skill-csharp',
        'project-logo-maker',
        'project-no-picture',
        'testimonial-ravi',
        'post-hello-world',
        'post-drawn-cover',
        'drafts.post-secret-plans',
      ].sort(),
    );
    expect(doc(documents, 'skill-csharp')).toMatchObject({ name: 'C#', icon: 'csharp', order: 2 });
    expect(doc(documents, 'category-react')).toMatchObject({
      title: 'React',
      slug: { _type: 'slug', current: 'react' },
      description: 'Components.',
    });
    expect(doc(documents, 'experience-old-job')).toMatchObject({
      startDate: '2022-06-01',
      endDate: '2022-12-31',
      images: [],
    });
    expect(doc(documents, 'connectPage')).toMatchObject({
      description: ['A chat app.'],
      features: [
        {
          _type: 'connectFeature',
          key: 'chat',
          screenshots: [{ _type: 'connectScreenshot', screen: 'chat', label: 'A conversation' }],
        },
      ],
    });
  });

  test('site settings: nested objects typed, a résumé file asset, an upright portrait', () => {
    const settings = doc(documents, 'siteSettings');
    expect(settings).toMatchObject({
      name: 'Test Owner',
      bio: ['First paragraph: with a colon.', 'Second paragraph.'],
      geo: { _type: 'siteGeo', region: 'IN-MP', placename: 'Indore' },
      social: { _type: 'socialLinks', github: 'https://github.com/tess' },
      banners: { _type: 'banners', top: ['One', 'Two'] },
      pages: { _type: 'pageSwitches', connect: false, photos: true },
      portrait: { _type: 'mainImage', alt: 'Tess at her desk' },
    });
    expect(settings.pages).not.toHaveProperty('projects');
    const resumeId = `file-${sha1(path.join(VALID, 'resume.pdf'))}-pdf`;
    expect(settings.resume).toEqual({
      _type: 'file',
      asset: { _type: 'reference', _ref: resumeId },
    });
    expect(assets.get(resumeId)).toMatchObject({
      _type: 'sanity.fileAsset',
      extension: 'pdf',
      mimeType: 'application/pdf',
      path: `files/embedded/production/${resumeId.slice(5, 45)}.pdf`,
    });
    // Stored 40x20 with EXIF orientation 6: Sanity's dimensions are the upright ones, and the
    // Lake serves an upright copy (Gatsby's resizer would not turn it).
    const portrait = (settings.portrait as { asset: { _ref: string } }).asset._ref;
    const portraitSha1 = sha1(path.join(VALID, 'portrait.jpg'));
    expect(portrait).toBe(`image-${portraitSha1}-20x40-jpg`);
    const served = files.get(`${portraitSha1}-20x40.jpg`) ?? '';
    expect(served.startsWith(cacheDir)).toBe(true);
  });

  test('a post: JPEG cover, front matter fields, categories in order', () => {
    const post = doc(documents, 'post-hello-world');
    const cover = sha1(path.join(VALID, 'posts/hello-world/cover.jpg'));
    expect(post).toMatchObject({
      _type: 'post',
      title: 'Hello, world',
      slug: { _type: 'slug', current: 'hello-world' },
      publishedAt: '2025-03-04T00:00:00Z',
      _createdAt: '2025-03-04T00:00:00Z',
      _updatedAt: '2025-03-04T00:00:00Z',
      description: 'Everything the body can hold.',
      claps: 7,
      mainImage: {
        _type: 'mainImage',
        asset: { _type: 'reference', _ref: `image-${cover}-64x36-jpg` },
        alt: 'A blue rectangle',
      },
    });
    expect((post.categories as { _ref: string }[]).map((c) => c._ref)).toEqual([
      'category-react',
      'category-node',
    ]);
    const asset = assets.get(`image-${cover}-64x36-jpg`);
    expect(asset).toMatchObject({
      _type: 'sanity.imageAsset',
      extension: 'jpg',
      mimeType: 'image/jpeg',
      path: `images/embedded/production/${cover}-64x36.jpg`,
      metadata: {
        dimensions: { width: 64, height: 36, aspectRatio: 64 / 36 },
        lqip: expect.stringMatching(/^data:image\/jpeg;base64,/),
        palette: { dominant: { background: expect.stringMatching(/^#[0-9a-f]{6}$/) } },
      },
    });
    // Measured once: the cache under the data folder has it by sha1.
    expect(fs.existsSync(path.join(cacheDir, 'images', `${cover}.json`))).toBe(true);
  });

  test('a post body: the block shapes the site renders, GFM mapped to the nearest', () => {
    const body = doc(documents, 'post-hello-world').body as Record<string, unknown>[];
    const text = (b: Record<string, unknown>) =>
      (b.children as { text: string }[]).map((c) => c.text).join('');
    const summary = body.map((b) =>
      b._type === 'block' ? [b.style, b.listItem ?? '', b.level ?? '', text(b)].join('|') : b._type,
    );
    expect(summary).toEqual([
      'normal|||Intro with bold, em, code, gone and a link. A second line of the same paragraph.',
      'h2|||Title heading',
      'h2|||Section',
      'h3|||Sub',
      'h4|||Deep',
      'h4|||Deeper',
      'blockquote|||Quoted text.',
      'normal|bullet|1|one',
      'normal|bullet|2|nested',
      'normal|bullet|1|two',
      'normal|number|1|first',
      'normal|number|1|second',
      'normal|bullet|1|☑ done',
      'normal|bullet|1|☐ todo',
      'code',
      'code',
      'youtube',
      'normal|||Watch this:',
      'youtube',
      'figure',
      'normal|bullet|1|Name: Ann; Role: Dev',
      'normal|||See https://example.org for more.',
    ]);
    const intro = body[0] as { children: { marks: string[] }[]; markDefs: { _key: string }[] };
    expect(intro.children.map((c) => c.marks)).toEqual([
      [],
      ['strong'],
      [],
      ['em'],
      [],
      ['code'],
      [],
      ['strike-through'],
      [],
      [intro.markDefs[0]?._key],
      [],
    ]);
    expect(intro.markDefs).toEqual([
      { _type: 'link', _key: expect.any(String), href: 'https://example.com' },
    ]);
    expect(body[14]).toEqual({
      _type: 'code',
      _key: expect.any(String),
      language: 'ts',
      filename: 'src/app.ts',
      code: 'const a = 1;',
    });
    expect(body[15]).toMatchObject({ language: 'text', code: 'plain' });
    expect(body[15]).not.toHaveProperty('filename');
    expect(body[16]).toMatchObject({ url: 'https://youtu.be/abcdefghijk' });
    expect(body[18]).toMatchObject({ url: 'https://www.youtube.com/watch?v=notavideo' });
    const picture = sha1(path.join(VALID, 'posts/hello-world/diagram.png'));
    expect(body[19]).toEqual({
      _type: 'figure',
      _key: expect.any(String),
      asset: { _type: 'reference', _ref: `image-${picture}-30x20-png` },
      alt: 'A green box',
      caption: 'The diagram',
    });
    const row = body[20] as { children: { text: string; marks: string[] }[] };
    expect(row.children.filter((c) => c.marks.includes('strong')).map((c) => c.text)).toEqual([
      'Name',
      'Role',
    ]);
    const keys = body.map((b) => b._key);
    expect(new Set(keys).size).toBe(keys.length);
    // The same file gives the same keys (the built HTML carries some).
    expect(load(VALID, cacheDir).documents.find((d) => d._id === 'post-hello-world')?.body).toEqual(
      body,
    );
  });

  test('cover: generated draws the sample art for the slug, cached as WebP', () => {
    const post = doc(documents, 'post-drawn-cover');
    expect(post.publishedAt).toBe('2025-01-02T05:00:00Z');
    const cover = post.mainImage as { asset: { _ref: string }; alt: string };
    expect(cover.asset._ref).toMatch(/^image-[a-f0-9]{40}-1200x630-webp$/);
    expect(cover.alt).toMatch(/ on an? [a-z -]+ gradient$/);
    const drawn = fs.readdirSync(path.join(cacheDir, 'drawn'));
    expect(drawn).toHaveLength(1);
    const file = path.join(cacheDir, 'drawn', drawn[0] ?? '');
    expect(cover.asset._ref).toContain(sha1(file));
    // The drawing depends on the slug alone.
    const again = load(VALID).documents.find((d) => d._id === 'post-drawn-cover');
    expect((again?.mainImage as { asset: { _ref: string } }).asset._ref).toBe(cover.asset._ref);
  });

  test('draft: true gives drafts.post-<slug>', () => {
    expect(doc(documents, 'drafts.post-secret-plans')).toMatchObject({
      _type: 'post',
      slug: { current: 'secret-plans' },
    });
    expect(documents.some((d) => d._id === 'post-secret-plans')).toBe(false);
  });

  test('projects: SVG image and GIF animation; experience alt text on the asset', () => {
    const project = doc(documents, 'project-logo-maker');
    const svg = sha1(path.join(VALID, 'projects/logo.svg'));
    const gif = sha1(path.join(VALID, 'projects/demo.gif'));
    expect(project).toMatchObject({
      image: { _type: 'mainImage', asset: { _ref: `image-${svg}-48x30-svg` }, alt: 'A round logo' },
      animation: { _type: 'image', asset: { _ref: `image-${gif}-24x16-gif` } },
      page: '/connect',
      order: 1,
    });
    expect(assets.get(`image-${svg}-48x30-svg`)?.mimeType).toBe('image/svg+xml');
    const job = doc(documents, 'experience-acme-corp');
    const ref = (job.images as { asset: { _ref: string } }[])[0]?.asset._ref ?? '';
    expect(assets.get(ref)?.altText).toBe('The office');
  });
});

describe('the Lake serving a folder', () => {
  test('anonymous reads never see drafts; images and files are served', async () => {
    const lake = await startContentLake({ contentDir: VALID, dataDir: tempDir('lake-data-') });
    try {
      const query = async (groq: string, token?: string) => {
        const res = await fetch(
          `${lake.url}/v1/data/query/production?query=${encodeURIComponent(groq)}`,
          token ? { headers: { authorization: `Bearer ${token}` } } : {},
        );
        return (await res.json()).result;
      };
      expect(await query('*[_type == "post"].slug.current | order(@ asc)')).toEqual([
        'drawn-cover',
        'hello-world',
      ]);
      expect(await query('count(*[_type == "post"])', 'any-token')).toBe(3);
      const exported = await (await fetch(`${lake.url}/v1/data/export/production`)).text();
      expect(exported).toContain('"_id":"drafts.post-secret-plans"');

      const urls = await query(
        '*[_id == "siteSettings"][0]{"resume": resume.asset->url, "portrait": portrait.asset->url}',
      );
      const pdf = await fetch(urls.resume);
      expect(urls.resume).toMatch(/\/files\/embedded\/production\/[a-f0-9]{40}\.pdf$/);
      expect(pdf.headers.get('content-type')).toBe('application/pdf');
      expect((await pdf.text()).startsWith('%PDF-')).toBe(true);
      const portrait = await fetch(urls.portrait);
      expect(portrait.headers.get('content-type')).toBe('image/jpeg');
      expect(portrait.status).toBe(200);
    } finally {
      await lake.close();
    }
  });

  test('a folder without any file is an empty dataset', async () => {
    expect(load(path.join(FIXTURES, 'empty'))).toEqual({
      documents: [],
      assets: new Map(),
      files: new Map(),
    });
    const lake = await startContentLake({
      contentDir: path.join(FIXTURES, 'empty'),
      dataDir: tempDir('lake-data-'),
    });
    try {
      const res = await fetch(
        `${lake.url}/v1/data/query/production?query=${encodeURIComponent('count(*[_type == "post"])')}`,
      );
      expect((await res.json()).result).toBe(0);
    } finally {
      await lake.close();
    }
  });

  test('a missing folder names itself', () => {
    expect(() => load('/nonexistent/content')).toThrow(
      /no content folder at \/nonexistent\/content/,
    );
  });
});

test('every problem of a broken folder, each as file:line, in one error', () => {
  let error: unknown;
  try {
    load(path.join(FIXTURES, 'broken'));
  } catch (caught) {
    error = caught;
  }
  expect(error).toBeInstanceOf(ContentFolderError);
  const at = '__tests__/content/fixtures/broken';
  const problems = [
    `${at}/experience.yaml:3: "start" must be a date (YYYY-MM-DD), got "2024-13-01"`,
    `${at}/experience.yaml:5: image "experience/missing.png" not found (paths are relative to ${at}/)`,
    `${at}/posts/bad-front-matter/index.md:3: "date" must be a date (YYYY-MM-DD) or an ISO date-time (YYYY-MM-DDTHH:MM:SSZ), got "2024-02-30"`,
    `${at}/posts/bad-front-matter/index.md:4: unknown category "reakt" (categories.yaml has: react)`,
    `${at}/posts/bad-front-matter/index.md:5: unknown front-matter key "tags" (allowed: title, date, description, categories, cover, coverAlt, draft, claps)`,
    `${at}/posts/bad-front-matter/index.md:6: image "cover.bmp" is not a supported image (JPEG, PNG or WebP)`,
    `${at}/posts/fake-jpeg/index.md:4: image "cover.jpg" is not a JPEG file (its content does not match its extension)`,
    `${at}/posts/fake-jpeg/index.md:6: "draft" must be true or false, got "maybe"`,
    `${at}/posts/no-title/index.md:1: missing required front-matter key "title"`,
    `${at}/posts/no-title/index.md:7: picture "./nothing.png" needs an alternative text: ![what it shows](./nothing.png)`,
    `${at}/posts/no-title/index.md:7: image "./nothing.png" not found (paths are relative to ${at}/posts/no-title/)`,
    `${at}/posts/no-title/index.md:9: image "./missing.png" not found (paths are relative to ${at}/posts/no-title/)`,
    `${at}/posts/no-title/index.md:11: HTML is not supported in a post ("<div>raw</div>"): write Markdown`,
    `${at}/site.yaml:2: unknown key "twitter" (allowed: name, shortName, role, headline, location, email, bio, techStack, keywords, geo, social, resume, portrait, portraitAlt, banners, blog, photos, pages)`,
    `${at}/site.yaml:3: image "me.jpg" not found (paths are relative to ${at}/)`,
    `${at}/site.yaml:6: "pages.connect" must be true or false, got "yes"`,
    `${at}/skills.yaml:2: unknown simple-icons slug "reactjs" (the name in the icon's URL on https://simpleicons.org; csharp is drawn by the site)`,
    `${at}/skills.yaml:3: missing required key "icon"`,
    `${at}/testimonials.yaml:3: invalid YAML: Flow sequence in block collection must be sufficiently indented and end with a ]`,
  ];
  expect((error as ContentFolderError).problems).toEqual(problems);
  expect((error as Error).message).toBe(problems.join('\n'));
});

test('a post file outside a folder, a bad folder name and a missing index.md are reported', () => {
  const dir = tempDir('authoring-posts-');
  fs.mkdirSync(path.join(dir, 'posts/Not_A_Slug'), { recursive: true });
  fs.writeFileSync(
    path.join(dir, 'posts/Not_A_Slug/index.md'),
    '---\ntitle: x\ndate: 2024-01-01\n---\n',
  );
  fs.mkdirSync(path.join(dir, 'posts/empty-folder'));
  fs.writeFileSync(path.join(dir, 'posts/loose.md'), '# loose\n');
  expect(() => load(dir)).toThrow(
    new RegExp(
      [
        'posts/Not_A_Slug/index.md:1: the folder name "Not_A_Slug" is the post\'s slug',
        'posts/empty-folder/index.md:1: not found: a post folder needs an index.md',
        'posts/loose.md:1: a post is a folder: move this file to posts/loose/index.md',
      ].join('[^\\n]*\\n[^\\n]*'),
    ),
  );
});

test('scripts/content-export.ts: the folder as an export reads back as the same documents', () => {
  const dataset = load(VALID);
  const out = tempDir('authoring-export-');
  expect(writeExportLayout(out, dataset.documents, dataset)).toEqual({
    documents: dataset.documents.length,
    assets: dataset.assets.size,
  });
  const lines = fs.readFileSync(path.join(out, 'data.ndjson'), 'utf8');
  expect(lines).toMatch(/"_sanityAsset":"image@file:\/\/\.\/images\/[a-f0-9]{40}-64x36\.jpg"/);
  expect(lines).toMatch(/"_sanityAsset":"file@file:\/\/\.\/files\/[a-f0-9]{40}\.pdf"/);
  const back = loadExportDataset(out, location);
  expect(back.documents).toEqual(dataset.documents);
  expect([...back.assets.keys()].sort()).toEqual([...dataset.assets.keys()].sort());
});

test('drawn covers carry no text (the site prints the title beside them) and differ per seed', () => {
  const a = coverSvg({ motif: 'orbits', palette: 0, seed: 'fastify-typescript-api' });
  const b = coverSvg({ motif: 'orbits', palette: 3, seed: 'jwt-sessions-cookies' });
  for (const svg of [a, b]) {
    expect(svg).not.toMatch(/<text/);
    expect(svg).toMatch(/^<svg [^>]*width="1200" height="630"/);
  }
  expect(a).not.toBe(b);
  expect(coverSvg({ motif: 'orbits', palette: 0, seed: 'fastify-typescript-api' })).toBe(a);
});

/** A folder with one post whose cover is `cover` (written by `write`, which gets its path). */
function postWithCover(cover: string, write: (file: string) => void) {
  const dir = tempDir('authoring-cover-');
  fs.mkdirSync(path.join(dir, 'posts/big'), { recursive: true });
  fs.writeFileSync(
    path.join(dir, 'posts/big/index.md'),
    `---\ntitle: Big\ndate: 2025-01-01\ncover: ${cover}\ncoverAlt: A picture\n---\nWords.\n`,
  );
  write(path.resolve(dir, 'posts/big', cover));
  return dir;
}

/** How a problem names a file (relative to the working folder when inside it). */
const shown = (file: string) => new Problems().display(file);

/** The problems a folder that does not load names. */
function problemsOf(dir: string): string[] {
  try {
    load(dir);
  } catch (error) {
    if (error instanceof ContentFolderError) return error.problems;
    throw error;
  }
  return [];
}

/**
 * A PNG whose header says width x height, with next to no pixel data behind it: decoding it
 * would fail, so only a refusal made from the header names its size.
 */
function pngClaiming(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per channel
  header[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from('89504e470d0a1a0a', 'hex'),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(Buffer.alloc(64))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('an image above the pixel limit', () => {
  const message = (dir: string) =>
    `${shown(dir)}/posts/big/index.md:4: image "huge.png" is 12000x12000 pixels (144 megapixels), more than the 64 megapixels an image may have: scale it down`;

  test('is refused from its header, naming the file and its size', () => {
    const dir = postWithCover('huge.png', (file) =>
      fs.writeFileSync(file, pngClaiming(12000, 12000)),
    );
    expect(problemsOf(dir)).toEqual([message(dir)]);
  });

  test('is refused by a reload too, and the Lake keeps what it had', async () => {
    const dir = postWithCover('huge.png', (file) =>
      fs.copyFileSync(path.join(VALID, 'posts/hello-world/diagram.png'), file),
    );
    const store = new ContentStore({
      contentDir: dir,
      dataDir: tempDir('lake-data-'),
      projectId: 'embedded',
      dataset: 'production',
    });
    const before = await store.query('*[_type == "post"][0].mainImage.asset._ref', {});
    fs.writeFileSync(path.join(dir, 'posts/big/huge.png'), pngClaiming(12000, 12000));
    await expect(store.reload()).rejects.toThrow(message(dir));
    expect(await store.query('*[_type == "post"][0].mainImage.asset._ref', {})).toEqual(before);
  });
});

describe('a link in the content folder', () => {
  const jpeg = path.join(VALID, 'posts/hello-world/cover.jpg');

  test('to an image outside the folder is refused, naming where it leads', () => {
    const outside = path.join(tempDir('authoring-outside-'), 'photo.jpg');
    fs.copyFileSync(jpeg, outside);
    const dir = postWithCover('cover.jpg', (file) => fs.symlinkSync(outside, file));
    expect(problemsOf(dir)).toEqual([
      `${shown(dir)}/posts/big/index.md:4: image "cover.jpg" is a link to ${fs.realpathSync(outside)}, outside the content folder: copy the file into the folder instead`,
    ]);
  });

  test('through a linked folder that leads outside is refused too', () => {
    const outside = tempDir('authoring-outside-');
    fs.copyFileSync(jpeg, path.join(outside, 'photo.jpg'));
    const dir = postWithCover('shared/photo.jpg', (file) =>
      fs.symlinkSync(outside, path.dirname(file)),
    );
    expect(problemsOf(dir)).toEqual([
      expect.stringMatching(
        /index\.md:4: image "shared\/photo\.jpg" is a link to .*, outside the content folder/,
      ),
    ]);
  });

  test('in an export-layout dataset, to an image outside it, is refused', () => {
    const dataset = load(VALID);
    const out = tempDir('authoring-export-');
    writeExportLayout(out, dataset.documents, dataset);
    const image = fs.readdirSync(path.join(out, 'images'))[0] ?? '';
    const outside = path.join(tempDir('authoring-outside-'), image);
    fs.renameSync(path.join(out, 'images', image), outside);
    fs.symlinkSync(outside, path.join(out, 'images', image));
    expect(() => loadExportDataset(out, location)).toThrow(
      `Content Lake: ${path.join(out, 'images', image)} is a link to ${fs.realpathSync(outside)}, outside the dataset folder`,
    );
  });

  test('to an image inside the folder is followed', () => {
    const dir = postWithCover('cover.jpg', (file) => {
      fs.copyFileSync(jpeg, path.join(path.dirname(file), 'real.jpg'));
      fs.symlinkSync('real.jpg', file);
    });
    const post = doc(load(dir).documents, 'post-big');
    expect(post.mainImage).toMatchObject({ asset: { _ref: `image-${sha1(jpeg)}-64x36-jpg` } });
  });
});

describe('links in a post', () => {
  /** A folder with one post whose body is `body` (starting on line 5). */
  const postWithBody = (body: string) => {
    const dir = tempDir('authoring-links-');
    fs.mkdirSync(path.join(dir, 'posts/links'), { recursive: true });
    fs.writeFileSync(
      path.join(dir, 'posts/links/index.md'),
      `---\ntitle: Links\ndate: 2025-01-01\n---\n${body}`,
    );
    return dir;
  };
  const rule =
    'is not allowed: a link must be an https://, http:// or mailto: address, a path on this site (/blog/…) or an #anchor';

  test('may be http(s), mailto:, a path on this site or an #anchor', () => {
    const dir = postWithBody(
      [
        '[a](https://example.com/x?y#z), [b](http://example.com), [c](mailto:me@example.com),',
        '[d](/blog/other-post), [e](#section), [f](../other-post), <https://auto.example.com>',
        'and www.example.org.',
        '',
      ].join('\n'),
    );
    const post = doc(load(dir).documents, 'post-links');
    const [first] = post.body as { markDefs: { href: string }[] }[];
    expect(first?.markDefs.map((d) => d.href)).toEqual([
      'https://example.com/x?y#z',
      'http://example.com',
      'mailto:me@example.com',
      '/blog/other-post',
      '#section',
      '../other-post',
      'https://auto.example.com',
      'http://www.example.org',
    ]);
  });

  test('to anything else is refused, naming the file and the line the address is on', () => {
    const dir = postWithBody(
      [
        'Intro.', // line 5
        '',
        '[click](javascript:alert(1))',
        '[page](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
        '<javascript:alert(2)>',
        '[sneaky](&#106;avascript:alert(3)) and [shouty](JAVASCRIPT:alert(4))',
        '[once][evil] and [twice][evil]',
        '',
        '[evil]: vbscript:msgbox(1)', // line 13
        '',
      ].join('\n'),
    );
    const at = `${shown(dir)}/posts/links/index.md`;
    expect(problemsOf(dir)).toEqual([
      `${at}:7: link "javascript:alert(1)" ${rule}`,
      `${at}:8: link "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==" ${rule}`,
      `${at}:9: link "javascript:alert(2)" ${rule}`,
      `${at}:10: link "javascript:alert(3)" ${rule}`,
      `${at}:10: link "JAVASCRIPT:alert(4)" ${rule}`,
      `${at}:13: link "vbscript:msgbox(1)" ${rule}`,
    ]);
  });
});
