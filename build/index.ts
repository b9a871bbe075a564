import fs from 'node:fs';
import path from 'node:path';
import type { Reporter } from 'gatsby';
import { postDescription } from '../src/lib/portableText';
import {
  connectCardText,
  homeCardText,
  POST_CARD_DIR,
  SITE_CARD_PATHS,
  siteCardText,
} from '../src/lib/socialCard';
import { listInWords, siteTitle, type SiteSettings } from '../src/mappers/site';
import { light } from '../ui/theme/modes';
import { hardenBuild } from './build-output';
import { buildRobots, buildRss, buildSitemap, type FeedPost } from './feeds';
import { precompressDir } from './precompress';
import { portableTextToPlainText, writeSearchIndex } from './search-index';
import { writePostCards, writeSiteCards, type SiteCard } from './social-cards';
import { writeWebManifest } from './web-manifest';

/** Where the posts' rendered social cards are kept between builds, from the project's root. */
export const POST_CARDS_CACHE = '.cache/social-cards';

/** A listable post (it has a slug and a title), as gatsby-node's onPostBuild query gives it. */
export type BuiltPost = {
  slug: string;
  title: string;
  /** The post's own description (front matter), when it has one. */
  description?: string;
  categories: string[];
  publishedAt: string;
  updatedAt: string;
  /** The post's portable text (`_rawBody`). */
  body: unknown;
};

/**
 * What runs after Gatsby has written the site into `publicDir`, in order: the feeds, the social
 * cards, the web app manifest, the search index, the hardening (source maps out, CSP hashes) and
 * last the precompression, so every file written before it is encoded too. Who the site is
 * about (`site`) is content: the feeds' titles, the cards' text and the app's name come from it.
 */
export async function finishBuild({
  publicDir,
  siteUrl,
  site,
  posts: built,
  pagePaths,
  env,
  reporter,
  cardsAside,
}: {
  publicDir: string;
  siteUrl: string;
  site: SiteSettings;
  posts: BuiltPost[];
  pagePaths: string[];
  env: NodeJS.ProcessEnv;
  reporter: Pick<Reporter, 'info' | 'warn' | 'panicOnBuild'>;
  /**
   * The posts' cards being rendered into the cache while Gatsby built (renderPostCardsAside,
   * started by createPages): awaited before the cards are placed, and any card it did not render
   * is rendered then.
   */
  cardsAside?: Promise<{ written: number }>;
}): Promise<void> {
  const posts: FeedPost[] = built.map(
    ({ body, slug, title, description, categories, publishedAt, updatedAt }) => ({
      title,
      path: `/blog/${slug}`,
      publishedAt,
      updatedAt,
      description: description ?? postDescription(body, title),
      categories,
    }),
  );
  const write = (name: string, text: string) => fs.writeFileSync(path.join(publicDir, name), text);
  write(
    'rss.xml',
    buildRss({
      siteUrl,
      title: siteTitle(site),
      description: site.blog.description,
      posts,
    }),
  );
  write('sitemap.xml', buildSitemap({ siteUrl, paths: pagePaths, posts }));
  write('robots.txt', buildRobots(siteUrl));
  reporter.info(`Blog: wrote rss.xml (${posts.length} posts), sitemap.xml and robots.txt`);
  // Each post's own 1200x630 social card (og:image), rendered only when its text changed.
  try {
    const cardsStarted = Date.now();
    const aside = await cardsAside?.catch((error: unknown) => {
      reporter.warn(
        `Social cards: rendering them during the build failed, so they are rendered now: ${String(error)}`,
      );
      return undefined;
    });
    const cards = await writePostCards({
      outputDir: path.join(publicDir, POST_CARD_DIR),
      cacheDir: path.resolve(POST_CARDS_CACHE),
      siteName: site.name,
      posts: built.map(({ slug, title, categories, publishedAt }) => ({
        slug,
        title,
        category: categories[0],
        publishedAt,
      })),
    });
    const early = aside?.written ?? 0;
    reporter.info(
      `Social cards: ${early + cards.written} rendered${early ? ` (${early} while the site was built)` : ''}, ${cards.cached - early} from the cache, ${cards.removed} stale removed, in ${seconds(cardsStarted)} s`,
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

  // The cards of the pages without one of their own: the site's, the home page's and /connect's.
  try {
    const cards: SiteCard[] = [
      {
        file: SITE_CARD_PATHS.site,
        card: { kind: 'site', siteName: site.name, ...siteCardText(site) },
      },
      {
        file: SITE_CARD_PATHS.home,
        card: { kind: 'site', siteName: site.name, ...homeCardText(site) },
      },
    ];
    if (site.pages.connect) {
      cards.push({
        file: SITE_CARD_PATHS.connect,
        card: { kind: 'site', siteName: site.name, ...connectCardText(site) },
        art: { svg: path.resolve('static/connect/poster.svg'), width: 480, height: 300 },
      });
    }
    // The card of a page content has switched off goes with the page.
    if (!site.pages.connect) {
      fs.rmSync(path.join(publicDir, SITE_CARD_PATHS.connect.slice(1)), { force: true });
    }
    const written = await writeSiteCards({
      publicDir,
      cacheDir: path.resolve('.cache/site-cards'),
      cards,
    });
    reporter.info(
      `Social cards of the site: ${written.written} rendered, ${written.cached} from the cache`,
    );
  } catch (error) {
    reporter.panicOnBuild('Could not write the social cards of the site.', error as Error);
    return;
  }

  // The web app manifest and its icons, drawn from one SVG.
  const sections = [
    'blog',
    ...(site.pages.projects ? ['projects'] : []),
    ...(site.pages.photos ? ['photos'] : []),
  ];
  await writeWebManifest(publicDir, {
    name: siteTitle(site),
    shortName: site.name,
    description: `${site.name}'s ${listInWords(sections)}.`,
    backgroundColor: light.background,
    themeColor: light.background,
    iconSvg: path.resolve('src/images/app-icon.svg'),
  });

  // The search index (Pagefind) of every post's title, categories and body.
  try {
    const searchStarted = Date.now();
    const search = await writeSearchIndex({
      outputDir: publicDir,
      posts: built.map(({ body, title, categories, slug, publishedAt }) => ({
        path: `/blog/${slug}`,
        title,
        text: portableTextToPlainText(body),
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
    connectSrc: pageConnectSources(env),
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
}

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
