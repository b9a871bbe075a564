/**
 * Most posts the section shows. A module of its own: the landing page's mapping reads it as the
 * page starts, and importing it from LatestBlogs.tsx brought the section's styled elements
 * into /'s start-up load, though the section itself loads later.
 */
export const LATEST_POSTS_LIMIT = 6;
