import fs from 'node:fs';
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { hardenBuild } from './server/lib/build-output';
import { precompressDir } from './server/lib/precompress';
import { portableTextToPlainText, writeSearchIndex } from './server/lib/search-index';
import { writePostCards } from './server/lib/social-cards';
import { writeWebManifest } from './server/lib/web-manifest';
import { light } from './ui/theme/modes';
import { owner } from './src/config/owner';
import { POST_CARD_DIR } from './src/lib/socialCard';
import { highlightBody } from './src/lib/highlight';
import { postDescription } from './src/lib/portableText';
import { buildRobots, buildRss, buildSitemap, type FeedPost } from './src/lib/feeds';
import type { PostContext } from './src/templates/post';

export const onPreInit: GatsbyNode['onPreInit'] = ({ reporter }) => {
  reporter.verbose('portfolio: gatsby-node loaded');
};

/**
 * `SanityPost.bodyHighlights`: `{ [code block _key]: html }`, highlighted here at build time so
 * the browser receives finished markup in page data and never downloads a highlighter.
 */
export const createResolvers: GatsbyNode['createResolvers'] = ({ createResolvers }) => {
  createResolvers({
    SanityPost: {
      bodyHighlights: {
        type: 'JSON',
        resolve: (source: Record<string, unknown>) =>
          highlightBody(source._rawDataBody ?? source._rawBody ?? source.body),
      },
    },
  });
};

