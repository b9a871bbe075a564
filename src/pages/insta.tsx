import type { HeadFC } from 'gatsby';
import { useEffect, useState } from 'react';
import { PhotoFeed } from '../../ui';
import { fetchFeed } from '../client/feed';
import { AccountHeader } from '../components/AccountHeader';
import { Seo } from '../components/Seo';
import { SiteFooter } from '../components/SiteFooter';
import { useSiteSettings } from '../hooks/useSiteSettings';
import { profileUrlFor, type Feed } from '../mappers/feed';
import { siteTitle } from '../mappers/site';

const PAGE_SIZE = 6;

type FeedState =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; feed: Feed };

/**
 * What gatsby-node gives the page: the feed read at build time (`feedForBuild` in server/feed/source.ts), or null
 * when it could not be read (the page is then built loading).
 */
export type InstaContext = { feed: Feed | null };

export default function InstaPage({ pageContext }: { pageContext?: Partial<InstaContext> }) {
  const built = pageContext?.feed ?? null;
  // The built photos are the first state, in the HTML and at hydration alike: hydrating
  // changes nothing visible, and the fresh feed is swapped in when it arrives.
  const [state, setState] = useState<FeedState>(
    built ? { status: 'ready', feed: built } : { status: 'loading' },
  );
  const [visibleCount, setVisibleCount] = useState(PAGE_SIZE);
  const [openPostId, setOpenPostId] = useState<string | null>(null);
  const [carouselIndex, setCarouselIndex] = useState(0);
  // Bumped by 'Try again': the effect below fetches the feed once per attempt.
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    fetchFeed(controller.signal)
      .then((feed) => setState({ status: 'ready', feed }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        const message = error instanceof Error ? error.message : String(error);
        // Photos on show (built, or an earlier answer) stay: the error state is for a page with
        // nothing else to show. The claps keep their built count the same way.
        setState((shown) => (shown.status === 'ready' ? shown : { status: 'error', message }));
      });
    return () => controller.abort();
  }, [attempt]);

  const feed = state.status === 'ready' ? state.feed : null;
  return (
    <>
      <AccountHeader />
      <main id="main">
        <PhotoFeed
          status={state.status}
          errorMessage={state.status === 'error' ? state.message : undefined}
          onRetry={() => {
            setState({ status: 'loading' });
            setAttempt((n) => n + 1);
          }}
          profile={feed ?? undefined}
          profileUrl={feed?.username ? profileUrlFor(feed.username) : undefined}
          posts={feed?.posts ?? []}
          visibleCount={visibleCount}
          pageSize={PAGE_SIZE}
          onLoadMore={({ visibleCount: next }) => setVisibleCount(next)}
          openPostId={openPostId}
          onOpenPostChange={({ id }) => {
            setOpenPostId(id);
            setCarouselIndex(0);
          }}
          carouselIndex={carouselIndex}
          onCarouselIndexChange={({ index }) => setCarouselIndex(index)}
        />
      </main>
      <SiteFooter />
    </>
  );
}

export const Head: HeadFC = () => {
  const site = useSiteSettings();
  return (
    <Seo
      title={`${siteTitle(site)} | Photos`}
      description={site.photos.description ?? `Photos and reels from ${site.name}.`}
      path="/insta/"
      keywords={[site.name, ...(site.role ? [site.role] : []), ...site.photos.keywords]}
    >
      {site.geo?.region && <meta name="geo.region" content={site.geo.region} />}
      {site.geo?.placename && <meta name="geo.placename" content={site.geo.placename} />}
      {/* The feed's preload is written by gatsby-ssr.tsx, not here: see feedPreload there. */}
    </Seo>
  );
};
