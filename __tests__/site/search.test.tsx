import { navigate } from 'gatsby';
import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { BlogSiteHeader } from '../../src/components/BlogSiteHeader';
import { Root } from '../../src/components/Root';
import { SiteHeader } from '../../src/components/SiteHeader';
import type {
  Pagefind,
  PagefindData,
  PagefindSearch,
  PagefindSearchOptions,
} from '../../src/search/pagefind';
import { SiteSearch } from '../../src/search/SiteSearch';
import { loadErrorMessage } from '../../src/search/useSiteSearch';

// Naming options by their text is slow in jsdom on a busy machine.
configure({ asyncUtilTimeout: 5000 });

jest.mock('gatsby', () =>
  jest
    .requireActual<typeof import('../support/siteSettings')>('../support/siteSettings')
    .gatsbyMock(),
);

// The boundary to the built site's /pagefind/pagefind.js, which jsdom cannot import.
const mockLoadPagefind = jest.fn<Promise<Pagefind>, []>();
jest.mock('../../src/search/pagefind', () => ({
  loadPagefind: () => mockLoadPagefind(),
}));

type Post = { url: string; title: string; date: string; categories: string[]; body: string };
const POSTS: Post[] = [
  {
    url: '/blog/postgres-indexes',
    title: 'PostgreSQL Indexes Explained',
    date: '2024-03-01',
    categories: ['Databases'],
    body: 'Build the index concurrently so writes keep flowing.',
  },
  {
    url: '/blog/react-suspense',
    title: 'Suspense for Data Fetching',
    date: '2025-01-15',
    categories: ['React'],
    body: 'A boundary shows a fallback while the index of data loads.',
  },
  {
    url: '/blog/node-streams',
    title: 'Backpressure in Node Streams',
    date: '2023-07-04',
    categories: ['Node.js', 'Databases'],
    body: 'The stream pauses when the buffer fills; an index helps nothing here.',
  },
];

/** A stand-in for Pagefind's browser API over POSTS: word match, category filter, sort. */
function fakePagefind() {
  const searches: { term: string | null; options?: PagefindSearchOptions }[] = [];
  const pagefind: Pagefind = {
    options: async () => {},
    init: async () => {},
    filters: async () => ({ category: { React: 1, Databases: 2, 'Node.js': 1 } }),
    debouncedSearch: async (term, options) => {
      searches.push({ term, options });
      const word = term?.toLowerCase();
      const any = options?.filters?.category?.any;
      let found = POSTS.filter(
        (post) =>
          (!word || `${post.title} ${post.body}`.toLowerCase().includes(word)) &&
          (!any || post.categories.some((category) => any.includes(category))),
      );
      if (options?.sort?.date === 'desc') {
        found = [...found].sort((a, b) => b.date.localeCompare(a.date));
      }
      const search: PagefindSearch = {
        results: found.map((post) => ({
          id: post.url,
          data: async (): Promise<PagefindData> => ({
            url: `http://localhost${post.url}`,
            raw_url: post.url,
            excerpt: word
              ? post.body.replace(new RegExp(`(${word})`, 'i'), '<mark>$1</mark>')
              : post.body,
            meta: { title: post.title, date: post.date },
            filters: { category: post.categories },
          }),
        })),
      };
      return search;
    },
  };
  return { pagefind, searches };
}

let fake: ReturnType<typeof fakePagefind>;
beforeEach(() => {
  jest.mocked(navigate).mockReset();
  mockLoadPagefind.mockReset();
  fake = fakePagefind();
  mockLoadPagefind.mockResolvedValue(fake.pagefind);
});

function renderPage(children: ReactNode = <BlogSiteHeader />) {
  return render(
    <Root>
      {children}
      <main>
        <label>
          Comment
          <textarea />
        </label>
        <label>
          Name
          <input />
        </label>
      </main>
    </Root>,
  );
}

const dialog = () => screen.findByRole('dialog', { name: 'Search posts' });