/** One page per post at /blog/:slug, newest first, each knowing its older and newer neighbour. */
export const createPages: GatsbyNode['createPages'] = async ({ graphql, actions, reporter }) => {
  // Queries.* come from src/gatsby-types.d.ts: graphqlTypegen also reads this file's queries.
  const result = await graphql<Queries.BlogPostPagesQuery>(`
    query BlogPostPages {
      allSanityPost(sort: { publishedAt: DESC }) {
        nodes {
          id
          title
          slug {
            current
          }
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild('Could not load blog posts for /blog/:slug pages.', result.errors);
    return;
  }
  const posts = result.data.allSanityPost.nodes
    .map((node) => ({
      id: node.id,
      title: node.title?.trim() ?? '',
      slug: node.slug?.current?.trim() ?? '',
    }))
    .filter((post) => {
      if (post.slug && post.title) return true;
      reporter.warn(
        `Blog: skipping post ${post.id}, which has no ${post.slug ? 'title' : 'slug'}.`,
      );
      return false;
    });
  const template = path.resolve('src/templates/post.tsx');
  posts.forEach((post, index) => {
    const newer = posts[index - 1];
    const older = posts[index + 1];
    actions.createPage({
      path: `/blog/${post.slug}`,
      component: template,
      context: {
        id: post.id,
        slug: post.slug,
        previous: older ? { title: older.title, slug: older.slug } : null,
        next: newer ? { title: newer.title, slug: newer.slug } : null,
      } satisfies PostContext,
    });
  });
};

/** Writes /rss.xml, /sitemap.xml and /robots.txt into public/ from the built content. */
export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ graphql, reporter }) => {
  const result = await graphql<Queries.BlogFeedsQuery>(`
    query BlogFeeds {
      site {
        siteMetadata {
          siteUrl
          title
        }
      }
      allSanityPost(sort: { publishedAt: DESC }) {
        nodes {
          title
          slug {
            current
          }
          publishedAt
          _updatedAt
          _rawBody
          categories {
            title
          }
        }
      }
      allSitePage {
        nodes {
          path
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild('Could not query content for rss.xml and sitemap.xml.', result.errors);
    return;
  }
  const { site, allSanityPost, allSitePage } = result.data;
  // gatsby-config sets both; the inferred schema still calls them nullable, hence the defaults.
  const siteUrl = (site?.siteMetadata?.siteUrl ?? '').replace(/\/+$/, '');
  // Every listable post once (a slug and a title), for the feeds, the cards and the search.
  const built = allSanityPost.nodes.flatMap((node) => {
    const slug = node.slug?.current?.trim();
    const title = node.title?.trim();
    if (!slug || !title) return [];
    const categories = (node.categories ?? []).flatMap((c) => (c?.title ? [c.title] : []));
    return [{ node, slug, title, categories, publishedAt: node.publishedAt ?? '' }];
  });
  const posts: FeedPost[] = built.map(({ node, slug, title, categories, publishedAt }) => ({
    title,
    path: `/blog/${slug}`,
    publishedAt,
    updatedAt: node._updatedAt ?? node.publishedAt ?? '',
    description: postDescription(node._rawBody, title),
    categories,
  }));
  const publicDir = path.resolve('public');
  const write = (name: string, text: string) => fs.writeFileSync(path.join(publicDir, name), text);
  write('rss.xml', buildRss({ siteUrl, title: site?.siteMetadata?.title ?? 'Blog', posts }));
  write(
    'sitemap.xml',
    buildSitemap({ siteUrl, paths: allSitePage.nodes.map((n) => n.path), posts }),
  );
  write('robots.txt', buildRobots(siteUrl));
  reporter.info(`Blog: wrote rss.xml (${posts.length} posts), sitemap.xml and robots.txt`);

  // Each post's own 1200x630 social card (og:image), rendered only when its text changed.
  try {
    const cardsStarted = Date.now();
    const cards = await writePostCards({
      outputDir: path.join(publicDir, POST_CARD_DIR),
      cacheDir: path.resolve('.cache/social-cards'),
      siteName: owner.name,
      posts: built.map(({ slug, title, categories, publishedAt }) => ({
        slug,
        title,
        category: categories[0],
        publishedAt,
      })),
    });
    reporter.info(
      `Social cards: ${cards.written} rendered, ${cards.cached} from the cache, ${cards.removed} stale removed, in ${seconds(cardsStarted)} s`,
    );
    if (cards.droppedCharacters.length) {
      reporter.warn(
        `Social cards: characters the card's font lacks (emoji, CJK) were left out of: ${cards.droppedCharacters.join(', ')}`,
      );
    }
  } catch (error) {
    reporter.panicOnBuild('Could not write the social cards.', error as Error);
    return;
  }

  // The web app manifest and its icons, drawn from one SVG.
  await writeWebManifest(publicDir, {
    name: `${owner.name} | ${owner.role}`,
    shortName: owner.name,
    description: `${owner.name}'s blog, projects and photos.`,
    backgroundColor: light.background,
    themeColor: light.background,
    iconSvg: path.resolve('src/images/app-icon.svg'),
  });

  // The search index (Pagefind) of every post's title, categories and body.
  try {
    const searchStarted = Date.now();
    const search = await writeSearchIndex({
      outputDir: publicDir,
      posts: built.map(({ node, title, categories, slug, publishedAt }) => ({
        path: `/blog/${slug}`,
        title,
        text: portableTextToPlainText(node._rawBody),
        categories,
        publishedAt,
      })),
    });
    reporter.info(
      `Search: indexed ${search.posts} posts (${search.words} words) in ${seconds(searchStarted)} s`,
    );
  } catch (error) {
    reporter.panicOnBuild('Could not write the search index.', error as Error);
    return;
  }

  // Source maps out of public/ (kept in sourcemaps/ for decoding errors), no build-time image
  // addresses, and the inline scripts' hashes for the server's Content-Security-Policy.
  const hardened = hardenBuild(publicDir, {
    sourceMapDir: path.resolve('sourcemaps'),
    connectSrc: pageConnectSources(process.env),
  });
  reporter.info(
    `Hardened public/: ${hardened.maps} source maps moved to sourcemaps/, ${hardened.rewritten} files rewritten, ${hardened.pages} pages hashed for the CSP`,
  );

  // Last, so the files written above are encoded too.
  const started = Date.now();
  const encoded = await precompressDir(publicDir);
  reporter.info(
    `Precompressed public/ (brotli + gzip): ${encoded.written} written, ${encoded.kept} unchanged or small, ${encoded.removed} stale removed, in ${seconds(started)} s`,
  );
};

const seconds = (since: number) => ((Date.now() - since) / 1000).toFixed(1);

/**
 * The origins pages fetch from besides their own, for the CSP's connect-src: a separately
 * hosted API (GATSBY_API_URL) and EmailJS when the contact form uses it (src/client/contact.ts).
 */
function pageConnectSources(env: NodeJS.ProcessEnv): string[] {
  const sources: string[] = [];
  if (env.GATSBY_API_URL?.trim()) sources.push(new URL(env.GATSBY_API_URL.trim()).origin);
  const emailJs = ['SERVICE_ID', 'TEMPLATE_ID', 'PUBLIC_KEY'];
  if (emailJs.every((key) => env[`GATSBY_EMAILJS_${key}`]?.trim())) {
    sources.push('https://api.emailjs.com');
  }
  return sources;
}
