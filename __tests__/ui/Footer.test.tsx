import { ThemeProvider } from '@emotion/react';
import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import * as stories from '../../stories/Footer.stories';
import { Footer, theme } from '../../ui';

const { Default, WithFeed } = composeStories(stories);

/** Renders a component as the stories do (Storybook merges object args, so no story override). */
const themed = {
  wrapper: ({ children }: { children: React.ReactNode }) => (
    <ThemeProvider theme={theme}>{children}</ThemeProvider>
  ),
};

describe('Footer', () => {
  it('shows the copyright line and the profile links', () => {
    render(<Default />);
    expect(screen.getByRole('contentinfo')).toHaveTextContent('© 2025 Aarav Mehta');
    expect(screen.getByRole('link', { name: 'Write to hello@aaravmehta.dev' })).toHaveAttribute(
      'href',
      'mailto:hello@aaravmehta.dev',
    );
    expect(screen.getByRole('link', { name: 'GitHub' })).toBeInTheDocument();
  });

  it('links the RSS feed when given one, and only then', () => {
    const { unmount } = render(<Default />);
    expect(screen.queryByRole('link', { name: 'RSS feed' })).not.toBeInTheDocument();
    unmount();
    render(<WithFeed />);
    expect(screen.getByRole('link', { name: 'RSS feed' })).toHaveAttribute('href', '/rss.xml');
  });

  it('links only the address and profiles content gives', () => {
    render(
      <Footer
        ownerName="Ada"
        year={2025}
        social={{ linkedin: 'https://www.linkedin.com/in/ada' }}
      />,
      themed,
    );
    expect(screen.queryByRole('link', { name: /^Write to/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'GitHub' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'LinkedIn' })).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = render(<WithFeed />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
