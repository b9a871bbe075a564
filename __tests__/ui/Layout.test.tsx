import { ThemeProvider } from '@emotion/react';
import { render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Grid, Stack } from '../../ui';
import { theme } from '../../ui/theme';

const renderThemed = (ui: ReactElement) =>
  render(<ThemeProvider theme={theme}>{ui}</ThemeProvider>);

describe('Stack', () => {
  it('stacks its children in a column with the default gap', () => {
    renderThemed(
      <Stack aria-label="Fields" role="group">
        <span>Name</span>
        <span>Email</span>
      </Stack>,
    );
    const stack = screen.getByRole('group', { name: 'Fields' });
    expect(stack).toHaveStyle({ display: 'flex', flexDirection: 'column', gap: theme.space[4] });
    expect(
      within(stack)
        .getAllByText(/Name|Email/)
        .map((el) => el.textContent),
    ).toEqual(['Name', 'Email']);
  });

  it('lays a row out with the gap, alignment and wrapping it is given', () => {
    renderThemed(
      <Stack role="toolbar" direction="horizontal" gap={2} align="center" justify="between" wrap>
        <button type="button">Save</button>
        <button type="button">Cancel</button>
      </Stack>,
    );
    expect(screen.getByRole('toolbar')).toHaveStyle({
      flexDirection: 'row',
      gap: theme.space[2],
      alignItems: 'center',
      justifyContent: 'space-between',
      flexWrap: 'wrap',
    });
  });

  it('renders as a list without bullets and keeps its own props off the DOM', () => {
    renderThemed(
      <Stack as="ul" gap={3} aria-label="Links">
        <li>GitHub</li>
        <li>LinkedIn</li>
      </Stack>,
    );
    const list = screen.getByRole('list', { name: 'Links' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(list).toHaveStyle({ listStyle: 'none', padding: '0px' });
    expect(list).not.toHaveAttribute('gap');
    expect(list).not.toHaveAttribute('wrap');
  });
});

describe('Grid', () => {
  it('lays cards out in the given number of equal columns', () => {
    renderThemed(
      <Grid as="ul" columns={3} aria-label="Cards">
        <li>One</li>
        <li>Two</li>
        <li>Three</li>
      </Grid>,
    );
    const grid = screen.getByRole('list', { name: 'Cards' });
    expect(grid).toHaveStyle({
      display: 'grid',
      gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
      gap: theme.space[5],
    });
    expect(within(grid).getAllByRole('listitem')).toHaveLength(3);
  });

  it('starts from the base count when columns change with the screen width', () => {
    renderThemed(
      <Grid columns={{ base: 1, md: 2, lg: 3 }} gap={6} data-testid="grid">
        <div>One</div>
      </Grid>,
    );
    // jsdom applies no media queries: what a phone sees is the base count.
    expect(screen.getByTestId('grid')).toHaveStyle({
      gridTemplateColumns: 'repeat(1, minmax(0, 1fr))',
      gap: theme.space[6],
    });
  });

  it('fits as many columns as the minimum item width allows', () => {
    renderThemed(
      <Grid minItemWidth="12rem" data-testid="grid">
        <div>One</div>
      </Grid>,
    );
    expect(screen.getByTestId('grid')).toHaveStyle({
      gridTemplateColumns: 'repeat(auto-fill, minmax(min(12rem, 100%), 1fr))',
    });
    expect(screen.getByTestId('grid')).not.toHaveAttribute('minItemWidth');
  });
});
