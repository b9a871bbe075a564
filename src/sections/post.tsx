// A post page's parts as the template renders them: each keeps its own state (claps, the share
// dialog, comments, copied code, loaded videos), so an update re-renders one part; the parts
// below the header hydrate in slices after the first paint, the body on first interaction.
import { useCallback, useMemo, useState } from 'react';
import {
  Button,
  ClapButton,
  Comments,
  FollowRow,
  PortableBody,
  PostNav,
  ShareDialog,
  TableOfContents,
  type BodyHeading,
  type CommentsProps,
  type PortableBodyProps,
} from '../../ui';
import { hydrateLater, hydrateOnInteraction } from '../components/HydrateLater';
import { siteUrl } from '../config/site';
import { useActiveHeading } from '../hooks/useActiveHeading';
import { useClaps } from '../hooks/useClaps';
import { useComments } from '../hooks/useComments';
import { copyText, COPY_CONFIRM_MS, useShare } from '../hooks/useShare';
import { useTimedValue } from '../hooks/useTimedValue';

/** The clap button and the Share button with its dialog. */
export function PostActions({
  slug,
  title,
  builtClaps,
}: {
  slug: string;
  title: string;
  /** The count built into the page, shown until the API answers. */
  builtClaps: number;
}) {
  const claps = useClaps(slug, builtClaps);
  const share = useShare(title);
  return (
    <>
      <ClapButton count={claps.count} highlighted={claps.highlighted} onClap={claps.clap} />
      <Button type="button" variant="outline" onClick={share.show}>
        Share
      </Button>
      <ShareDialog
        open={share.open}
        onClose={share.close}
        url={share.url}
        shortUrl={share.shortUrl}
        status={share.status}
        copied={share.copied}
        onShorten={share.shorten}
        onCopy={share.copy}
        canNativeShare={share.canNativeShare}
        onNativeShare={share.nativeShare}
      />
    </>
  );
}

/** The id of the post body's element: the table of contents watches for its end. */
const POST_BODY_ID = 'post-body';

type BodyState =
  'copiedKey' | 'onCopyCode' | 'loadedVideos' | 'onLoadVideo' | 'copiedLinkId' | 'onCopyLink';

/**
 * The post's body with working copy buttons (code and links to sections) and click-to-load
 * videos. It is the bulk of the page and mostly read, not used, so it hydrates when the reader
 * first reaches into it (a press on a button hydrates it before the press arrives).
 */
export const PostBody = hydrateOnInteraction(function PostBody({
  path,
  ...props
}: Omit<PortableBodyProps, BodyState> & {
  /** The post's path ('/blog/slug'): section links are `siteUrl + path + '#id'`. */
  path: string;
}) {
  const [copiedKey, showCopied] = useTimedValue<string>(COPY_CONFIRM_MS);
  const [copiedLinkId, showLinkCopied] = useTimedValue<string>(COPY_CONFIRM_MS);
  const [loadedVideos, setLoadedVideos] = useState<string[]>([]);
  const copyCode = useCallback(
    ({ key, code }: { key: string; code: string }) => {
      copyText(code).then(
        () => showCopied(key),
        (error: unknown) => console.warn('Could not copy the code', error),
      );
    },
    [showCopied],
  );
  const copyLink = useCallback(
    ({ id }: { id: string }) => {
      copyText(`${siteUrl}${path}#${id}`).then(
        () => showLinkCopied(id),
        (error: unknown) => console.warn('Could not copy the link', error),
      );
    },
    [path, showLinkCopied],
  );
  const loadVideo = useCallback(({ key }: { key: string }) => {
    setLoadedVideos((keys) => (keys.includes(key) ? keys : [...keys, key]));
  }, []);
  return (
    <PortableBody
      id={POST_BODY_ID}
      {...props}
      copiedKey={copiedKey}
      onCopyCode={copyCode}
      loadedVideos={loadedVideos}
      onLoadVideo={loadVideo}
      copiedLinkId={copiedLinkId}
      onCopyLink={copyLink}
    />
  );
}, 'post-body');

/** A post gets a table of contents from this many headings (h2 and h3) on. */
export const TOC_MIN_HEADINGS = 3;

/**
 * The table of contents with the section being read marked. Its static HTML already works
 * (links, <details>); it hydrates in slices after the first paint, then starts tracking.
 */
export const PostToc = hydrateLater(function PostToc({
  headings,
}: {
  headings: readonly BodyHeading[];
}) {
  const ids = useMemo(() => headings.map((heading) => heading.id), [headings]);
  const activeId = useActiveHeading(ids, { endId: POST_BODY_ID });
  return <TableOfContents headings={headings} activeId={activeId} />;
});

type CommentsState =
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
export const PostComments = hydrateLater(function PostComments({
  slug,
  ...props
}: Omit<CommentsProps, CommentsState> & { slug: string }) {
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
});

export const FollowSection = hydrateLater(FollowRow);
export const PostNavSection = hydrateLater(PostNav);
