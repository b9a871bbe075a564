import { ThemeProvider } from '@emotion/react';
import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { Button } from '../../ui';
import { theme } from '../../ui/theme';

const renderButtons = () =>
  render(
    <ThemeProvider theme={theme}>
      <Button type="button">Solid</Button>
      <Button type="button" variant="outline">
        Outline
      </Button>
      <Button type="button" variant="ghost">
        Ghost
      </Button>
    </ThemeProvider>,
  );

describe('Button', () => {
  it('fills the solid button with the accent colour and leaves the others transparent', () => {
    renderButtons();
    expect(screen.getByRole('button', { name: 'Solid' })).toHaveStyle({
      background: theme.color.accent,
    });
    expect(screen.getByRole('button', { name: 'Outline' })).toHaveStyle({
      background: 'transparent',
    });
    expect(screen.getByRole('button', { name: 'Ghost' })).toHaveStyle({
      background: 'transparent',
      borderColor: 'transparent',
    });
  });

  it('is a real button that forwards its ref', () => {
    const ref = createRef<HTMLButtonElement>();
    render(
      <ThemeProvider theme={theme}>
        <Button ref={ref} disabled>
          Send
        </Button>
      </ThemeProvider>,
    );
    expect(ref.current).toBe(screen.getByRole('button', { name: 'Send' }));
    expect(ref.current).toBeDisabled();
  });
});
