/**
 * The 1200x630 social cards: drawn with satori in Inter (fonts.ts), laid out like the site
 * (layout.ts), rasterised by sharp (render.ts), and written through a cache keyed by what a card
 * says (site-cards.ts for the pages' cards, post-cards.ts per post; aside.ts draws the posts'
 * cards in a low-priority process while Gatsby builds).
 */
export { renderCard } from './render';
export { writeSiteCards, type SiteCard } from './site-cards';
export { writePostCards, type CardPost } from './post-cards';
export { renderPostCardsAside } from './aside';
