import { ThemeProvider } from '@emotion/react';
import { composeStories } from '@storybook/react';
import { render, screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import * as stories from '../../stories/Hero.stories';
import { Hero, theme } from '../../ui';

const { Default, Links, WithPortrait } = composeStories(stories);

/** Renders a component as the stories do (Storybook merges object args, so no story override). */
const themed = {
  wrapper: ({ children }: { children: React.ReactNode }) => (
    <ThemeProvider theme={theme}>{children}</ThemeProvider>
  ),
};

const base = {
  greeting: 'Hi, I am Ada',
  headline: 'Engines.',
  bannerTop: ['Maths'],
  bannerBottom: ['Engines'],
};

describe('Hero', () => {
  it('shows the greeting, the headline and Hire Me pointing at the contact section', () => {
    render(<Default />);
    expect(screen.getByText('Hi, I am Aarav')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/Full-stack developer/);
    expect(screen.getByRole('link', { name: 'Hire Me' })).toHaveAttribute('href', '#contact');
  });

  it('shows both banners once to assistive technology', () => {
    render(<Default />);
    // Each banner's words are doubled for the seamless loop; the copy is aria-hidden.
    expect(screen.getAllByText('React')).toHaveLength(2);
    const visible = { ignore: '[aria-hidden="true"] span' };
    expect(screen.getAllByText('React', visible)).toHaveLength(1);
    expect(screen.getAllByText('Open source', visible)).toHaveLength(1);
  });

  it('links to Instagram, LinkedIn and GitHub in a new tab', () => {
    render(<Default />);
    const nav = screen.getByRole('navigation', { name: 'Social profiles' });
    for (const link of within(nav).getAllByRole('link')) {
      expect(link).toHaveAttribute('target', '_blank');
    }
    expect(within(nav).getByRole('link', { name: 'GitHub' })).toHaveAttribute(
      'href',
      'https://github.com/aarav-mehta-dev',
    );
  });

  it('shows a decorative drawn illustration when content has no portrait', () => {
    render(<Default />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    const drawing = screen.getByTestId('hero-illustration');
    expect(drawing).toHaveAttribute('aria-hidden', 'true');
    // Coloured by the theme's variables, fetched from nowhere.
    expect(drawing).toContainHTML('var(--color-accent)');
    expect(drawing.outerHTML).not.toMatch(/<image|href=/);
  });

  it('shows the portrait from content with its alt text, in place of the drawing', () => {
    render(<WithPortrait />);
    const img = screen.getByRole('img', { name: 'Aarav Mehta in a blue shirt, smiling' });
    expect(img).toHaveAttribute('width', '480');
    expect(img).toHaveAttribute('height', '480');
    expect(screen.queryByTestId('hero-illustration')).not.toBeInTheDocument();
  });

  it('renders the portrait through renderPortrait when one is given', () => {
    render(
      <WithPortrait
        renderPortrait={(portrait, { className }) => (
          <span className={className} role="img" aria-label={`Custom: ${portrait.alt}`} />
        )}
      />,
    );
    expect(
      screen.getByRole('img', { name: 'Custom: Aarav Mehta in a blue shirt, smiling' }),
    ).toBeInTheDocument();
  });

  it('links only the profiles content gives, and leaves Hire Me out without a contact section', () => {
    render(
      <Hero {...base} social={{ github: 'https://github.com/ada' }} hireHref={null} />,
      themed,
    );
    const nav = screen.getByRole('navigation', { name: 'Social profiles' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.getAttribute('aria-label')),
    ).toEqual(['GitHub']);
    expect(screen.queryByRole('link', { name: 'Hire Me' })).not.toBeInTheDocument();
  });

  it('has no profile links and no banners when content has none', () => {
    render(<Hero {...base} social={{}} bannerTop={[]} bannerBottom={[]} />, themed);
    expect(screen.queryByRole('navigation', { name: 'Social profiles' })).not.toBeInTheDocument();
    expect(screen.queryByText('Maths')).not.toBeInTheDocument();
  });

  it('has no axe violations, with or without a portrait', async () => {
    const { container } = render(<Default />);
    expect(await axe(container)).toHaveNoViolations();
    const { container: withPortrait } = render(<WithPortrait />);
    expect(await axe(withPortrait)).toHaveNoViolations();
  });
});

describe('Hero stories', () => {
  it('passes the Links play function', async () => {
    await Links.run();
    expect(screen.getByRole('link', { name: 'Hire Me' })).toBeInTheDocument();
  });
});
