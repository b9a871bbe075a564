import { composeStories } from '@storybook/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { fn } from 'storybook/test';
import * as bodyStories from '../../stories/PortableBody.stories';
import * as clapStories from '../../stories/ClapButton.stories';
import * as errorStories from '../../stories/ErrorScreen.stories';
import * as followStories from '../../stories/FollowRow.stories';
import * as headerStories from '../../stories/PostHeader.stories';
import * as navStories from '../../stories/PostNav.stories';
import { ThemeProvider } from '@emotion/react';
import { ClapButton, PortableBody, theme } from '../../ui';

const withTheme = {
  wrapper: ({ children }: { children: React.ReactNode }) => (
    <ThemeProvider theme={theme}>{children}</ThemeProvider>
  ),
};

const { Idle, Highlighted, ClapThreeTimes } = composeStories(clapStories);
const { Full, CodeCopied, InvalidVideo, CopyCode, PlayVideo } = composeStories(bodyStories);
const { Default: Follow } = composeStories(followStories);
const { Both, OnlyNext } = composeStories(navStories);
const { Unexpected, NotFound } = composeStories(errorStories);
const { Default: Header } = composeStories(headerStories);

describe('ClapButton', () => {
  it('shows the count and asks for one more per press', async () => {
    const user = userEvent.setup();
    const onClap = fn();
    render(<Idle onClap={onClap} />);
    expect(screen.getByRole('status')).toHaveTextContent('128 claps');
    await user.click(screen.getByRole('button', { name: 'Clap for this post, 128 claps' }));
    expect(onClap).toHaveBeenCalledWith({ count: 129 });
    expect(screen.getByRole('status')).toHaveTextContent('129');
  });

  it('has the count in the button name, in the singular for one clap', () => {
    const { rerender } = render(<ClapButton count={0} onClap={fn()} />, withTheme);
    expect(screen.getByRole('button')).toHaveAccessibleName('Clap for this post, 0 claps');
    rerender(<ClapButton count={1} onClap={fn()} />);
    expect(screen.getByRole('button')).toHaveAccessibleName('Clap for this post, 1 clap');
    rerender(<ClapButton count={12345} label="Clap" onClap={fn()} />);
    expect(screen.getByRole('button')).toHaveAccessibleName('Clap, 12,345 claps');
  });

  it('marks the highlighted state', () => {
    render(<Highlighted />);
    expect(screen.getByRole('button', { name: /^Clap for this post, / })).toHaveAttribute(
      'data-highlighted',
      'true',
    );
  });

  it('has no axe violations', async () => {
    const { container } = render(<Idle />);
    expect(await axe(container)).toHaveNoViolations();
  });
});

