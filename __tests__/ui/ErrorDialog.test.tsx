import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { fn } from 'storybook/test';
import * as stories from '../../stories/ErrorDialog.stories';
import { ErrorDialog } from '../../ui';

const { Open, CloseWithButton } = composeStories(stories);

describe('ErrorDialog', () => {
  it("is titled 'Error' and shows the server's message with one Close button", () => {
    render(<Open />);
    const dialog = screen.getByRole('alertdialog', { name: 'Error' });
    expect(dialog).toHaveTextContent('Invalid email or password');
    expect(screen.getAllByRole('button', { name: 'Close' })).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('closes with the button, Escape, or a backdrop click', async () => {
    const user = userEvent.setup();
    const onClose = fn();
    render(<Open onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('renders nothing without a message', () => {
    render(<ErrorDialog message={null} onClose={fn()} />);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = render(<Open />);
    expect(await axe(container)).toHaveNoViolations();
  });
});

describe('ErrorDialog stories', () => {
  it('passes the CloseWithButton play function', async () => {
    await CloseWithButton.run();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
