import { composeStories } from '@storybook/react';
import { render, screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import * as stories from '../../stories/Hero.stories';

const { Default, Links } = composeStories(stories);

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

  it('has no axe violations', async () => {
    const { container } = render(<Default />);
    expect(await axe(container)).toHaveNoViolations();
  });
});

describe('Hero stories', () => {
  it('passes the Links play function', async () => {
    await Links.run();
    expect(screen.getByRole('link', { name: 'Hire Me' })).toBeInTheDocument();
  });
});
