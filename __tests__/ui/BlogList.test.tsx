import { composeStories } from '@storybook/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { fn } from 'storybook/test';
import * as bannerStories from '../../stories/BlogBanner.stories';
import * as filterStories from '../../stories/CategoryFilter.stories';
import * as headerStories from '../../stories/BlogHeader.stories';
import * as loaderStories from '../../stories/Loader.stories';
import * as cardStories from '../../stories/PostCard.stories';
import * as gridStories from '../../stories/PostGrid.stories';

const { LoggedOut, LoggedIn, WithSearch } = composeStories(headerStories);
const { AllSelected, CategorySelected, ChooseCategory } = composeStories(filterStories);
const { Default: Banner } = composeStories(bannerStories);
const { Default: Card, NoImage, LongTitle } = composeStories(cardStories);
const { Many, Loading, Empty } = composeStories(gridStories);
const { Default: LoaderDefault } = composeStories(loaderStories);

describe('BlogHeader', () => {
  it('links to Portfolio and Blogs and offers Login when logged out', () => {
    render(<LoggedOut />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Portfolio', 'Blogs']);
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  });

  it('shows the user menu instead of Login when logged in', () => {
    render(<LoggedIn />);
    expect(screen.queryByRole('link', { name: 'Login' })).toBeNull();
    expect(screen.getByRole('button', { name: /priya_dev/ })).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = render(<LoggedOut />);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('puts the search button after Login, outside the menu, when given one', () => {
    render(<WithSearch />);
    const search = screen.getByRole('button', { name: 'Search posts' });
    expect(screen.getByRole('navigation', { name: 'Main' })).not.toContainElement(search);
    const login = screen.getByRole('link', { name: 'Login' });
    const toggle = screen.getByRole('button', { name: 'Switch to dark mode' });
    expect(login.compareDocumentPosition(search)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(search.compareDocumentPosition(toggle)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });
});

describe('CategoryFilter', () => {
  it("starts at 'All' followed by every category", () => {
    render(<AllSelected />);
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual([
      'All',
      'Career',
      'Databases',
      'DevOps',
      'Node.js',
      'React',
    ]);
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('reports the chosen category and presses it', async () => {
    const user = userEvent.setup();
    const onChange = fn();
    render(<CategorySelected onChange={onChange} />);
    expect(screen.getByRole('button', { name: 'React' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'All' }));
    expect(onChange).toHaveBeenCalledWith({ value: 'all' });
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('falls back to All for an unknown value', () => {
    render(<AllSelected value="cooking" />);
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('has no axe violations', async () => {
    const { container } = render(<AllSelected />);
    expect(await axe(container)).toHaveNoViolations();
  });
});

describe('BlogBanner', () => {
  it("shows 'Coding Blogs' as the page heading", () => {
    render(<Banner />);
    expect(screen.getByRole('heading', { level: 1, name: 'Coding Blogs' })).toBeInTheDocument();
  });
});

describe('PostCard', () => {
  it('shows image, long British date, chips, title and the article link', () => {
    render(<Card />);
    expect(
      screen.getByRole('img', { name: 'Code brackets on a blue gradient' }),
    ).toBeInTheDocument();
    expect(screen.getByText('12 May 2025')).toHaveAttribute('datetime', '2025-05-12T07:15:00Z');
    const chips = screen.getByRole('list', { name: 'Categories' });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((c) => c.textContent),
    ).toEqual(['DevOps', 'Node.js']);
    expect(
      screen.getByRole('heading', { level: 2, name: 'Dockerizing a Node.js App the Boring Way' }),
    ).toBeInTheDocument();
    const link = screen.getByRole('link', { name: /^Read Full Article/ });
    expect(link).toHaveAttribute('href', '/blog/dockerizing-node-apps');
    expect(link).toHaveTextContent('Read Full Article');
  });

  it('renders without an image', () => {
    render(<NoImage />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByRole('link', { name: /Read Full Article/ })).toBeInTheDocument();
  });

  it('keeps a long title and five chips', () => {
    render(<LongTitle />);
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
  });

  it('uses the image slot when given', () => {
    const renderImage = jest.fn(() => <span data-testid="slot" />);
    render(<Card renderImage={renderImage} />);
    expect(screen.getByTestId('slot')).toBeInTheDocument();
    expect(renderImage).toHaveBeenCalledWith(expect.objectContaining({ loading: 'eager' }));
  });
});

describe('PostGrid', () => {
  it('lists every post as a card', () => {
    render(<Many />);
    expect(screen.getAllByRole('article')).toHaveLength(8);
    // The first images load at once; the rest lazily.
    expect(screen.getAllByRole('img')[0]).toHaveAttribute('loading', 'eager');
  });

  it('shows the loader while loading', () => {
    render(<LoaderDefault />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    render(<Loading />);
    expect(screen.getAllByText('Loading...')).toHaveLength(2);
    expect(screen.queryAllByRole('article')).toHaveLength(0);
  });

  it('says so when there are no posts', () => {
    render(<Empty />);
    expect(screen.getByText('No posts in this category yet.')).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = render(<Many />);
    expect(await axe(container)).toHaveNoViolations();
  });
});

describe('Blog list stories', () => {
  it('passes the ChooseCategory play function', async () => {
    await ChooseCategory.run();
    expect(screen.getByRole('button', { name: 'Databases' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});
