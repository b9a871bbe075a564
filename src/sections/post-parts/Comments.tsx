import { Comments, type CommentsProps } from '../../../ui';
import { useComments } from '../../hooks/useComments';

export type PostCommentsState =
  | 'comments'
  | 'loading'
  | 'loadError'
  | 'onRetry'
  | 'loggedIn'
  | 'text'
  | 'onTextChange'
  | 'onSubmit'
  | 'submitting'
  | 'error'
  | 'onDelete'
  | 'deletingId'
  | 'total'
  | 'hasOlder'
  | 'loadingOlder'
  | 'onLoadOlder'
  | 'olderError'
  | 'notice';

/** The comment list and form, loaded from the API for this post. */
export default function PostComments({
  slug,
  ...props
}: Omit<CommentsProps, PostCommentsState> & { slug: string }) {
  const comments = useComments(slug);
  return (
    <Comments
      {...props}
      comments={comments.comments}
      total={comments.total}
      hasOlder={comments.hasOlder}
      loadingOlder={comments.loadingOlder}
      onLoadOlder={comments.loadOlder}
      olderError={comments.olderError}
      notice={comments.notice}
      loading={comments.loading}
      loadError={comments.loadError}
      onRetry={comments.retry}
      loggedIn={comments.loggedIn}
      text={comments.text}
      onTextChange={({ value }) => comments.setText(value)}
      onSubmit={comments.submit}
      submitting={comments.submitting}
      error={comments.error}
      onDelete={comments.remove}
      deletingId={comments.deletingId}
    />
  );
}
