export { PostHeader, type PostHeaderProps } from './PostHeader';
export { PostColumns, type PostColumnsProps } from './PostColumns';
export { PostLayout } from './PostHeader.styles';
