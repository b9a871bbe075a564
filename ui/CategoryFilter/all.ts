/**
 * The value of the 'All' choice. A module of its own: a post's mapping (src/mappers/blog.ts)
 * reads it, and importing it from CategoryFilter.tsx brought the filter and its styles into
 * every post's start-up load.
 */
export const ALL_CATEGORIES = 'all';
