import { composeStories } from '@storybook/react';
import { render, screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import * as stories from '../../stories/LatestBlogs.stories';

const { Many, Empty } = composeStories(stories);

describe('LatestBlogs', () => {
  it('shows at most six posts linking to /blog/{slug}, then Read More to /blog', () => {
    render(<Many />);
    const cards = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(cards).toHaveLength(6);
    expect(
      screen.getByRole('link', { name: 'Cleaning up effects in React without the guesswork' }),
    ).toHaveAttribute('href', '/blog/react-useeffect-cleanup');
    expect(screen.queryByText(/Tailwind vs CSS-in-JS/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Read More blog articles' })).toHaveAttribute(
      'href',
      '/blog',
    );
  });

  it('says so when there are no posts, still linking to the blog', () => {
    render(<Empty />);
    expect(screen.getByText('No posts yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Read More blog articles' })).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = render(<Many />);
    expect(await axe(container)).toHaveNoViolations();
  });
});

describe('LatestBlogs stories', () => {
  it('passes the Many play function', async () => {
    await Many.run();
    expect(screen.getAllByRole('link', { name: 'Read More blog articles' }).length).toBeGreaterThan(
      0,
    );
  });
});
