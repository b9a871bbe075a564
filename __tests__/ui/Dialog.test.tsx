import { ThemeProvider } from '@emotion/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import type { ReactNode } from 'react';
import { fn } from 'storybook/test';
import { Dialog, NO_CONTENT, theme } from '../../ui';

const withTheme = {
  wrapper: ({ children }: { children: ReactNode }) => (
    <ThemeProvider theme={theme}>{children}</ThemeProvider>
  ),
};

describe('Dialog', () => {
  it("says 'No content to display' when opened with nothing to show", async () => {
    const user = userEvent.setup();
    const onClose = fn();
    render(<Dialog open onClose={onClose} label="Project" />, withTheme);
    const dialog = screen.getByRole('dialog', { name: 'Project' });
    expect(dialog).toHaveTextContent('No content to display');
    expect(NO_CONTENT).toBe('No content to display');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['null', null],
    ['false', false],
    ['an empty string', ''],
    ['an empty list', []],
  ])('treats %s as no content', (_name, children) => {
    render(
      <Dialog open onClose={fn()} title="Resume">
        {children}
      </Dialog>,
      withTheme,
    );
    expect(screen.getByRole('dialog', { name: 'Resume' })).toHaveTextContent(NO_CONTENT);
  });

  it('shows its content, and no placeholder, when it has some', () => {
    render(
      <Dialog open onClose={fn()} title="Resume">
        <p>The document</p>
        {false}
      </Dialog>,
      withTheme,
    );
    expect(screen.getByText('The document')).toBeInTheDocument();
    expect(screen.queryByText(NO_CONTENT)).not.toBeInTheDocument();
  });

  it('renders nothing while closed', () => {
    render(<Dialog open={false} onClose={fn()} label="Project" />, withTheme);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByText(NO_CONTENT)).not.toBeInTheDocument();
  });

  it('has no axe violations when empty', async () => {
    const { baseElement } = render(<Dialog open onClose={fn()} label="Project" />, withTheme);
    expect(await axe(baseElement)).toHaveNoViolations();
  });
});
