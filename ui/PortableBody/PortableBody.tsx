import {
  PortableText,
  type PortableTextComponents,
  type PortableTextMarkComponentProps,
  type PortableTextTypeComponentProps,
} from '@portabletext/react';
import { createContext, useContext, useMemo, type HTMLAttributes } from 'react';
import { Link } from '../primitives';
import {
  CodeBar,
  CodeFigure,
  Copied,
  CopyArea,
  CopyButton,
  Facade,
  Invalid,
  Pre,
  Root,
  Video,
} from './PortableBody.styles';
import type { CodeBlockValue, YoutubeBlockValue } from './types';

/** Any portable-text node: text blocks, `code`, `youtube`, or types this body does not know. */
export type BodyBlock = { _type: string; _key?: string; [field: string]: unknown };

export type PortableBodyProps = HTMLAttributes<HTMLDivElement> & {
  /** The post's portable text (`_rawBody`), with code html and video ids filled in. */
  value: BodyBlock[];
  /** The code block (by `_key`) whose copy button currently says 'copied to clipboard'. */
  copiedKey?: string | null;
  /** Called when a code block's copy button is pressed. */
  onCopyCode?: (event: { key: string; code: string }) => void;
  /** Keys of video blocks whose player was asked for (the facade is replaced by the player). */
  loadedVideos?: readonly string[];
  /** Called when a video facade is pressed. */
  onLoadVideo?: (event: { key: string; videoId: string }) => void;
};

type BodyState = Pick<
  PortableBodyProps,
  'copiedKey' | 'onCopyCode' | 'loadedVideos' | 'onLoadVideo'
>;

// The serializers below are module-level (stable identities, so React never remounts a code
// block or player when the copied/loaded state changes); that state reaches them by context.
const BodyContext = createContext<BodyState>({});

function CodeBlock({ value }: PortableTextTypeComponentProps<CodeBlockValue>) {
  const { copiedKey, onCopyCode } = useContext(BodyContext);
  const code = value.code ?? '';
  const copied = copiedKey === value._key;
  const language = value.language && value.language !== 'text' ? value.language : undefined;
  return (
    <CodeFigure>
      <CodeBar>
        <span>{value.filename ?? language ?? 'code'}</span>
        <CopyArea>
          <Copied role="status">{copied ? 'copied to clipboard' : ''}</Copied>
          <CopyButton
            type="button"
            aria-label={value.filename ? `Copy code of ${value.filename}` : 'Copy code'}
            onClick={() => onCopyCode?.({ key: value._key, code })}
          >
            Copy
          </CopyButton>
        </CopyArea>
      </CodeBar>
      {/* Focusable so keyboard users can scroll long lines sideways. */}
      <Pre tabIndex={0}>
        {value.html ? (
          <code
            className={language ? `hljs language-${language}` : 'hljs'}
            dangerouslySetInnerHTML={{ __html: value.html }}
          />
        ) : (
          <code>{code}</code>
        )}
      </Pre>
    </CodeFigure>
  );
}

function PlayIcon() {
  return (
    <svg viewBox="0 0 68 48" aria-hidden="true" focusable="false">
      <path
        className="play-bg"
        d="M66.5 7.7a8.5 8.5 0 0 0-6-6C55.3.3 34 .3 34 .3s-21.3 0-26.5 1.4a8.5 8.5 0 0 0-6 6C.1 13 .1 24 .1 24s0 11 1.4 16.3a8.5 8.5 0 0 0 6 6C12.7 47.7 34 47.7 34 47.7s21.3 0 26.5-1.4a8.5 8.5 0 0 0 6-6C67.9 35 67.9 24 67.9 24s0-11-1.4-16.3z"
      />
      <path d="M45 24 27 14v20z" fill="#fff" />
    </svg>
  );
}

function YoutubeBlock({ value }: PortableTextTypeComponentProps<YoutubeBlockValue>) {
  const { loadedVideos, onLoadVideo } = useContext(BodyContext);
  const videoId = value.videoId;
  if (!videoId) return <Invalid role="note">Invalid YouTube URL</Invalid>;
  const loaded = loadedVideos?.includes(value._key) ?? false;
  return (
    <Video>
      {loaded ? (
        <iframe
          src={`https://www.youtube-nocookie.com/embed/${videoId}?autoplay=1`}
          title="YouTube video player"
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
          allowFullScreen
          loading="lazy"
        />
      ) : (
        <Facade type="button" onClick={() => onLoadVideo?.({ key: value._key, videoId })}>
          <PlayIcon />
          <span>Play video</span>
        </Facade>
      )}
    </Video>
  );
}

function LinkMark({
  value,
  children,
}: PortableTextMarkComponentProps<{ _type: 'link'; href?: string }>) {
  const href = value?.href ?? '';
  const external = /^https?:\/\//.test(href);
  return (
    <Link href={href} rel={external ? 'noopener noreferrer' : undefined}>
      {children}
    </Link>
  );
}

const Nothing = () => null;

const components: Partial<PortableTextComponents> = {
  types: { code: CodeBlock, youtube: YoutubeBlock },
  marks: { link: LinkMark, code: ({ children }) => <code>{children}</code> },
  block: {
    // The post title is the page's only h1, so body headings start at h2.
    h1: ({ children }) => <h2>{children}</h2>,
    h2: ({ children }) => <h2>{children}</h2>,
    h3: ({ children }) => <h3>{children}</h3>,
    h4: ({ children }) => <h4>{children}</h4>,
    h5: ({ children }) => <h4>{children}</h4>,
    h6: ({ children }) => <h4>{children}</h4>,
    blockquote: ({ children }) => <blockquote>{children}</blockquote>,
    normal: ({ children }) => <p>{children}</p>,
  },
  // Content from a newer schema must never break the page: unknown things render nothing.
  unknownType: Nothing,
  unknownMark: ({ children }) => <>{children}</>,
  unknownBlockStyle: ({ children }) => <p>{children}</p>,
};

/**
 * A post's rich body: headings, paragraphs, lists, links and inline code; code blocks with a
 * copy button; YouTube embeds behind a click-to-load facade (no player script until asked).
 */
export function PortableBody({
  value,
  copiedKey = null,
  onCopyCode,
  loadedVideos,
  onLoadVideo,
  ...rest
}: PortableBodyProps) {
  const state = useMemo(
    () => ({ copiedKey, onCopyCode, loadedVideos, onLoadVideo }),
    [copiedKey, onCopyCode, loadedVideos, onLoadVideo],
  );
  const blocks = useMemo(
    () => value.filter((block) => block && typeof block._type === 'string'),
    [value],
  );
  return (
    <Root {...rest}>
      <BodyContext.Provider value={state}>
        <PortableText value={blocks as never} components={components} onMissingComponent={false} />
      </BodyContext.Provider>
    </Root>
  );
}
