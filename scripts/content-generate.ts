/**
 * Generates content datasets in the layout `sanity dataset export` writes.
 *
 *   npm run content:generate                     rebuild content/ (posts, images, feed) from
 *                                                content/source/ and static/feed/ media
 *   npm run content:generate -- --posts 1000     a larger dataset (N posts, each with its own
 *        [--out DIR] [--shared-images]           cover) in a temp folder; serve it with
 *                                                CONTENT_DIR=DIR npm run build
 */
import os from 'node:os';
import path from 'node:path';
import { writeDataset, type PostSource } from '../content/generate/dataset';
import { writeFeed } from '../content/generate/feed';
import { readPosts } from '../content/generate/posts';
import { categories, drafts, experience, profile } from '../content/source/site';

const root = path.resolve(__dirname, '..');

function parseArgs(argv: string[]) {
  const args: { posts?: number; out?: string; sharedImages: boolean } = { sharedImages: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--posts') {
      const n = Number(argv[++i]);
      if (!Number.isInteger(n) || n < 1 || n > 100_000)
        throw new Error('--posts needs a whole number from 1 to 100000');
      args.posts = n;
    } else if (arg === '--out') {
      args.out = path.resolve(argv[++i] ?? '');
    } else if (arg === '--shared-images') {
      args.sharedImages = true;
    } else {
      throw new Error(
        `Unknown argument ${arg}. Usage: content:generate [--posts N [--out DIR] [--shared-images]]`,
      );
    }
  }
  return args;
}

/** N posts cycling through the written ones, spread over two years, claps varied. */
export function scalePosts(base: PostSource[], n: number, sharedImages: boolean): PostSource[] {
  const start = Date.parse('2023-11-01T08:00:00Z');
  const span = 730 * 24 * 3600 * 1000;
  return Array.from({ length: n }, (_, i) => {
    const src = base[i % base.length] as PostSource;
    const claps = i % 7 === 3 ? undefined : i % 5 === 0 ? 0 : (i * 37) % 500;
    return {
      ...src,
      slug: `${src.slug}-${i + 1}`,
      title: sharedImages ? src.title : `${src.title} #${i + 1}`,
      publishedAt: new Date(start + Math.floor((span * i) / n)).toISOString(),
      ...(claps === undefined ? { claps: undefined } : { claps }),
      // Shared: the cover is drawn from the source post alone, so N posts reuse its image.
      ...(sharedImages ? { coverSeed: src.slug } : { palette: src.palette + i }),
    };
  }).map(({ claps, ...post }) => (claps === undefined ? post : { ...post, claps }));
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const posts = readPosts(path.join(root, 'content/source/posts'));
  const started = Date.now();
  if (args.posts === undefined) {
    const result = await writeDataset(path.join(root, 'content'), {
      categories,
      profile,
      posts,
      experience,
      drafts,
    });
    const feed = await writeFeed(
      path.join(root, 'content/feed.json'),
      path.join(root, 'static/feed'),
    );
    console.log(
      `content/: ${result.documents} documents, ${result.images} images; feed: ${feed.posts.length} posts (${Date.now() - started} ms)`,
    );
    return;
  }
  const out = args.out ?? path.join(os.tmpdir(), `portfolio-content-${args.posts}`);
  const result = await writeDataset(out, {
    categories,
    posts: scalePosts(posts, args.posts, args.sharedImages),
    experience,
  });
  console.log(
    `${out}: ${result.documents} documents, ${result.images} images (${Date.now() - started} ms)`,
  );
  console.log(`Build with it: CONTENT_DIR=${out} npm run build`);
}

// Run as a script; imported (by tests, for scalePosts) it does nothing.
if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
