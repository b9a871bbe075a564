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

export default function InstaPage() {
  const [state, setState] = useState<FeedState>({ status: 'loading' });
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
        setState({
          status: 'error',
          message: error instanceof Error ? error.message : String(error),
        });
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
