import { ThemeProvider } from '@emotion/react';
import { composeStories } from '@storybook/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { fn } from 'storybook/test';
import * as stories from '../../stories/TopBar.stories';
import { DARK_CLASS, TopBar } from '../../ui';
import { theme } from '../../ui/theme';

const { Default, MobileMenuOpen, MobileMenuEscape, SkipLinkFocused, ToggleTheme, WithSearch } =
  composeStories(stories);

describe('TopBar', () => {
  it('shows the five links in the spec order', () => {
    render(<Default />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const names = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names).toEqual(['Home', 'About', 'Projects', 'Blogs', 'Contact me']);
    expect(within(nav).getByRole('link', { name: 'Blogs' })).toHaveAttribute('href', '/blog');
    expect(within(nav).getByRole('link', { name: 'About' })).toHaveAttribute('href', '#about');
  });

  it('offers to switch to the other mode', async () => {
    const user = userEvent.setup();
    const onColorModeChange = fn();
    render(
      <ThemeProvider theme={theme}>
        <TopBar
          brand="Aarav Mehta"
          colorMode="dark"
          menuOpen={false}
          onMenuOpenChange={fn()}
          onColorModeChange={onColorModeChange}
        />
      </ThemeProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Switch to light mode' }));
    expect(onColorModeChange).toHaveBeenCalledWith({ colorMode: 'light' });
  });

  it('opens the mobile menu and closes it when a link is chosen', async () => {
    const user = userEvent.setup();
    const onMenuOpenChange = fn();
    render(<Default onMenuOpenChange={onMenuOpenChange} />);
    const button = screen.getByRole('button', { name: 'Open menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(onMenuOpenChange).toHaveBeenLastCalledWith({ open: true });
    expect(screen.getByRole('navigation', { name: 'Main' })).toHaveAttribute('data-open', 'true');
    await user.click(screen.getByRole('link', { name: 'About' }));
    expect(onMenuOpenChange).toHaveBeenLastCalledWith({ open: false });
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it("makes 'Skip to content' the first Tab stop, pointing at the page's <main>", async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Default />);
    await user.tab();
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main');
    unmount();
    render(<Default mainId="home" />);
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#home');
  });

  it('closes the open mobile menu on Escape and returns focus to the menu button', async () => {
    const user = userEvent.setup();
    const onMenuOpenChange = fn();
    render(<Default onMenuOpenChange={onMenuOpenChange} />);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    screen.getByRole('link', { name: 'Projects' }).focus();
    await user.keyboard('{Escape}');
    expect(onMenuOpenChange).toHaveBeenLastCalledWith({ open: false });
    const button = screen.getByRole('button', { name: 'Open menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('leaves focus alone when Escape closes the menu from elsewhere on the page', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Default />
        <input aria-label="Search" />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(screen.getByRole('textbox', { name: 'Search' }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveFocus();
  });

  it('ignores Escape while the menu is closed', async () => {
    const user = userEvent.setup();
    const onMenuOpenChange = fn();
    render(<Default onMenuOpenChange={onMenuOpenChange} />);
    await user.keyboard('{Escape}');
    expect(onMenuOpenChange).not.toHaveBeenCalled();
  });

  it('shows the search control in the bar, before the toggle and outside the menu', async () => {
    const user = userEvent.setup();
    render(<WithSearch />);
    const search = screen.getByRole('button', { name: 'Search posts' });
    expect(screen.getByRole('navigation', { name: 'Main' })).not.toContainElement(search);
    const toggle = screen.getByRole('button', { name: 'Switch to dark mode' });
    expect(search.compareDocumentPosition(toggle)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    // Still there, and still outside the menu, with the mobile menu open.
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(screen.getByRole('navigation', { name: 'Main' })).not.toContainElement(search);
    expect(search).toBeInTheDocument();
  });

  it('has no search control unless given one', () => {
    render(<Default />);
    expect(screen.queryByRole('button', { name: 'Search posts' })).toBeNull();
  });

  it('has no axe violations', async () => {
    const { container } = render(<Default />);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('has no axe violations with the search control', async () => {
    const { container } = render(<WithSearch />);
    expect(await axe(container)).toHaveNoViolations();
  });
});

// Play functions mount their story outside Testing Library's container, so they run last.
describe('TopBar stories', () => {
  it.each([
    ['MobileMenuOpen', MobileMenuOpen],
    ['MobileMenuEscape', MobileMenuEscape],
    ['SkipLinkFocused', SkipLinkFocused],
    ['ToggleTheme', ToggleTheme],
  ])('passes the %s play function', async (_name, Story) => {
    await Story.run();
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });

  // The visual test opens stories with ?globals=colorMode:dark; page and toggle must follow it.
  it('follows the colorMode global: dark page, toggle offers light', async () => {
    await Default.run({ globals: { colorMode: 'dark' } });
    expect(document.documentElement).toHaveClass(DARK_CLASS);
    expect(screen.getByRole('button', { name: 'Switch to light mode' })).toBeInTheDocument();
  });
});
