// Why each module / and a post carry before interaction must load then: `npm run bench:js`
// puts these sentences beside the by-module tables it writes into bench/RESULTS.md (issue 38),
// and names on stdout, as "no reason on file", every module it finds that has none here.
//
// Keys are module names as bench/lib/attribution.mjs prints them:
//   - an npm package: "react-dom", "@emotion/cache" (every file of the package is one module);
//   - Gatsby's browser runtime in .cache/: "gatsby (.cache runtime)";
//   - webpack's own code: "webpack/runtime/load script", "(webpack glue)";
//   - our files, from the repository's root: "ui/Hero/Hero.styles.ts", "gatsby-browser.tsx".
// A key ending in "/" is a folder ("ui/ClapButton/", "@emotion/", "webpack/"): it covers every
// module under it that has no key of its own, and those modules share one row of the table.
//
// A value is one sentence, or one per route when the answer differs: { '/': '…', '/blog/*':
// '…' }, where a key is a route or a route prefix ending in "*" (the longest match wins).
//
// Say what on the first screen or at start-up needs the module. Where nothing does, start with
// "Could be deferred:" and say how; the bench sums those modules' kilobytes per route.
export default {
  // React and Gatsby
  'react-dom':
    'Hydrates the server HTML, so the first screen’s controls (the header’s menu, theme and search buttons; on a post the clap and Share buttons) answer the first tap.',
  react: 'React’s elements and hooks, which every component calls as the page hydrates.',
  scheduler:
    'React’s scheduler: it slices the hydration transition (gatsby-browser.tsx) so the page answers a tap while it hydrates.',
  'prop-types':
    'Gatsby’s page renderer, router and Link declare propTypes as their modules load; a production build carries only prop-types’ no-op shims.',
  'gatsby (.cache runtime)':
    'Gatsby’s browser runtime: it fetches the page’s data and component chunk, hydrates them, renders the page’s Head and routes later link clicks in the page.',
  gatsby:
    'Gatsby’s router (@gatsbyjs/reach-router), Link (prefetching the next page), scroll restoration and gatsby-script, which its runtime starts with; its partytown glue acts only in `gatsby develop` (the partytown package it calls there is an empty module in the built site: gatsby-node’s onCreateWebpackConfig).',
  'gatsby-page-utils': 'The trailing-slash rule Gatsby’s Link applies to every link it renders.',
  mitt: 'The event emitter of Gatsby’s loader and navigation (.cache/emitter.js).',
  'shallow-compare':
    'Gatsby’s EnsureResources (.cache/ensure-resources.js), around the page, skips needless re-renders with it.',
  invariant: 'Gatsby’s router (@gatsbyjs/reach-router) checks its routes with it as it renders.',
  '@babel/runtime':
    'Babel’s helpers for classes, spreads and inheritance in Gatsby’s runtime (its page renderer, loader and router) and, on a post, in ApiError (src/client/client.ts).',
  'webpack/':
    'webpack’s bootstrap: it runs the chunks in order and fetches the page’s component chunk and the lazy parts.',
  '(webpack glue)': 'webpack’s module wrappers between the modules.',

  // Styles and state
  '@emotion/':
    'Emotion, which every ui component is styled with: as the page hydrates it hashes each element’s styles to the server’s class names and adopts the server’s `<style>` elements.',
  '@emotion/cache':
    'Emotion’s style cache, which adopts the CSS the server wrote into `<head>` (src/lib/styleMarks.ts) and inserts any rule the server did not render.',
  '@emotion/react':
    'Emotion’s ThemeProvider, css prop and CacheProvider around every page (src/components/Root.tsx, gatsby-browser.tsx).',
  '@emotion/styled':
    'Emotion’s styled(), which every ui component’s elements are made with and render through as the page hydrates.',
  '@emotion/is-prop-valid':
    'Tells @emotion/styled which props go on to the DOM element, for every styled element the page hydrates.',
  '@emotion/serialize':
    'Turns each styled element’s styles into the string Emotion hashes to the server’s class name as the page hydrates.',
  '@emotion/sheet': 'The style sheet Emotion’s cache writes new rules into.',
  stylis:
    'Emotion’s CSS compiler, for rules the server did not render (an open menu, the other colour mode’s state) that Emotion’s cache inserts.',
  jotai:
    'The state store (the Provider in src/components/Root.tsx): the colour mode, search and session atoms the header reads as it hydrates.',

  // The site's start-up (app chunk)
  'gatsby-browser.tsx':
    'The site’s browser hooks: Emotion’s cache and Root around every page, hydration as a transition, and the page-view beacon on each route.',
  'src/components/Root.tsx':
    'Wraps every page in the state store, the theme and the ui’s link component, with the error boundary; no page renders without it.',
  'src/components/ErrorBoundary.tsx':
    'Catches a page that throws while rendering and shows the error screen instead of a blank page; it has to be mounted before anything throws.',
  'src/components/Link.tsx':
    'Gatsby’s Link as the ui’s link component (Root’s LinkProvider): links to a route navigate in the page and prefetch it.',
  'src/lib/belowFold.ts':
    'Renders every part below the first screen before a jump (a link with a fragment, back or forward), so the page lands where it should; its listeners are set as the app starts (gatsby-browser’s onClientEntry), before the first click.',
  'src/lib/styleMarks.ts':
    'Makes Emotion’s browser cache adopt the CSS the server wrote into `<head>`, so hydration neither inserts nor moves a style.',
  'src/analytics/beacon.ts':
    'Sends the page view as the page starts (gatsby-browser’s onRouteUpdate), so a visit counts without any interaction, and schedules the vitals reporter.',
  'src/lib/routeScroll.ts':
    'Makes the router’s scroll instant on a change of page (gatsby-browser’s onPreRouteUpdate), which Gatsby runs on the first link a visitor follows.',
  'src/analytics/send.ts':
    'How the beacon and the vitals reporter send an event (sendBeacon, else fetch).',
  'src/analytics/vitals.ts':
    'The Core Web Vitals reporter (docs/analytics.md), fetched in the first idle time after start, so that a visit that ends without any interaction still reports its vitals when the page is hidden.',
  'web-vitals': 'The measuring half of the vitals reporter (see src/analytics/vitals.ts).',
  'src/client/apiBase.ts':
    'The API’s origin, which the beacon sends the page view to (src/analytics/send.ts).',
  'src/client/client.ts':
    'The API request helper the clap count is fetched with as the post starts (src/hooks/useClaps.ts).',
  'src/client/retryAfter.ts':
    'The request helper’s message for a rate-limited answer (429), part of the clap requests’ handling.',

  // Theme and ui primitives
  'ui/theme/theme.ts':
    'The Emotion theme (ThemeProvider in Root): every styled element reads its colours, spacing and breakpoints as the page hydrates.',
  'ui/theme/tokens.ts':
    'The design tokens the theme is built from (palette, type scale, spacing, breakpoints).',
  'ui/theme/modes.ts':
    'The light and dark colour roles: the theme’s colour variables and the browser colour the theme toggle paints.',
  'ui/theme/colorModeScript.ts':
    'The colour mode’s storage key, class and paint function, which the theme toggle uses (src/state/colorMode.ts); the head script’s source in it is for the server.',
  'ui/theme/contrast.ts':
    'Could be deferred: only markColors (ui/icons/brands.tsx) uses it, for the skills section’s coloured marks; markColors in ui/Skills, its one caller, would take it out of the shared chunk.',
  'src/state/colorMode.ts':
    'The theme toggle in the header: reads the mode the head script applied and follows the system’s scheme until the visitor picks one.',
  'ui/primitives/Button/Button.tsx':
    'Button and IconButton: the header’s menu and theme buttons (on a post also Share).',
  'ui/primitives/Link/Link.tsx':
    'The ui’s Link and LinkProvider, which every link the header and page render goes through.',
  'ui/primitives/Container/Container.tsx':
    'The content column the header (and on /, the hero) is laid out in.',
  'ui/primitives/SkipLink.tsx': 'The header’s skip link to the page’s main content.',
  'ui/icons/index.tsx':
    'The header’s icons (menu, close, sun, moon, search); the module’s other icons ride along.',
  'ui/icons/profileIcons.tsx':
    'The GitHub, Instagram and LinkedIn icons of the hero’s profile links on /’s first screen.',
  'ui/icons/brands.tsx':
    'BrandMark, which draws the hero’s profile icons (ui/icons/profileIcons.tsx) on /’s first screen.',
  'ui/icons/socialMarks.generated.ts':
    'The GitHub and Instagram marks of the hero’s profile links on /’s first screen (the X and Medium marks, for a post’s follow row, ride along).',
  'ui/format/index.ts': {
    '/': 'Could be deferred: / formats no date or count before interaction; it comes with src/lib/socialCard.ts, whose post card formats a date.',
    '/blog/*': 'Formats the date in the post’s header and card and the clap count.',
  },
  'ui/PostCard/types.ts': {
    '/': 'Could be deferred: formatPostDate for a post’s social card (src/lib/socialCard.ts); / formats no date before interaction.',
    '/blog/*': 'formatPostDate: the date in the post’s header and in its Head’s card.',
  },

  // Every page's header, head and footer (commons chunk)
  'ui/TopBar/TopBar.tsx':
    'The header on the first screen: the brand, the route links, the menu and theme buttons and the search slot, which must answer the first tap.',
  'ui/TopBar/TopBar.styles.ts': 'The header’s styled elements (see ui/TopBar/TopBar.tsx).',
  'ui/SearchButton/': 'The header’s search button, with its "/" hint.',
  'src/components/SiteHeader.tsx':
    'Wires /’s header to the colour mode, the site’s settings and search.',
  'src/search/SiteSearch.tsx':
    'Opens search from the header’s button and the "/" key; the dialog and Pagefind load only when it opens.',
  'src/state/search.ts':
    'Whether the search dialog is open, shared by the header’s button and the "/" key.',
  'src/components/PageScrollProgress.tsx':
    'The scroll progress bar fixed to the viewport, which follows the visitor’s first scroll.',
  'ui/ScrollProgress/ScrollProgress.tsx':
    'The scroll progress bar and its scroll listener (see src/components/PageScrollProgress.tsx).',
  'src/hydration/':
    'The gates that keep parts of a page as static HTML until needed (/’s sections below the hero, the footer, a post’s body, table of contents and comments); they are in place as the page hydrates.',
  'src/hooks/useHydrated.ts':
    'Tells hydration from later renders, for the gates and the session (no mismatch with the static HTML).',
  'src/hooks/useSiteSettings.ts':
    'The site’s settings from Gatsby’s static query (the name in the header, the profile links, the e-mail), read as the header hydrates.',
  'src/mappers/site.ts':
    'Maps the settings query to the site’s settings (src/hooks/useSiteSettings.ts) as the header and the Head render; the title and list helpers ride along.',
  'src/components/Seo.tsx':
    'The page’s Head tags (title, description, canonical, cards): Gatsby renders the Head export again in the browser as the page starts (.cache/head) and writes its tags into `<head>`.',
  'src/lib/socialCard.ts':
    'The social card the page’s Head names (og:image), which Gatsby renders in the browser too (see src/components/Seo.tsx).',
  'src/lib/indexing.ts':
    'Whether the page’s Head says noindex, which Gatsby renders in the browser too (see src/components/Seo.tsx).',
  'src/config/site.ts':
    'The site’s URL, for the Head’s canonical and card addresses (and a post’s copied links).',
  'shared/site-url.ts': 'The local default behind src/config/site.ts’s site URL.',
  'src/components/SiteFooter.tsx':
    'The footer’s lazy wrapper: the footer stays static HTML and its code loads when the visitor comes near it.',

  // The landing page (/)
  'src/pages/index.tsx':
    'The landing page’s component: React hydrates the first screen (header, hero) from it, and it hands the sections below their props.',
  'src/sections/landing.tsx':
    'The lazy wrappers of /’s sections below the hero, which keep their static HTML and load their code when the visitor comes near.',
  'src/mappers/landing.ts':
    'Maps /’s query data to the hero’s props (toLandingSettings, toHeroPortrait) as the page renders; the mappers of the sections below also run at start, though those sections hydrate later, and could move into their lazy parts (src/sections/landing-parts/).',
  'ui/LatestBlogs/limit.ts':
    'How many posts the latest-posts section shows, which /’s mapping reads as the page renders (src/mappers/landing.ts); the section itself loads later.',
  'ui/Skills/csharpMark.ts':
    'Could be deferred: the C# mark in the skills section’s props, which the page maps at start (src/mappers/landing.ts); it would move with that mapping into the lazy skills part.',
  'ui/Hero/Hero.tsx':
    'The hero on /’s first screen (greeting, headline, "Hire Me" and profile links): React hydrates the first screen with the page, since lazy parts render nothing on a link-click navigation until their chunk is in. It has no handler of its own.',
  'ui/Hero/Hero.styles.ts':
    'The hero’s styled elements and banner animation, which Emotion hashes to the server’s class names as the hero hydrates.',
  'ui/Hero/HeroIllustration.tsx':
    'The hero’s drawn portrait on /’s first screen, shown while content has no portrait photo (as now).',
  'src/components/Picture.tsx': {
    '/': 'Could be deferred: with no portrait in content nothing on /’s first screen is a Picture; the experience and latest-posts images it renders are in lazy sections, so their renderers in src/pages/index.tsx could move into those parts (a portrait photo would bring it back).',
    '/blog/*': 'Draws the post’s cover on the first screen as plain `<picture>` markup.',
  },
  // A post (/blog/…)
  'src/templates/post.tsx':
    'The post page’s component: React hydrates the header and the post’s header (title, date, clap and Share buttons) from it.',
  'src/sections/post.tsx':
    'The post’s parts: the clap and Share buttons on the first screen, and the wrappers that keep the body, table of contents, comments, follow row and post links static until needed.',
  'src/sections/post-parts/ids.ts':
    'The body’s element id, shared by the body and the table of contents’ section tracker.',
  'src/mappers/blog.ts':
    'Maps the post’s query data to its header’s and body’s props as the page renders (toPostPage, toPostLink); /blog’s mappers ride along.',
  'ui/CategoryFilter/all.ts':
    'The value of the category filter’s "All", which the post’s mapping reads (src/mappers/blog.ts) as the page renders.',
  'src/lib/portableText.ts':
    'Plain-text helpers of the post’s mapping (reading time, body blocks, figure ids).',
  'src/lib/youtube.ts':
    'The video ids of the body’s YouTube blocks, read as the post is mapped (src/mappers/blog.ts).',
  'src/components/BlogSiteHeader.tsx':
    'Wires the blog’s header to the colour mode, search, the session (Login or the user menu) and logout.',
  'ui/BlogHeader/':
    'The blog’s header on a post’s first screen (brand, links, the Login slot), around the top bar.',
  'src/state/session.ts':
    'Reads the stored session as the page starts, so that the header shows a signed-in reader their menu instead of Login.',
  'ui/PostHeader/PostHeader.tsx':
    'The post’s header on the first screen: title, date, reading time, categories, cover, and the clap and Share buttons.',
  'ui/PostCard/PlainImage.tsx':
    'The post header’s default image renderer, which ui/PostHeader/PostHeader.tsx imports; the site draws the cover through src/components/BlogImage.tsx instead, and this one is a few lines.',
  'ui/PostHeader/PostHeader.styles.ts':
    'The post’s header, reading column and two-column layout as styled elements.',
  'ui/PostHeader/PostColumns.tsx':
    'The columns of body and table of contents, on a post with enough headings.',
  'ui/PortableBody/headings.ts':
    'The post’s headings (headingsOf): whether the table of contents renders, and its entries.',
  '@portabletext/toolkit':
    'The headings’ plain text (ui/PortableBody/headings.ts) as the page renders; the rest serves the body’s renderer, which could be deferred (see @portabletext/react).',
  '@portabletext/react':
    'Could be deferred: renders the post’s body (ui/PortableBody), which hydrates only at the first press inside it (hydrateOnInteraction), yet its code loads at start; as a lazy part (`presence`, like the table of contents) it would wait for the first sign of a reader, but a link-click navigation to a post would then show the body only once its chunk is in (ui/PortableBody/headings.ts would take toPlainText from @portabletext/toolkit).',
  'ui/PortableBody/PortableBody.tsx':
    'Could be deferred: the post’s body, hydrated only at the first press inside it (see @portabletext/react).',
  'ui/PortableBody/PortableBody.styles.ts':
    'Could be deferred: the body’s styled elements (see @portabletext/react).',
  'src/components/BlogImage.tsx':
    'Renders the post header’s cover through src/components/Picture.tsx, eager and at high priority.',
  'ui/ClapButton/': 'The clap button in the post’s header, on the first screen.',
  'src/hooks/useClaps.ts':
    'The clap button’s count, fetched as the post starts, and the claps it sends.',
  'src/client/claps.ts': 'The clap count’s and the claps’ API calls (see src/hooks/useClaps.ts).',
  'src/hooks/useShare.ts':
    'The Share button’s dialog state (open, the page’s address); its shorten, copy and share actions run only inside the dialog, whose chunk loads later, and could move there.',
  'src/client/shorten.ts':
    'Could be deferred: shortens the address only from inside the share dialog; it could move into the dialog’s chunk (src/sections/post-parts/ShareDialog) with useShare’s shorten action.',
  'src/hooks/useTimedValue.ts':
    'The "Copied" confirmations’ timer, in the Share button’s state and the body’s copy buttons.',
  'ui/DraftBadge/DraftBadge.tsx':
    'Could be deferred: shown only on drafts, which only `gatsby develop` renders; it comes with the post header’s styles (HeaderDraftBadge).',
};
