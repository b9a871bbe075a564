import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import * as stories from '../../stories/Testimonials.stories';

const { Default } = composeStories(stories);

describe('Testimonials', () => {
  it('shows What Others Say with two quotes, each with a Read full review link', () => {
    render(<Default />);
    expect(screen.getByRole('heading', { name: 'What Others Say' })).toBeInTheDocument();
    const links = screen.getAllByRole('link', { name: 'Read full review' });
    expect(links).toHaveLength(2);
    expect(links[0]).toHaveAttribute('href', expect.stringMatching(/^https:\/\//));
    expect(screen.getAllByText(/creator of Saffron Linux/)).toHaveLength(2);
  });

  it("shows a quote without a link without 'Read full review'", () => {
    render(<Default items={[{ text: 'Lovely work.', reviewer: 'Jo' }]} />);
    expect(screen.getByText('“Lovely work.”')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Read full review' })).not.toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = render(<Default />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
