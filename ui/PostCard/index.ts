export { PostCard, PlainImage, type PostCardProps, type CardLinkComponent } from './PostCard';
export {
  formatPostDate,
  type BlogImage,
  type RenderBlogImage,
  type PostCategory,
  type PostSummary,
} from './types';
