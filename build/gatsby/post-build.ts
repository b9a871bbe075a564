import type { Reporter } from 'gatsby';
import { toSiteSettings } from '../../src/mappers/site';
import { finishBuild, type BuiltPost } from '../index';

/**
 * From onPostBuild's query: hands the built site to the build layer (build/index.ts): feeds,
 * social cards, manifest, search index, CSP hashes and precompression.
 */
export async function postBuild({
  data,
  reporter,
  publicDir,
  cardsAside,
}: {
  data: Queries.BlogFeedsQuery;
  reporter: Reporter;
  publicDir: string;
  /** The social cards createPages started (SiteBuild). */
  cardsAside?: Promise<{ written: number }>;
}): Promise<void> {
  const { site, sanitySiteSettings, sanityConnectPage, allSanityProject, allSanityPost } = data;
  // gatsby-config sets it; the inferred schema still calls it nullable, hence the default.
  const siteUrl = (site?.siteMetadata?.siteUrl ?? '').replace(/\/+$/, '');
  // Every listable post once (a slug and a title), for the feeds, the cards and the search.
  const posts: BuiltPost[] = allSanityPost.nodes.flatMap((node) => {
    const slug = node.slug?.current?.trim();
    const title = node.title?.trim();
    if (!slug || !title) return [];
    const categories = (node.categories ?? []).flatMap((c) => (c?.title ? [c.title] : []));
    const publishedAt = node.publishedAt ?? '';
    const updatedAt = node._updatedAt ?? node.publishedAt ?? '';
    const description = node.description?.trim() || undefined;
    return [{ slug, title, description, categories, publishedAt, updatedAt, body: node._rawBody }];
  });
  await finishBuild({
    publicDir,
    siteUrl,
    site: toSiteSettings(sanitySiteSettings, {
      connectPage: Boolean(sanityConnectPage),
      projects: allSanityProject.totalCount,
    }),
    posts,
    pagePaths: data.allSitePage.nodes.map((n) => n.path),
    env: process.env,
    reporter,
    cardsAside,
  });
}