describe('PortableBody', () => {
  it('renders headings, lists, marks, links and code', () => {
    render(<Full />);
    expect(
      screen.getByRole('heading', { level: 2, name: 'What the cleanup function is for' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 3, name: 'Three cleanups I write all the time' }),
    ).toBeInTheDocument();
    const lists = screen.getAllByRole('list');
    expect(lists.map((l) => l.tagName)).toEqual(['UL', 'OL']);
    expect(within(lists[0]!).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByText('useEffect', { selector: 'code' })).toBeInTheDocument();
    expect(screen.getByText('easy to forget', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Synchronizing with Effects' })).toHaveAttribute(
      'href',
      'https://react.dev/learn/synchronizing-with-effects',
    );
    expect(screen.getByText('src/hooks/useWindowWidth.ts')).toBeInTheDocument();
    // Build-time highlighting arrives as token spans.
    expect(screen.getAllByText('const', { selector: '.hljs-keyword' }).length).toBeGreaterThan(0);
  });

  it('renders nothing for an unknown block type', () => {
    render(<Full />);
    expect(screen.queryByText('A block type from a newer schema.')).toBeNull();
  });

  it('does not crash on malformed blocks', () => {
    render(
      <PortableBody
        value={[
          { _type: 'mystery', _key: 'm' },
          { _type: 'code', _key: 'c' },
          { _type: 'youtube', _key: 'y' },
        ]}
      />,
      withTheme,
    );
    expect(screen.getByText('Invalid YouTube URL')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy code' })).toBeInTheDocument();
  });

  it("shows 'copied to clipboard' for the copied block only", () => {
    render(<CodeCopied />);
    expect(screen.getAllByText('copied to clipboard')).toHaveLength(1);
  });

  it('reports a copy with the block key and code', async () => {
    const user = userEvent.setup();
    const onCopyCode = fn();
    render(<Full onCopyCode={onCopyCode} />);
    await user.click(
      screen.getByRole('button', { name: 'Copy code of src/hooks/useWindowWidth.ts' }),
    );
    expect(onCopyCode).toHaveBeenCalledWith({
      key: 'code1',
      code: expect.stringContaining('export function useWindowWidth'),
    });
  });

  it('loads no player until the facade is pressed, then embeds the video', async () => {
    const user = userEvent.setup();
    const onLoadVideo = fn();
    const { rerender } = render(<Full onLoadVideo={onLoadVideo} />);
    expect(screen.queryByTitle('YouTube video player')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Play video' }));
    expect(onLoadVideo).toHaveBeenCalledWith({ key: 'yt1', videoId: 'Tn6-PIqc4UM' });
    rerender(<Full loadedVideos={['yt1']} />);
    expect(screen.getByTitle('YouTube video player')).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/Tn6-PIqc4UM?autoplay=1',
    );
  });

  it("shows 'Invalid YouTube URL' for an address without an id", () => {
    render(<InvalidVideo />);
    expect(screen.getByText('Invalid YouTube URL')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Play video' })).toBeNull();
  });

  it('has no axe violations', async () => {
    const { container } = render(<Full />);
    expect(await axe(container)).toHaveNoViolations();
  });
});

describe('PostHeader', () => {
  it('shows title, date, reading time and an eager, high-priority image', () => {
    render(<Header />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      "Understanding React's useEffect Cleanup",
    );
    expect(screen.getByText('18 October 2025')).toBeInTheDocument();
    expect(screen.getByText('4 min read')).toBeInTheDocument();
    const img = screen.getByRole('img', { name: 'Glowing nodes connected by lines' });
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(img).toHaveAttribute('width', '1200');
  });
});

describe('FollowRow', () => {
  it("shows 'Follow me on' and the five networks", () => {
    render(<Follow />);
    expect(screen.getByRole('heading', { name: 'Follow me on' })).toBeInTheDocument();
    expect(screen.getAllByRole('link').map((l) => l.getAttribute('aria-label'))).toEqual([
      'Instagram',
      'LinkedIn',
      'GitHub',
      'Twitter',
      'Medium',
    ]);
  });

  it('has no axe violations', async () => {
    const { container } = render(<Follow />);
    expect(await axe(container)).toHaveNoViolations();
  });
});

describe('PostNav', () => {
  it('links to the previous and next posts and back to the blog', () => {
    render(<Both />);
    expect(screen.getByRole('link', { name: /Previous post/ })).toHaveAttribute(
      'href',
      '/blog/fastify-typescript-api',
    );
    expect(screen.getByRole('link', { name: /Next post/ })).toHaveAttribute(
      'href',
      '/blog/core-web-vitals',
    );
    expect(screen.getByRole('link', { name: 'Read More Articles' })).toHaveAttribute(
      'href',
      '/blog',
    );
  });

  it('leaves out a missing neighbour', () => {
    render(<OnlyNext />);
    expect(screen.queryByRole('link', { name: /Previous post/ })).toBeNull();
  });
});

describe('ErrorScreen', () => {
  it("reads 'Unexpected Application Error!' and offers a retry", async () => {
    const user = userEvent.setup();
    const onRetry = fn();
    render(<Unexpected onRetry={onRetry} />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalled();
  });

  it('links home and to the blog on the 404 screen', () => {
    render(<NotFound />);
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Read the blog' })).toHaveAttribute('href', '/blog');
  });
});

describe('Blog post stories', () => {
  it.each([
    ['ClapThreeTimes', ClapThreeTimes],
    ['CopyCode', CopyCode],
    ['PlayVideo', PlayVideo],
  ])('passes the %s play function', async (_name, Story) => {
    await Story.run();
    expect(document.body).toBeInTheDocument();
  });
});
