import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import * as stories from '../../stories/ScrollProgress.stories';

const { Partway, Complete } = composeStories(stories);

describe('ScrollProgress', () => {
  it('reports how far the page is scrolled', () => {
    render(<Partway />);
    expect(screen.getByRole('progressbar', { name: 'Scroll progress' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
  });

  it('clamps values outside 0..1', () => {
    render(<Complete value={3} />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  });
});
