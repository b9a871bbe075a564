import path from 'node:path';
import type { GatsbyNode, Page } from 'gatsby';
import { finishBuild, POST_CARDS_CACHE, type BuiltPost } from './build';
import { imageJobsOnEveryCore } from './build/image-jobs';
import { CompileHintsPlugin, minifyOnEveryCore } from './build/webpack';
import { renderPostCardsAside } from './build/social-cards';
import { publishAsset, type AssetSource } from './build/public-files';
import { skillMark, writeSkillSprite } from './build/skill-marks';
import { highlightBody } from './src/lib/highlight';
import { figureAssetIds } from './src/lib/portableText';
import { mapFeed, type Feed } from './src/mappers/feed';
import { toSiteAuthor, toSitePages, toSiteSettings, type SitePages } from './src/mappers/site';
import type { InstaContext } from './src/pages/insta';
import type { PostContext } from './src/templates/post';
import { feedSource } from './server/config';
import { feedForBuild } from './server/feed/source';
import { readSettings } from './server/settings';

const publicDir = path.resolve('public');

/** The posts' social cards, rendered while the site builds (createPages → onPostBuild). */
let postCardsAside: Promise<{ written: number }> | undefined;

export const onPreInit: GatsbyNode['onPreInit'] = ({ reporter }) => {
  reporter.verbose('portfolio: gatsby-node loaded');
};

// In the main process, before any query makes an image job: see build/image-jobs.ts.
export const onPreBootstrap: GatsbyNode['onPreBootstrap'] = ({ reporter }) => {
  // Gatsby's internals may move in a later release: the build then runs as Gatsby sizes it.
  try {
    const resizes = imageJobsOnEveryCore();
    if (resizes) reporter.verbose(`portfolio: image jobs run ${resizes} resizes at a time`);
  } catch (error) {
    reporter.warn(
      `portfolio: image jobs keep Gatsby's queue size (${error instanceof Error ? error.message : String(error)})`,
    );
  }
};

/** A skill's brand mark as the page gets it: its title, colour and sprite symbol (no paths). */
export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions }) => {
  actions.createTypes(`
    type SkillMark {
      slug: String!
      title: String!
      hex: String!
      sprite: String!
    }
  `);
};

/** The raw body of a post node, whichever name gatsby-source-sanity gave it. */
const rawBodyOf = (source: Record<string, unknown>) =>
  source._rawDataBody ?? source._rawBody ?? source.body;

/**
 * Fields computed at build time, so the browser receives finished data:
 *
 * - `SanityPost.bodyHighlights`: `{ [code block _key]: html }`, highlighted here so no
 *   highlighter is ever downloaded;
 * - `SanityPost.bodyImages`: the image assets of the body's `figure` blocks, so the post's query
 *   can ask for their `gatsbyImage` (the renderer finds each by its `_id`);
 * - `SanitySkill.mark`: the skill's simple-icons mark (build/skill-marks.ts; null for `csharp`,
 *   which the ui draws, and for a slug simple-icons does not have);
 * - `SanityImageAsset.publicPath` / `SanityFileAsset.publicPath`: the asset copied into the
 *   built site (build/public-files.ts), for files shown as they are (SVG, GIF, PDF).
 */
export const createResolvers: GatsbyNode['createResolvers'] = ({ createResolvers, reporter }) => {
  const publicPath = {
    type: 'String',
    resolve: (source: AssetSource) => publishAsset(source, publicDir),
  };
  createResolvers({
    SanityPost: {
      bodyHighlights: {
        type: 'JSON',
        resolve: (source: Record<string, unknown>) => highlightBody(rawBodyOf(source)),
      },
      bodyImages: {
        type: '[SanityImageAsset!]!',
        resolve: async (
          source: Record<string, unknown>,
          _args: unknown,
          context: {
            nodeModel: {
              findAll: (options: {
                type: string;
                query: unknown;
              }) => Promise<{ entries: Iterable<unknown> }>;
            };
          },
        ) => {
          const ids = figureAssetIds(rawBodyOf(source));
          if (ids.length === 0) return [];
          const { entries } = await context.nodeModel.findAll({
            type: 'SanityImageAsset',
            query: { filter: { _id: { in: ids } } },
          });
          return [...entries];
        },
      },
    },
    SanitySkill: {
      mark: {
        type: 'SkillMark',
        resolve: (source: { name?: string | null; icon?: string | null }) =>
          skillMark(source.icon, (slug) =>
            reporter.warn(
              `Skills: "${source.name ?? '?'}" names the icon "${slug}", which simple-icons does not have (https://simpleicons.org); its badge shows the name alone.`,
            ),
          ),
      },
    },
    SanityImageAsset: { publicPath },
    SanityFileAsset: { publicPath },
  });
};

/**
 * Which of the content-dependent pages this build has (src/mappers/site.ts, `toSitePages`), read
 * by createPages before Gatsby creates the pages in src/pages (createPagesStatefully comes after
 * createPages), so onCreatePage can drop the ones that are off.
 */
let sitePages: SitePages | undefined;

/** /insta's photos, read by createPages for onCreatePage (null: built in its loading state). */
let instaFeed: Feed | null = null;

/** The pages content can switch off, by the switch that governs each. */
const SWITCHED_PAGES: Record<string, keyof SitePages> = {
  '/connect': 'connect',
  '/projects': 'projects',
  '/insta': 'photos',
};

const switchOf = (pagePath: string) => SWITCHED_PAGES[pagePath.replace(/\/+$/, '') || '/'];

