export { PostCard, PlainImage, type PostCardProps } from './PostCard';
export {
  formatPostDate,
  type BlogImage,
  type RenderBlogImage,
  type PostCategory,
  type PostSummary,
} from './types';
