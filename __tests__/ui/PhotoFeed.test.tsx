import { ThemeProvider } from '@emotion/react';
import { act } from 'react';
import { composeStories } from '@storybook/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { renderToString } from 'react-dom/server';
import { fn } from 'storybook/test';
import * as stories from '../../stories/PhotoFeed.stories';
import { FeedVideo, theme, truncate } from '../../ui';

const {
  Loading,
  HttpError,
  UnexpectedData,
  RetryAfterError,
  Empty,
  NoProfile,
  Many,
  WithVideo,
  LoadMore,
  OpenAndClose,
  AlbumWrap,
  VideoButtons,
  ModalWithoutContent,
} = composeStories(stories);

// jsdom does not implement media playback; track calls and fire the events a browser would.
let playSpy: jest.SpyInstance;
beforeEach(() => {
  playSpy = jest.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (
    this: HTMLMediaElement,
  ) {
    Object.defineProperty(this, 'paused', { configurable: true, value: false });
    this.dispatchEvent(new Event('play'));
    return Promise.resolve();
  });
  jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (
    this: HTMLMediaElement,
  ) {
    Object.defineProperty(this, 'paused', { configurable: true, value: true });
    this.dispatchEvent(new Event('pause'));
  });
});
afterEach(() => jest.restoreAllMocks());

