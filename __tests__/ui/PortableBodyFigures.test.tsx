import { ThemeProvider } from '@emotion/react';
import { composeStories } from '@storybook/react';
import { render, screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import * as stories from '../../stories/PortableBody.stories';
import { PortableBody, theme } from '../../ui';

const { Figures } = composeStories(stories);

const withTheme = {
  wrapper: ({ children }: { children: React.ReactNode }) => (
    <ThemeProvider theme={theme}>{children}</ThemeProvider>
  ),
};

describe('PortableBody figures', () => {
  it('draws each picture with its alt text and caption, and leaves out one without a picture', () => {
    render(<Figures />);
    const figures = screen.getAllByRole('figure');
    expect(figures).toHaveLength(2);
    expect(
      within(figures[0]!).getByRole('img', {
        name: 'A flame chart with one long task split into four short ones',
      }),
    ).toHaveAttribute('loading', 'lazy');
    expect(within(figures[0]!).getByText('Before and after: the long task is gone.')).toBeVisible();
    expect(within(figures[1]!).getByRole('img')).toHaveAttribute('width', '1200');
    expect(screen.queryByRole('img', { name: 'A picture whose file is missing' })).toBeNull();
  });

  it("draws the picture through the page's renderImage", () => {
    render(
      <PortableBody
        value={[
          {
            _type: 'figure',
            _key: 'f',
            alt: 'A graph',
            image: { alt: '', data: { id: 'built' }, width: 10, height: 5 },
          },
        ]}
        renderImage={({ image, loading }) => (
          <span data-testid="picture" data-alt={image.alt} data-loading={loading} />
        )}
      />,
      withTheme,
    );
    expect(screen.getByTestId('picture')).toHaveAttribute('data-alt', 'A graph');
    expect(screen.getByTestId('picture')).toHaveAttribute('data-loading', 'lazy');
  });

  it('has no axe violations', async () => {
    const { container } = render(<Figures />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
