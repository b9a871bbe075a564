import { ThemeProvider } from '@emotion/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { Button, CloseIcon, IconButton } from '../../ui';
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

  // The Focused stories show the ring with the pseudo-states addon; reaching it is tested here.
  it('is reached with Tab, IconButton too, and a disabled button is skipped', async () => {
    const user = userEvent.setup();
    render(
      <ThemeProvider theme={theme}>
        <Button type="button">Send message</Button>
        <Button type="button" disabled>
          Unavailable
        </Button>
        <IconButton type="button" aria-label="Close">
          <CloseIcon />
        </IconButton>
      </ThemeProvider>,
    );
    await user.tab();
    expect(screen.getByRole('button', { name: 'Send message' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  });
});
