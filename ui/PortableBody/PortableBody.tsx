import {
  PortableText,
  type PortableTextComponents,
  type PortableTextMarkComponentProps,
  type PortableTextTypeComponentProps,
} from '@portabletext/react';
import {
  createContext,
  useContext,
  useMemo,
  type HTMLAttributes,
  type PropsWithChildren,
} from 'react';
import { HashIcon, LinkIcon } from '../icons';
import type { RenderBlogImage } from '../PostCard/types';
import { Link } from '../primitives';
import { headingEntries, type BodyHeading } from './headings';
import { isAllowedHref } from './links';
import {
  CodeBar,
  CodeFigure,
  Copied,
  CopyArea,
  CopyButton,
  Facade,
  Figure,
  HeadingAnchor,
  HeadingCopy,
  HeadingRow,
  HeadingTools,
  Invalid,
  LinkCopied,
  Pre,
  Root,
  Video,
} from './PortableBody.styles';
import type { BodyBlock, CodeBlockValue, FigureBlockValue, YoutubeBlockValue } from './types';

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
  /** The heading (by id) whose copy-link button currently says 'Link copied'. */
  copiedLinkId?: string | null;
  /**
   * Called when a heading's 'Copy link to section' button is pressed, with the heading's id
   * (the ids `headingsOf` gives). Without it the headings keep their anchor link only.
   */
  onCopyLink?: (event: { id: string }) => void;
  /**
   * Draws a figure's picture (the site passes one that uses its image pipeline). @default a
   * plain lazy `<img>` of the image's `src`
   */
  renderImage?: RenderBlogImage;
};

type BodyState = Pick<
  PortableBodyProps,
  | 'copiedKey'
  | 'onCopyCode'
  | 'loadedVideos'
  | 'onLoadVideo'
  | 'copiedLinkId'
  | 'onCopyLink'
  | 'renderImage'
> & {
  /** Each heading block's id and text, by block (PortableText hands serializers the block). */
  headings?: ReadonlyMap<unknown, BodyHeading>;
};

// The serializers below are module-level (stable identities, so React never remounts a code
// block or player when the copied/loaded state changes); that state reaches them by context.
const BodyContext = createContext<BodyState>({});

/** A code block: the build's highlighted `html` when it has one, its `code` as text otherwise. */
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

const defaultRenderImage: RenderBlogImage = ({ image, loading }) =>
  image.src ? (
    <img
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading={loading}
      decoding="async"
    />
  ) : null;

/** A picture from the post's content, with its caption when it has one. */
function FigureBlock({ value }: PortableTextTypeComponentProps<FigureBlockValue>) {
  const { renderImage = defaultRenderImage } = useContext(BodyContext);
  if (!value.image) return null;
  const picture = renderImage({
    image: { ...value.image, alt: value.alt?.trim() || value.image.alt },
    loading: 'lazy',
  });
  if (!picture) return null;
  const caption = value.caption?.trim();
  return (
    <Figure>
      {picture}
      {caption && <figcaption>{caption}</figcaption>}
    </Figure>
  );
}

/**
 * A link annotation. One whose address is not http(s), mailto:, a path or an #anchor
 * (`javascript:…`, `data:…`) keeps its text and is no link.
 */
function LinkMark({
  value,
  children,
}: PortableTextMarkComponentProps<{ _type: 'link'; href?: string }>) {
  const href = typeof value?.href === 'string' ? value.href : '';
  if (!isAllowedHref(href)) return <>{children}</>;
  const external = /^https?:\/\//.test(href);
  return (
    <Link href={href} rel={external ? 'noopener noreferrer' : undefined}>
      {children}
    </Link>
  );
}

/**
 * A section heading with its id (the table of contents links to it), a link to itself and a
 * copy-link button. The controls sit beside the heading element, not in it, so the heading's
 * accessible name stays its text.
 */
function SectionHeading({
  value,
  level,
  children,
}: PropsWithChildren<{ value: unknown; level: 2 | 3 }>) {
  const { headings, copiedLinkId, onCopyLink } = useContext(BodyContext);
  const Tag = level === 2 ? 'h2' : 'h3';
  const heading = headings?.get(value);
  if (!heading) return <Tag>{children}</Tag>;
  const { id, text } = heading;
  return (
    <HeadingRow data-level={level}>
      <Tag id={id}>{children}</Tag>
      {/* A space between the heading's last word and the controls, so they wrap like a word. */}{' '}
      <HeadingTools data-tools>
        <HeadingAnchor href={`#${id}`} aria-label={`Link to section ${text}`}>
          <HashIcon size={20} />
        </HeadingAnchor>
        {onCopyLink && (
          <HeadingCopy
            type="button"
            aria-label={`Copy link to section ${text}`}
            onClick={() => onCopyLink({ id })}
          >
            <LinkIcon size={20} />
          </HeadingCopy>
        )}
      </HeadingTools>
      {onCopyLink && (
        <LinkCopied role="status">{copiedLinkId === id ? 'Link copied' : ''}</LinkCopied>
      )}
    </HeadingRow>
  );
}

const Nothing = () => null;

const components: Partial<PortableTextComponents> = {
  types: { code: CodeBlock, youtube: YoutubeBlock, figure: FigureBlock },
  marks: { link: LinkMark, code: ({ children }) => <code>{children}</code> },
  block: {
    // The post title is the page's only h1, so body headings start at h2.
    h1: ({ value, children }) => (
      <SectionHeading value={value} level={2}>
        {children}
      </SectionHeading>
    ),
    h2: ({ value, children }) => (
      <SectionHeading value={value} level={2}>
        {children}
      </SectionHeading>
    ),
    h3: ({ value, children }) => (
      <SectionHeading value={value} level={3}>
        {children}
      </SectionHeading>
    ),
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
 * copy button; pictures with a caption (`figure`, drawn by `renderImage`); YouTube embeds behind
 * a click-to-load facade (no player script until asked).
 * Every h2 and h3 gets the id `headingsOf` gives it, a link to itself and, with `onCopyLink`,
 * a 'Copy link to section' button.
 */
export function PortableBody({
  value,
  copiedKey = null,
  onCopyCode,
  loadedVideos,
  onLoadVideo,
  copiedLinkId = null,
  onCopyLink,
  renderImage,
  ...rest
}: PortableBodyProps) {
  const blocks = useMemo(
    () => value.filter((block) => block && typeof block._type === 'string'),
    [value],
  );
  const headings = useMemo(() => new Map(headingEntries(blocks)), [blocks]);
  const state = useMemo(
    () => ({
      copiedKey,
      onCopyCode,
      loadedVideos,
      onLoadVideo,
      copiedLinkId,
      onCopyLink,
      renderImage,
      headings,
    }),
    [
      copiedKey,
      onCopyCode,
      loadedVideos,
      onLoadVideo,
      copiedLinkId,
      onCopyLink,
      renderImage,
      headings,
    ],
  );
  return (
    <Root {...rest}>
      <BodyContext.Provider value={state}>
        <PortableText value={blocks as never} components={components} onMissingComponent={false} />
      </BodyContext.Provider>
    </Root>
  );
}
