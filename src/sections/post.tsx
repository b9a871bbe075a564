// A post page's parts as the template renders them: each keeps its own state (claps, the share
// dialog, comments, copied code, loaded videos), so an update re-renders one part. The body
// hydrates on first interaction; the parts below it, the table of contents' tracker and the
// share dialog are chunks of their own, loaded when the reader gets to them.
import { lazy, Suspense, useCallback, useState } from 'react';
import {
  Button,
  ClapButton,
  PortableBody,
  type BodyHeading,
  type CommentsProps,
  type FollowRowProps,
  type PortableBodyProps,
  type PostNavProps,
} from '../../ui';
import { hydrateLazily, hydrateOnInteraction, usePrefetchOnPresence } from '../hydration';
import { siteUrl } from '../config/site';
import { useClaps } from '../hooks/useClaps';
import { copyText, COPY_CONFIRM_MS, useShare } from '../hooks/useShare';
import { useTimedValue } from '../hooks/useTimedValue';
import type { PostCommentsState } from './post-parts/Comments';
import { POST_BODY_ID } from './post-parts/ids';

const loadShareDialog = () => import('./post-parts/ShareDialog');
const ShareDialog = lazy(loadShareDialog);

/**
 * The clap button and the Share button with its dialog. The dialog's code is fetched at the
 * first sign of a reader (or when Share is pressed) and the dialog is rendered from the first
 * time it opens, so a page nobody shares never loads it.
 */
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
  const [shareUsed, setShareUsed] = useState(false);
  usePrefetchOnPresence(loadShareDialog);
  return (
    <>
      <ClapButton count={claps.count} highlighted={claps.highlighted} onClap={claps.clap} />
      <Button
        type="button"
        variant="outline"
        onClick={() => {
          setShareUsed(true);
          share.show();
        }}
      >
        Share
      </Button>
      {shareUsed && (
        <Suspense fallback={null}>
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
        </Suspense>
      )}
    </>
  );
}

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
 * (links, <details>); the tracker's code loads and starts at the first scroll or touch.
 */
export const PostToc = hydrateLazily<{ headings: readonly BodyHeading[] }>(
  () => import('./post-parts/Toc'),
  'post-toc',
  'presence',
);

/** The comment list and form: loaded, with the comments, when the reader comes near them. */
export const PostComments = hydrateLazily<
  Omit<CommentsProps, PostCommentsState> & { slug: string }
>(() => import('./post-parts/Comments'), 'post-comments', 'near');

/** Links only; their code loads when the reader comes near them. */
export const FollowSection = hydrateLazily<FollowRowProps>(
  () => import('./post-parts/FollowRow'),
  'post-follow',
  'near',
);
export const PostNavSection = hydrateLazily<PostNavProps>(
  () => import('./post-parts/PostNav'),
  'post-nav',
  'near',
);
