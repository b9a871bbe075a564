export {
  LatestBlogs,
  LATEST_POSTS_LIMIT,
  type LatestBlogsProps,
  type LatestPost,
  type LatestPostImage,
} from './LatestBlogs';