describe('PhotoFeed', () => {
  it("shows 'Loading...' while fetching", () => {
    render(<Loading />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });

  it.each([
    ['HttpError', HttpError, 'Error: HTTP error! status: 500'],
    ['UnexpectedData', UnexpectedData, 'Error: Unexpected data structure'],
  ])('shows the %s failure as an error state with the spec message', (_name, Story, text) => {
    render(<Story />);
    expect(screen.getByRole('heading', { level: 1, name: 'Photos' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'The photos could not be loaded' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/This is usually temporary/)).toBeInTheDocument();
    // Exactly the spec's line, nothing around it inside the alert.
    expect(screen.getByRole('alert').textContent).toBe(text);
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it("asks the page to fetch again with 'Try again'", async () => {
    const user = userEvent.setup();
    const onRetry = fn();
    render(<HttpError onRetry={onRetry} />);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('offers no retry button when the page cannot retry', () => {
    render(<HttpError onRetry={undefined} />);
    expect(screen.getByRole('alert')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('has no axe violations in the error state', async () => {
    const { container } = render(<HttpError />);
    expect(await axe(container)).toHaveNoViolations();
  });

  it("shows 'No data available' when there are no posts", () => {
    render(<Empty />);
    expect(screen.getByText('No data available')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
  });

  it('heads the feed with the avatar and the handle linking to the profile', () => {
    render(<Many />);
    const link = screen.getByRole('link', { name: '@aarav.codes' });
    expect(link).toHaveAttribute('href', 'https://www.instagram.com/aarav.codes/');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows no handle for a bare-array feed', () => {
    render(<NoProfile />);
    expect(screen.queryByRole('link', { name: /@/ })).not.toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(2);
  });

  it('shows six posts, each with a cut caption, a permalink and an open button', () => {
    render(<Many />);
    const posts = screen.getAllByRole('article');
    expect(posts).toHaveLength(6);
    const long = within(posts[3]!);
    expect(
      long.getByText(
        'Hackathon weekend recap: 24 hours, 31 teams, four pizzas per team and one very tired organising crew...',
      ),
    ).toBeInTheDocument();
    expect(long.getByRole('link', { name: 'View on Instagram' })).toHaveAttribute(
      'href',
      'https://www.instagram.com/p/fixture9/',
    );
    expect(long.getByRole('button', { name: 'Open post' })).toBeInTheDocument();
  });

  it('cuts captions only when longer than the limit', () => {
    expect(truncate('short', 30)).toBe('short');
    expect(truncate('a'.repeat(30), 30)).toBe('a'.repeat(30));
    expect(truncate('a'.repeat(31), 30)).toBe(`${'a'.repeat(30)}...`);
  });

  it('adds six posts per Load More, up to the total', async () => {
    const user = userEvent.setup();
    const onLoadMore = fn();
    render(<Many onLoadMore={onLoadMore} />);
    await user.click(screen.getByRole('button', { name: 'Load More' }));
    expect(onLoadMore).toHaveBeenCalledWith({ visibleCount: 10 });
    expect(screen.getAllByRole('article')).toHaveLength(10);
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
  });

  it('opens a post in a modal with a 30-character caption and closes it', async () => {
    const user = userEvent.setup();
    render(<Many />);
    const opener = within(screen.getAllByRole('article')[3]!).getByRole('button', {
      name: 'Open post',
    });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Post' });
    expect(within(dialog).getByText('Hackathon weekend recap: 24 ho...')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'View on Instagram' })).toHaveAttribute(
      'target',
      '_blank',
    );
    expect(document.body.style.overflow).toBe('hidden');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
    expect(opener).toHaveFocus();
  });

  it('gives grid videos no source until near the viewport, muted and looping', () => {
    const observe = jest.fn();
    const original = window.IntersectionObserver;
    let callback: IntersectionObserverCallback = () => {};
    window.IntersectionObserver = jest.fn((cb: IntersectionObserverCallback) => {
      callback = cb;
      return { observe, disconnect: jest.fn(), unobserve: jest.fn(), takeRecords: () => [] };
    }) as unknown as typeof IntersectionObserver;
    try {
      render(<WithVideo autoPlay />);
      const video = screen.getByLabelText(/^Video: Indore after the rain/);
      expect(video).toHaveAttribute('preload', 'none');
      expect(video).not.toHaveAttribute('src');
      // Its still shows meanwhile (and for good under reduced motion): never a black box.
      expect(video).toHaveAttribute('poster', '/feed/post-2-poster.webp');
      expect(video).toHaveAttribute('loop');
      expect((video as HTMLVideoElement).muted).toBe(true);
      expect(observe).toHaveBeenCalledWith(video);
      // Scrolled near: the source is set and it plays, muted.
      const entry = { isIntersecting: true, target: video } as unknown as IntersectionObserverEntry;
      act(() => callback([entry], {} as IntersectionObserver));
      expect(video).toHaveAttribute('src', '/feed/post-2.mp4');
      expect(playSpy).toHaveBeenCalled();
    } finally {
      window.IntersectionObserver = original;
    }
  });

  it('sets the source at once where IntersectionObserver is missing, but not on the server', () => {
    expect(window.IntersectionObserver).toBeUndefined(); // as in jsdom and old browsers
    const video = (
      <ThemeProvider theme={theme}>
        <FeedVideo src="/feed/clip.mp4" mode="grid" label="Clip" autoPlay />
      </ThemeProvider>
    );
    expect(renderToString(video)).not.toContain('/feed/clip.mp4');
    render(video);
    expect(screen.getByLabelText('Clip')).toHaveAttribute('src', '/feed/clip.mp4');
    expect(playSpy).toHaveBeenCalled();
  });

  it('plays the video in the modal', async () => {
    const user = userEvent.setup();
    render(<WithVideo autoPlay />);
    await user.click(
      within(screen.getAllByRole('article')[0]!).getByRole('button', { name: 'Open post' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Post' });
    expect(within(dialog).getByRole('button', { name: 'Pause video' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Pause video' }));
    expect(within(dialog).getByRole('button', { name: 'Play video' })).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = render(<WithVideo />);
    expect(await axe(container)).toHaveNoViolations();
  });
});

describe('PhotoFeed stories', () => {
  it.each([
    ['LoadMore', LoadMore],
    ['OpenAndClose', OpenAndClose],
    ['AlbumWrap', AlbumWrap],
    ['VideoButtons', VideoButtons],
  ])('passes the %s play function', async (_name, Story) => {
    await Story.run();
    expect(screen.getAllByRole('article').length).toBeGreaterThan(0);
  });

  it('passes the ModalWithoutContent play function', async () => {
    await ModalWithoutContent.run();
    expect(screen.getByRole('dialog', { name: 'Post' })).toHaveTextContent('No content to display');
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it('passes the RetryAfterError play function', async () => {
    await RetryAfterError.run();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
