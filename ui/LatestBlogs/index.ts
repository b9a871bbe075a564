export {
  LatestBlogs,
  LATEST_POSTS_LIMIT,
  type LatestBlogsProps,
  type LatestPost,
  type LatestPostImage,
  type PostLinkComponent,
} from './LatestBlogs';
