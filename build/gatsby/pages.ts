import path from 'node:path';
import type { Actions, Page, Reporter } from 'gatsby';
import { mapFeed, type Feed } from '../../src/mappers/feed';
import { toSiteAuthor, toSitePages, type SitePages } from '../../src/mappers/site';
import type { InstaContext } from '../../src/pages/insta';
import type { PostContext } from '../../src/templates/post';
import { POST_CARDS_CACHE } from '../index';
import { renderPostCardsAside } from '../social-cards';
import { writeSkillSprite } from '../skill-marks';

/** What createPages learns that later hooks need: onCreatePage and onPostBuild get it back. */
export type SiteBuild = {
  /** Which of the content-dependent pages this build has. */
  sitePages: SitePages;
  /** /insta's photos (null: built in its loading state). */
  instaFeed: Feed | null;
  /** The posts' social cards, being rendered while the site builds (`gatsby build` only). */
  cardsAside?: Promise<{ written: number }>;
};

/** The pages content can switch off, by the switch that governs each. */
const SWITCHED_PAGES: Record<string, keyof SitePages> = {
  '/connect': 'connect',
  '/projects': 'projects',
  '/insta': 'photos',
};

const switchOf = (pagePath: string) => SWITCHED_PAGES[pagePath.replace(/\/+$/, '') || '/'];

/**
 * From createPages' query: one page per post at /blog/:slug, newest first, each knowing its
 * older and newer neighbour; which optional pages exist; the skills' sprite; /insta's feed
 * (`readFeed`, the same feed GET /api/feed answers, so /insta is built with its first photos);
 * and, in `gatsby build`, the posts' social cards started in a process of their own.
 */
export async function createSitePages({
  data,
  actions,
  reporter,
  publicDir,
  readFeed,
}: {
  data: Queries.BlogPostPagesQuery;
  actions: Actions;
  reporter: Reporter;
  publicDir: string;
  readFeed: () => Promise<Parameters<typeof mapFeed>[0] | null>;
}): Promise<SiteBuild> {
  const { allSanityPost, sanitySiteSettings, sanityConnectPage, allSanityProject, allSanitySkill } =
    data;

  const sitePages = toSitePages(sanitySiteSettings?.pages, {
    connectPage: Boolean(sanityConnectPage),
    projects: allSanityProject.totalCount,
  });
  const off = Object.entries(SWITCHED_PAGES).filter(([, key]) => !sitePages[key]);
  // onCreatePage acts on it; in `gatsby develop` the pages in src/pages are created once, so a
  // switch changed while it runs takes effect at its next start.
  if (off.length) reporter.info(`Pages left out by content: ${off.map(([p]) => p).join(', ')}`);

  // A feed that cannot be read is a warning, and the page is built loading. Its media on the
  // API's origin, as fetchFeed has them in the browser.
  const rawFeed = sitePages.photos ? await readFeed() : null;
  const instaFeed: Feed | null = rawFeed
    ? mapFeed(rawFeed, (process.env.GATSBY_API_URL ?? '').replace(/\/+$/, ''))
    : null;

  const sprite = await writeSkillSprite(
    publicDir,
    allSanitySkill.nodes.flatMap((node) => (node.icon ? [node.icon] : [])),
  );
  reporter.verbose(`Skills: ${sprite.marks} marks in the sprite`);

  const posts = allSanityPost.nodes
    .map((node) => ({
      id: node.id,
      title: node.title?.trim() ?? '',
      slug: node.slug?.current?.trim() ?? '',
      // For the post's social card: its first category and its date.
      category: node.categories?.find((c) => c?.title)?.title ?? undefined,
      publishedAt: node.publishedAt ?? '',
    }))
    .filter((post) => {
      if (post.slug && post.title) return true;
      reporter.warn(
        `Blog: skipping post ${post.id}, which has no ${post.slug ? 'title' : 'slug'}.`,
      );
      return false;
    });
  // The social cards are drawn while Gatsby builds; onPostBuild places them (finishBuild).
  let cardsAside: Promise<{ written: number }> | undefined;
  if (process.env.gatsby_executing_command === 'build') {
    cardsAside = renderPostCardsAside({
      cacheDir: path.resolve(POST_CARDS_CACHE),
      siteName: toSiteAuthor(sanitySiteSettings).name,
      posts: posts.map(({ slug, title, category, publishedAt }) => ({
        slug,
        title,
        category,
        publishedAt,
      })),
    });
    // Awaited by onPostBuild; a failure is reported there.
    cardsAside.catch(() => {});
  }

  const template = path.resolve('src/templates/post.tsx');
  posts.forEach((post, index) => {
    const newer = posts[index - 1];
    const older = posts[index + 1];
    actions.createPage({
      path: `/blog/${post.slug}`,
      component: template,
      // The post's node owns its page: how Gatsby maps the manifest gatsby-source-sanity makes
      // for a changed document to a page (without it, rebuilds log "unstable_createNodeManifest
      // produced warnings [11802]").
      ownerNodeId: post.id,
      context: {
        id: post.id,
        slug: post.slug,
        previous: older ? { title: older.title, slug: older.slug } : null,
        next: newer ? { title: newer.title, slug: newer.slug } : null,
      } satisfies PostContext,
    });
  });
  return { sitePages, instaFeed, cardsAside };
}

/**
 * /connect, /projects and /insta only when content has them (see createSitePages); /insta with
 * the feed createPages read, in its context (created again once, with the feed, as Gatsby has
 * it).
 */
export function switchPage(page: Page, actions: Actions, build: SiteBuild | undefined): void {
  const key = switchOf(page.path);
  if (key && build && !build.sitePages[key]) {
    actions.deletePage(page);
    return;
  }
  if (key === 'photos' && !('feed' in (page.context ?? {}))) {
    actions.deletePage(page);
    actions.createPage({
      ...page,
      context: { ...page.context, feed: build?.instaFeed ?? null } satisfies InstaContext,
    });
  }
}
