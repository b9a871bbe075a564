export { Comments, type CommentsProps, type CommentItem } from './Comments';
