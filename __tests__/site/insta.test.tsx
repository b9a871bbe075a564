import { ThemeProvider } from '@emotion/react';
import fs from 'node:fs';
import path from 'node:path';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'jotai';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { fetchFeed } from '../../src/client/feed';
import { mapFeed } from '../../src/mappers/feed';
import InstaPage from '../../src/pages/insta';
import { theme } from '../../ui';

jest.mock('gatsby', () =>
  jest
    .requireActual<typeof import('../support/siteSettings')>('../support/siteSettings')
    .gatsbyMock(),
);
jest.mock('../../src/client/feed', () => ({ fetchFeed: jest.fn() }));
// The footer is a lazy part (its chunk loads near the viewport): its first load would finish
// outside act() and hold back the page's effects in this harness. It is not what is tested.
jest.mock('../../src/components/SiteFooter', () => ({ SiteFooter: () => null }));
const fetchMock = fetchFeed as jest.Mock;

const feed = {
  username: 'aarav.codes',
  profilePictureUrl: '',
  posts: [
    {
      id: '1',
      mediaType: 'IMAGE',
      isReel: false,
      mediaUrl: '/feed/a.webp',
      caption: 'Desk day',
      permalink: 'https://www.instagram.com/p/1/',
    },
  ],
};

const page = (built?: ReturnType<typeof mapFeed> | null) => (
  <Provider>
    <ThemeProvider theme={theme}>
      <InstaPage pageContext={built === undefined ? undefined : { feed: built }} />
    </ThemeProvider>
  </Provider>
);

function renderPage() {
  return render(page());
}

/** The fixture feed as gatsby-node hands it to the page (feedForBuild, server/feed/source.ts). */
const builtFeed = () =>
  mapFeed(
    JSON.parse(
      fs.readFileSync(path.resolve('__tests__/fixtures/content/photos/feed.json'), 'utf8'),
    ),
  );

/** The page's HTML as the build writes it, hydrated in the document as the browser does. */
async function hydrateBuilt(built: ReturnType<typeof mapFeed> | null) {
  // jsdom plays nothing, and does not start an element's `muted` from its attribute as a
  // browser's parser does (React compares the two when it hydrates a video).
  jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue();
  jest.spyOn(HTMLMediaElement.prototype, 'pause').mockReturnValue();
  jest.spyOn(HTMLMediaElement.prototype, 'muted', 'get').mockImplementation(function (
    this: HTMLMediaElement,
  ) {
    return this.hasAttribute('muted');
  });
  const container = document.createElement('div');
  container.innerHTML = renderToString(page(built));
  document.body.appendChild(container);
  const html = container.innerHTML;
  await act(async () => {
    hydrateRoot(container, page(built));
  });
  return html;
}

beforeEach(() => fetchMock.mockReset());
afterEach(() => {
  document.body.innerHTML = '';
  jest.restoreAllMocks();
});

describe('/insta', () => {
  it('shows the error state when the feed fails, and fetches again on Try again', async () => {
    const user = userEvent.setup();
    let answer: (value: typeof feed) => void = () => {};
    fetchMock
      .mockRejectedValueOnce(new Error('HTTP error! status: 503'))
      .mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    renderPage();
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Error: HTTP error! status: 503');
    expect(
      screen.getByRole('heading', { name: 'The photos could not be loaded' }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');

    answer(feed);
    const posts = await screen.findByRole('list', { name: 'Posts' });
    expect(within(posts).getAllByRole('article')).toHaveLength(1);
    expect(screen.getByRole('link', { name: '@aarav.codes' })).toBeInTheDocument();
  });

  it("shows 'No data available' for an empty feed", async () => {
    fetchMock.mockResolvedValueOnce({ ...feed, posts: [] });
    renderPage();
    expect(await screen.findByText('No data available')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  describe('built with the feed', () => {
    it('has the first six photos in its HTML, not Loading..., and hydrates without a change', async () => {
      let answer: (value: ReturnType<typeof mapFeed>) => void = () => {};
      fetchMock.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
      const errors = jest.spyOn(console, 'error');
      const html = await hydrateBuilt(builtFeed());
      expect(html).not.toContain('Loading...');
      expect(html).toContain('/feed/post-1.webp');
      expect(html).toContain('Finally cleaned up the desk.');
      expect(html).not.toContain('/feed/post-7');
      const posts = screen.getByRole('list', { name: 'Posts' });
      expect(within(posts).getAllByRole('article')).toHaveLength(6);
      expect(screen.getByRole('button', { name: 'Load More' })).toBeInTheDocument();
      // React reports a hydration mismatch as a console error.
      expect(errors).not.toHaveBeenCalled();

      // The refresh after hydration swaps in the fresh feed.
      expect(fetchMock).toHaveBeenCalledTimes(1);
      await act(async () => answer({ ...feed, posts: [{ ...feed.posts[0]!, caption: 'Fresh' }] }));
      expect(within(posts).getAllByRole('article')).toHaveLength(1);
      expect(within(posts).getByText('Fresh')).toBeInTheDocument();
    });

    it('keeps the built photos when the refresh fails', async () => {
      fetchMock.mockRejectedValueOnce(new Error('HTTP error! status: 502'));
      await hydrateBuilt(builtFeed());
      await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
      expect(fetchMock).toHaveBeenCalledTimes(1);
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      const posts = screen.getByRole('list', { name: 'Posts' });
      expect(within(posts).getAllByRole('article')).toHaveLength(6);
    });

    it('built without one (the feed could not be read), shows Loading... until it arrives', async () => {
      fetchMock.mockResolvedValueOnce(feed);
      const html = await hydrateBuilt(null);
      expect(html).toContain('Loading...');
      expect(await screen.findAllByRole('article')).toHaveLength(1);
    });
  });
});
