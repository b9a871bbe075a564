export {
  LatestBlogs,
  type LatestBlogsProps,
  type LatestPost,
  type LatestPostImage,
} from './LatestBlogs';
export { LATEST_POSTS_LIMIT } from './limit';