/**
 * One page per post at /blog/:slug, newest first, each knowing its older and newer neighbour;
 * which optional pages exist; and the skills' sprite (build/skill-marks.ts).
 */
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
          publishedAt
          categories {
            title
          }
        }
      }
      sanitySiteSettings {
        name
        blog {
          description
        }
        pages {
          connect
          projects
          photos
        }
      }
      sanityConnectPage {
        _id
      }
      allSanityProject(limit: 1) {
        totalCount
      }
      allSanitySkill {
        nodes {
          icon
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild('Could not load the content for the pages.', result.errors);
    return;
  }
  const { allSanityPost, sanitySiteSettings, sanityConnectPage, allSanityProject, allSanitySkill } =
    result.data;

  sitePages = toSitePages(sanitySiteSettings?.pages, {
    connectPage: Boolean(sanityConnectPage),
    projects: allSanityProject.totalCount,
  });
  const off = Object.entries(SWITCHED_PAGES).filter(([, key]) => !sitePages?.[key]);
  // onCreatePage acts on it; in `gatsby develop` the pages in src/pages are created once, so a
  // switch changed while it runs takes effect at its next start.
  if (off.length) reporter.info(`Pages left out by content: ${off.map(([p]) => p).join(', ')}`);

  // The same feed GET /api/feed answers, so /insta is built with its first photos; a feed that
  // cannot be read is a warning, and the page is built loading (feedForBuild). Its media on the
  // API's origin, as fetchFeed has them in the browser.
  const rawFeed = sitePages.photos
    ? await feedForBuild(feedSource(readSettings()), (message) => reporter.warn(message))
    : null;
  instaFeed = rawFeed && mapFeed(rawFeed, (process.env.GATSBY_API_URL ?? '').replace(/\/+$/, ''));

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
  if (process.env.gatsby_executing_command === 'build') {
    postCardsAside = renderPostCardsAside({
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
    postCardsAside.catch(() => {});
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
};

/**
 * /connect, /projects and /insta only when content has them (see createPages); /insta with the
 * feed createPages read, in its context (created again once, with the feed, as Gatsby has it).
 */
export const onCreatePage: GatsbyNode['onCreatePage'] = ({ page, actions }) => {
  const key = switchOf(page.path);
  if (key && sitePages && !sitePages[key]) {
    actions.deletePage(page as Page);
    return;
  }
  if (key === 'photos' && !('feed' in (page.context ?? {}))) {
    actions.deletePage(page as Page);
    actions.createPage({
      ...page,
      context: { ...page.context, feed: instaFeed } satisfies InstaContext,
    });
  }
};

/**
 * `npm run develop` runs Gatsby in a folder of links to this repository (scripts/develop.mjs).
 * Webpack would follow those links to the real files, and Gatsby, which matches a page's modules
 * to its static queries by path, would then find none of them for any page ("The result of this
 * StaticQuery could not be fetched"). There, modules keep their linked paths.
 *
 * The browser bundle leaves out two packages that every page loaded and none runs (issue 38):
 * - Gatsby's partytown plugin requires `@builder.io/partytown/integration` in its
 *   onInitialClientRender, which returns at once outside `gatsby develop`; the production
 *   bundle gets an empty module instead (the server's HTML stage keeps the real one).
 * - Emotion imports hoist-non-react-statics (and through it react-is) for withTheme alone, which
 *   the site never calls; the browser gets a pass-through (src/lib/hoistNonReactStatics.ts).
 *
 * And the browser bundle is minified on every core, and the scripts every page starts with carry
 * Chromium's compile hint (both in build/webpack.ts).
 */
export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({
  actions,
  stage,
  getConfig,
  plugins,
}) => {
  if (process.env.DEVELOP_SOURCE_DIR) actions.setWebpackConfig({ resolve: { symlinks: false } });
  if (stage === 'build-javascript' || stage === 'develop') {
    actions.setWebpackConfig({
      resolve: {
        alias: {
          'hoist-non-react-statics': path.resolve('src/lib/hoistNonReactStatics.ts'),
          ...(stage === 'build-javascript' && { '@builder.io/partytown/integration': false }),
        },
      },
    });
  }
  if (stage === 'build-javascript') {
    actions.setWebpackConfig({ plugins: [new CompileHintsPlugin()] });
    // Last: it replaces the config with the one set so far (getConfig reads it as it stands).
    minifyOnEveryCore(getConfig(), plugins, actions);
  }
};

/**
 * `gatsby develop` links /commons.css into every page, a file webpack writes only when some module
 * imports CSS, and ours are all Emotion: an empty sheet instead of a 404 in the console. Runs after
 * webpack's own middleware, so a real commons.css would still win.
 */
type DevServerResponse = { type(type: string): { send(body: string): void } };
export const onCreateDevServer: GatsbyNode['onCreateDevServer'] = ({ app }) => {
  app.get('/commons.css', (_request: unknown, response: DevServerResponse) => {
    response.type('text/css').send('');
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
        }
      }
      sanitySiteSettings {
        name
        shortName
        role
        headline
        location
        email
        keywords
        geo {
          region
          placename
        }
        social {
          instagram
          linkedin
          github
          twitter
          medium
        }
        blog {
          subtitle
          description
          keywords
        }
        photos {
          description
          keywords
        }
        pages {
          connect
          projects
          photos
        }
      }
      sanityConnectPage {
        _id
      }
      allSanityProject(limit: 1) {
        totalCount
      }
      allSanityPost(sort: { publishedAt: DESC }) {
        nodes {
          title
          slug {
            current
          }
          description
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
  const { site, sanitySiteSettings, sanityConnectPage, allSanityProject, allSanityPost } =
    result.data;
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
    pagePaths: result.data.allSitePage.nodes.map((n) => n.path),
    env: process.env,
    reporter,
    cardsAside: postCardsAside,
  });
};
