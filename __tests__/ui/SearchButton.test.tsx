import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { fn } from 'storybook/test';
import * as stories from '../../stories/SearchButton.stories';

const { Default, OtherShortcut, Press } = composeStories(stories);

describe('SearchButton', () => {
  it('is a button named "Search posts" that shows "Search" and its key', () => {
    render(<Default />);
    const button = screen.getByRole('button', { name: 'Search posts' });
    expect(button).toHaveTextContent('Search');
    // The key hint is drawn by CSS from data-key (the visual baselines show it).
    // eslint-disable-next-line testing-library/no-node-access -- a hint without text or role
    expect(button.querySelector('kbd')).toHaveAttribute('data-key', '/');
    expect(button).toHaveAttribute('aria-keyshortcuts', '/');
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
  });

  it('shows and announces another shortcut when given one', () => {
    render(<OtherShortcut />);
    const button = screen.getByRole('button', { name: 'Search posts' });
    // eslint-disable-next-line testing-library/no-node-access -- a hint without text or role
    expect(button.querySelector('kbd')).toHaveAttribute('data-key', 'k');
    expect(button).toHaveAttribute('aria-keyshortcuts', 'k');
  });

  it('calls onClick when pressed with the keyboard', async () => {
    const user = userEvent.setup();
    const onClick = fn();
    render(<Default onClick={onClick} />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Search posts' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('has no axe violations', async () => {
    const { container } = render(<Default />);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('passes the Press play function', async () => {
    await Press.run();
    expect(screen.getByRole('button', { name: 'Search posts' })).toBeInTheDocument();
  });
});
