export { PostHeader, type PostHeaderProps } from './PostHeader';
export { PostLayout } from './PostHeader.styles';
