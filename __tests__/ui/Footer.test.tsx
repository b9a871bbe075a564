import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import * as stories from '../../stories/Footer.stories';

const { Default } = composeStories(stories);

describe('Footer', () => {
  it('shows the copyright line and the profile links', () => {
    render(<Default />);
    expect(screen.getByRole('contentinfo')).toHaveTextContent('© 2025 Aarav Mehta');
    expect(screen.getByRole('link', { name: 'Email' })).toHaveAttribute(
      'href',
      'mailto:hello@aaravmehta.dev',
    );
    expect(screen.getByRole('link', { name: 'GitHub' })).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = render(<Default />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
