import { ThemeProvider } from '@emotion/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MouseEvent } from 'react';
import { fn } from 'storybook/test';
import {
  AuthForm,
  emptyAuthValues,
  Link,
  LinkProvider,
  PostNav,
  TopBar,
  type LinkComponent,
} from '../../ui';
import { theme } from '../../ui/theme';

/** Stands in for a router's link: an <a> that marks itself, so a test can tell who drew it. */
const RouterLink: LinkComponent = ({ to, children, ...rest }) => (
  <a href={to} data-router="yes" {...rest}>
    {children}
  </a>
);

const drawnByRouter = (link: HTMLElement) => link.getAttribute('data-router') === 'yes';

describe('Link', () => {
  it('hands a route to the provided router link, with the same address and props', async () => {
    const user = userEvent.setup();
    // jsdom cannot navigate; the handler stops it, as a router's own click handler would.
    const onClick = fn((event: MouseEvent<HTMLAnchorElement>) => event.preventDefault());
    render(
      <LinkProvider component={RouterLink}>
        <Link href="/blog" className="more" aria-label="All posts" onClick={onClick}>
          Blogs
        </Link>
      </LinkProvider>,
    );
    const link = screen.getByRole('link', { name: 'All posts' });
    expect(link).toHaveAttribute('href', '/blog');
    expect(link).toHaveClass('more');
    expect(drawnByRouter(link)).toBe(true);
    await user.click(link);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('keeps other sites, protocol-relative URLs and in-page anchors as plain anchors', () => {
    render(
      <LinkProvider component={RouterLink}>
        <Link href="https://example.com/">Elsewhere</Link>
        <Link href="//cdn.example.com/x">Protocol-relative</Link>
        <Link href="#about">About</Link>
        <Link href="mailto:me@example.com">Mail</Link>
      </LinkProvider>,
    );
    for (const [name, href] of [
      ['Elsewhere', 'https://example.com/'],
      ['Protocol-relative', '//cdn.example.com/x'],
      ['About', '#about'],
      ['Mail', 'mailto:me@example.com'],
    ]) {
      const link = screen.getByRole('link', { name });
      expect(link).toHaveAttribute('href', href);
      expect(drawnByRouter(link)).toBe(false);
    }
  });

  it('renders a plain anchor for a route when no provider is given', () => {
    render(<Link href="/blog">Blogs</Link>);
    const link = screen.getByRole('link', { name: 'Blogs' });
    expect(link).toHaveAttribute('href', '/blog');
    expect(drawnByRouter(link)).toBe(false);
  });

  it("reaches ui components' route links without any prop", () => {
    render(
      <ThemeProvider theme={theme}>
        <LinkProvider component={RouterLink}>
          <TopBar
            brand="Aarav Mehta"
            colorMode="light"
            onColorModeChange={fn()}
            menuOpen={false}
            onMenuOpenChange={fn()}
          />
          <PostNav next={{ title: 'Newer', href: '/blog/newer' }} />
          <AuthForm mode="login" values={emptyAuthValues} onValuesChange={fn()} onSubmit={fn()} />
        </LinkProvider>
      </ThemeProvider>,
    );
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(drawnByRouter(within(nav).getByRole('link', { name: 'Blogs' }))).toBe(true);
    expect(drawnByRouter(within(nav).getByRole('link', { name: 'About' }))).toBe(false);
    const brand = screen.getByRole('link', { name: 'Aarav Mehta' });
    expect(brand).toHaveAttribute('href', '/');
    expect(drawnByRouter(brand)).toBe(true);
    const next = screen.getByRole('link', { name: /Next post/ });
    expect(next).toHaveAttribute('href', '/blog/newer');
    expect(drawnByRouter(next)).toBe(true);
    const signup = screen.getByRole('link', { name: /have an account/ });
    expect(signup).toHaveAttribute('href', '/signup');
    expect(drawnByRouter(signup)).toBe(true);
  });
});
