import { ThemeProvider } from '@emotion/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'jotai';
import type { ReactNode } from 'react';
import { fetchFeed } from '../../src/client/feed';
import InstaPage from '../../src/pages/insta';
import { theme } from '../../ui';

jest.mock('gatsby', () => ({
  ...jest
    .requireActual<typeof import('../support/siteSettings')>('../support/siteSettings')
    .gatsbyMock(),
  Link: ({ to, children, ...rest }: { to: string; children?: ReactNode }) => (
    <a href={to} {...rest}>
      {children}
    </a>
  ),
  navigate: jest.fn(),
}));
jest.mock('../../src/client/feed', () => ({ fetchFeed: jest.fn() }));
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

function renderPage() {
  return render(
    <Provider>
      <ThemeProvider theme={theme}>
        <InstaPage />
      </ThemeProvider>
    </Provider>,
  );
}

beforeEach(() => fetchMock.mockReset());

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
});