describe('search from the header', () => {
  it('loads nothing of search until it is opened', async () => {
    const user = userEvent.setup();
    renderPage();
    expect(screen.getByRole('button', { name: 'Search posts' })).toBeInTheDocument();
    await user.tab();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Priya');
    expect(mockLoadPagefind).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('"/" opens it; a word from a body finds the post; ArrowDown and Enter open it', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.keyboard('/');
    const search = await dialog();
    const field = within(search).getByRole('combobox');
    expect(field).toHaveFocus();
    expect(field).toHaveValue('');
    expect(mockLoadPagefind).toHaveBeenCalledTimes(1);
    expect(await within(search).findByRole('button', { name: 'Databases' })).toBeVisible();

    await user.keyboard('concurrently');
    const option = await within(search).findByRole('option', {
      name: /PostgreSQL Indexes Explained/,
    });
    expect(within(search).getAllByRole('option')).toHaveLength(1);
    expect(within(option).getByText('concurrently', { selector: 'mark' })).toBeVisible();
    expect(option).toHaveTextContent('Databases');
    expect(fake.searches.at(-1)).toEqual({ term: 'concurrently', options: {} });

    await user.keyboard('{ArrowDown}');
    expect(option).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(jest.mocked(navigate)).toHaveBeenCalledWith('/blog/postgres-indexes');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('opens from the button; Escape closes it and focus goes back to the button', async () => {
    const user = userEvent.setup();
    renderPage(<SiteHeader />);
    const button = screen.getByRole('button', { name: 'Search posts' });
    await user.click(button);
    const search = await dialog();
    expect(within(search).getByRole('combobox')).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    // Opened again, it starts afresh.
    await user.click(button);
    expect(within(await dialog()).getByRole('combobox')).toHaveValue('');
  });

  it('gives focus back to the button in a browser that does not focus it on click', async () => {
    const user = userEvent.setup();
    renderPage();
    const button = screen.getByRole('button', { name: 'Search posts' });
    // Safari: a click leaves focus where it was.
    fireEvent.click(button);
    expect(button).not.toHaveFocus();
    await dialog();
    await user.keyboard('{Escape}');
    expect(button).toHaveFocus();
  });

  it('ignores "/" typed into a field or pressed with a modifier', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.type(screen.getByRole('textbox', { name: 'Comment' }), 'a/b');
    expect(screen.getByRole('textbox', { name: 'Comment' })).toHaveValue('a/b');
    await user.type(screen.getByRole('textbox', { name: 'Name' }), '/');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('/');
    await user.click(document.body);
    await user.keyboard('{Control>}/{/Control}{Meta>}/{/Meta}{Alt>}/{/Alt}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(mockLoadPagefind).not.toHaveBeenCalled();
  });

  it('narrows to posts in any chosen category; categories alone list newest first', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.keyboard('/');
    const search = await dialog();
    const databases = await within(search).findByRole('button', { name: 'Databases' });
    expect(
      within(within(search).getByRole('group', { name: 'Filter by category' }))
        .getAllByRole('button')
        .map((chip) => chip.textContent),
    ).toEqual(['Databases', 'Node.js', 'React']);

    await user.keyboard('index');
    await waitFor(() => expect(within(search).getAllByRole('option')).toHaveLength(3));
    await user.click(databases);
    expect(databases).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(within(search).getAllByRole('option')).toHaveLength(2));
    for (const option of within(search).getAllByRole('option')) {
      expect(option).toHaveTextContent('Databases');
    }
    expect(fake.searches.at(-1)?.options).toEqual({
      filters: { category: { any: ['Databases'] } },
    });
    expect(within(search).getByRole('combobox')).toHaveValue('index');

    await user.clear(within(search).getByRole('combobox'));
    await waitFor(() =>
      expect(
        within(search)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual([
        expect.stringContaining('PostgreSQL Indexes Explained'),
        expect.stringContaining('Backpressure in Node Streams'),
      ]),
    );
    expect(fake.searches.at(-1)).toEqual({
      term: null,
      options: { filters: { category: { any: ['Databases'] } }, sort: { date: 'desc' } },
    });

    await user.click(databases);
    expect(databases).toHaveAttribute('aria-pressed', 'false');
    expect(within(search).queryAllByRole('option')).toHaveLength(0);
  });

  it('says what went wrong when the index cannot be loaded', async () => {
    mockLoadPagefind.mockRejectedValue(
      new TypeError('Failed to fetch dynamically imported module'),
    );
    const user = userEvent.setup();
    renderPage();
    await user.keyboard('/');
    const search = await dialog();
    expect(await within(search).findByText(loadErrorMessage())).toBeInTheDocument();
    expect(loadErrorMessage()).toMatch(/could not load/);
  });

  it('opens one dialog however many headers the page has', async () => {
    const user = userEvent.setup();
    renderPage(
      <>
        <SiteSearch />
        <SiteSearch />
      </>,
    );
    const [first, second] = screen.getAllByRole('button', { name: 'Search posts' });
    await user.keyboard('/');
    await dialog();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    await user.keyboard('{Escape}');
    await user.click(second!);
    await dialog();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    await user.keyboard('{Escape}');
    expect(second).toHaveFocus();
    expect(first).not.toHaveFocus();
  });
});
