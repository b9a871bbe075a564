import type { HeadFC } from 'gatsby';
import { useState } from 'react';
import { SwipeDeck, type SwipeCard } from '../../ui';
import { AccountHeader } from '../components/AccountHeader';
import { Seo } from '../components/Seo';
import { SiteFooter } from '../components/SiteFooter';
import { useSiteSettings } from '../hooks/useSiteSettings';

/** The spec's three content-less cards. */
const cards: SwipeCard[] = [{ id: 'card-1' }, { id: 'card-2' }, { id: 'card-3' }];

export default function ProjectsPage() {
  const [index, setIndex] = useState(0);
  return (
    <>
      <AccountHeader />
      <main id="main">
        <SwipeDeck
          cards={cards}
          index={index}
          onSwipe={({ index: swiped }) => setIndex(swiped + 1)}
          onRestart={() => setIndex(0)}
        />
      </main>
      <SiteFooter />
    </>
  );
}

/** Built only when content has projects and siteSettings.pages.projects is not false (gatsby-node). */
export const Head: HeadFC = () => {
  const site = useSiteSettings();
  return (
    <Seo
      title={`Projects | ${site.name}`}
      description={`A stack of swipeable project cards from ${site.name}.`}
      path="/projects/"
    />
  );
};
