import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import * as stories from '../../stories/Education.stories';

const { Default } = composeStories(stories);

describe('Education', () => {
  it('shows the degree, the institute in Indore, the years and a map link', () => {
    render(<Default />);
    expect(screen.getByRole('heading', { name: 'Education' })).toBeInTheDocument();
    expect(screen.getByText(/Information Technology/)).toBeInTheDocument();
    expect(screen.getByText(/Indore, India · 2021 - 2025/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View on map' })).toHaveAttribute(
      'href',
      expect.stringContaining('openstreetmap.org'),
    );
  });

  it('shows the pixel-art scene with its size reserved', () => {
    render(<Default />);
    const scene = screen.getByRole('img', { name: /Pixel-art seaside/ });
    expect(scene).toHaveAttribute('width', '480');
    expect(scene).toHaveAttribute('height', '320');
    expect(scene).toHaveAttribute('loading', 'lazy');
  });

  it('has no axe violations', async () => {
    const { container } = render(<Default />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
