export { PostCard, type PostCardProps } from './PostCard';
export { PlainImage } from './PlainImage';
export {
  formatPostDate,
  type BlogImage,
  type RenderBlogImage,
  type PostCategory,
  type PostSummary,
} from './types';
