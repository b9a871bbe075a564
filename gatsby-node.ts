import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { finishBuild, type BuiltPost } from './build';
import { highlightBody } from './src/lib/highlight';
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

/**
 * Hands the built site to the build layer (build/index.ts): feeds, social cards, manifest, search
 * index, CSP hashes and precompression, from the content queried here.
 */
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
  const posts: BuiltPost[] = allSanityPost.nodes.flatMap((node) => {
    const slug = node.slug?.current?.trim();
    const title = node.title?.trim();
    if (!slug || !title) return [];
    const categories = (node.categories ?? []).flatMap((c) => (c?.title ? [c.title] : []));
    const publishedAt = node.publishedAt ?? '';
    const updatedAt = node._updatedAt ?? node.publishedAt ?? '';
    return [{ slug, title, categories, publishedAt, updatedAt, body: node._rawBody }];
  });
  await finishBuild({
    publicDir: path.resolve('public'),
    siteUrl,
    siteTitle: site?.siteMetadata?.title ?? 'Blog',
    posts,
    pagePaths: allSitePage.nodes.map((n) => n.path),
    env: process.env,
    reporter,
  });
};
