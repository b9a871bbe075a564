import path from 'node:path';
import type { GatsbyNode, Page } from 'gatsby';
import { imageJobsOnEveryCore } from './build/image-jobs';
import { createSitePages, switchPage, type SiteBuild } from './build/gatsby/pages';
import { postBuild } from './build/gatsby/post-build';
import { SKILL_MARK_TYPE, siteResolvers } from './build/gatsby/resolvers';
import { configureWebpack } from './build/gatsby/webpack-config';
import { feedSource } from './server/config';
import { feedForBuild } from './server/feed/source';
import { readSettings } from './server/settings';

/**
 * Gatsby's hooks for the site. Each one holds its query (graphqlTypegen reads the queries of
 * this file) and hands the work to the build layer (build/gatsby/). The one thing a hook passes
 * to another is what createPages returns (`SiteBuild`), kept below for onCreatePage and
 * onPostBuild: Gatsby gives hooks no other way to share a value from one run.
 */

const publicDir = path.resolve('public');

/** createPages' answer in this process (undefined until it has run). */
let siteBuild: SiteBuild | undefined;

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

export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions }) => {
  actions.createTypes(SKILL_MARK_TYPE);
};

export const createResolvers: GatsbyNode['createResolvers'] = ({ createResolvers, reporter }) => {
  createResolvers(siteResolvers(publicDir, reporter));
};

/** The posts' pages, which optional pages exist, the skills' sprite (build/gatsby/pages.ts). */
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
  siteBuild = await createSitePages({
    data: result.data,
    actions,
    reporter,
    publicDir,
    // A feed that cannot be read is a warning; the page is then built loading.
    readFeed: () => feedForBuild(feedSource(readSettings()), (message) => reporter.warn(message)),
  });
};

/** Pages in src/pages that content switched off leave; /insta gets its feed. */
export const onCreatePage: GatsbyNode['onCreatePage'] = ({ page, actions }) => {
  switchPage(page as Page, actions, siteBuild);
};

export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = (args) => {
  configureWebpack(args);
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

/** Feeds, social cards, manifest, search index, CSP hashes, precompression (build/gatsby/post-build.ts). */
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
  await postBuild({ data: result.data, reporter, publicDir, cardsAside: siteBuild?.cardsAside });
};
