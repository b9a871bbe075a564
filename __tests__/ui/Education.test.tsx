import { composeStories } from '@storybook/react';
import { render, screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import * as stories from '../../stories/Education.stories';

const { Default, Several, DegreeOnly } = composeStories(stories);

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

  it('lists several entries, newest first, each with its own details', () => {
    render(<Several />);
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'B.Tech in Information Technology',
      'Higher Secondary Certificate, Science',
    ]);
    expect(within(items[1]!).queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows an entry with only a degree without empty lines or a map link', () => {
    const { container } = render(<DegreeOnly />);
    expect(screen.getByRole('heading', { name: 'B.Sc. in Computer Science' })).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    // eslint-disable-next-line testing-library/no-container, testing-library/no-node-access
    expect(container.querySelectorAll('p')).toHaveLength(0);
  });

  it('has no axe violations', async () => {
    const { container } = render(<Default />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
