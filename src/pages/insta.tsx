import type { HeadFC } from 'gatsby';
import { useEffect, useState } from 'react';
import { PhotoFeed } from '../../ui';
import { fetchFeed } from '../client/feed';
import { AccountHeader } from '../components/AccountHeader';
import { Seo } from '../components/Seo';
import { owner } from '../config/site';
import { profileUrlFor, type Feed } from '../mappers/feed';

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
      <main>
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
    </>
  );
}

export const Head: HeadFC = () => (
  <Seo
    title={`${owner.name} | ${owner.role} | Photos`}
    description={`Photos and reels from ${owner.name}, a ${owner.role.toLowerCase()} in ${owner.location}: code, community events and life in Indore.`}
    path="/insta/"
    keywords={[owner.name, owner.role, 'photos', 'Instagram', 'Indore', 'developer life']}
  >
    <meta name="geo.region" content="IN-MP" />
    <meta name="geo.placename" content="Indore" />
    {/* The feed's preload is written by gatsby-ssr.tsx, not here: see feedPreload there. */}
  </Seo>
);
