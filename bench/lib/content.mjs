// The posts of a content folder, for benchmarks that open a post or edit one: the authoring
// layout (posts/<slug>/index.md) or an export (data.ndjson, what bench/content-generate.ts writes).
import fs from 'node:fs';
import path from 'node:path';

const isDraft = (text) => /^draft:\s*true\s*$/m.test(text.split(/^---\s*$/m)[1] ?? '');

/** Slugs of the first `count` published posts of the folder. */
export function postSlugs(contentDir, count = Infinity) {
  const slugs = [];
  const data = path.join(contentDir, 'data.ndjson');
  if (fs.existsSync(data)) {
    for (const line of fs.readFileSync(data, 'utf8').split('\n')) {
      if (!line.trim()) continue;
      const doc = JSON.parse(line);
      if (doc._type === 'post' && doc.slug?.current && !doc._id.startsWith('drafts.'))
        slugs.push(doc.slug.current);
      if (slugs.length === count) break;
    }
  } else {
    const posts = path.join(contentDir, 'posts');
    for (const slug of fs.existsSync(posts) ? fs.readdirSync(posts).sort() : []) {
      const file = path.join(posts, slug, 'index.md');
      if (!fs.existsSync(file) || isDraft(fs.readFileSync(file, 'utf8'))) continue;
      slugs.push(slug);
      if (slugs.length === count) break;
    }
  }
  if (!slugs.length) throw new Error(`no post in ${contentDir}`);
  return slugs;
}

/**
 * The first post of the folder and a way to retitle it on disk (as an owner edits it), saved
 * as editors do: a new file renamed over the old one.
 */
export function firstPostEditor(contentDir) {
  const replace = (file, text) => {
    fs.writeFileSync(`${file}.swp`, text);
    fs.renameSync(`${file}.swp`, file);
  };
  const data = path.join(contentDir, 'data.ndjson');
  if (fs.existsSync(data)) {
    const lines = fs.readFileSync(data, 'utf8').split('\n');
    const index = lines.findIndex((line) => line.includes('"_type":"post"'));
    const post = JSON.parse(lines[index]);
    return {
      slug: post.slug.current,
      title: post.title,
      setTitle(title) {
        lines[index] = JSON.stringify({ ...post, title });
        replace(data, lines.join('\n'));
      },
    };
  }
  const [slug] = postSlugs(contentDir, 1);
  const file = path.join(contentDir, 'posts', slug, 'index.md');
  const text = fs.readFileSync(file, 'utf8');
  const match = /^title:\s*(.*)$/m.exec(text);
  if (!match) throw new Error(`${file}: no title line in its front matter`);
  const raw = match[1].trim();
  const title = /^["']/.test(raw) ? raw.slice(1, -1) : raw;
  return {
    slug,
    title,
    setTitle(next) {
      replace(file, text.replace(/^title:.*$/m, `title: ${JSON.stringify(next)}`));
    },
  };
}
