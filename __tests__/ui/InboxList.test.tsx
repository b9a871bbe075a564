import { composeStories } from '@storybook/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { fn } from 'storybook/test';
import * as stories from '../../stories/InboxList.stories';

const {
  Messages,
  Unhandled,
  Long,
  Busy,
  ActionFailed,
  Loading,
  Empty,
  NothingToHandle,
  LoadFailed,
  MarkReadAndHandled,
} = composeStories(stories);

describe('InboxList', () => {
  it('lists messages newest first; unread and handled ones say so in words', () => {
    render(<Messages />);
    const items = screen.getAllByRole('article');
    expect(items.map((i) => within(i).getByRole('heading').textContent)).toEqual([
      'Lena FischerUnread',
      'Tom Okafor',
      'SaraHandled',
    ]);
    expect(items[0]).toHaveAttribute('data-unread', 'true');
    expect(items[1]).not.toHaveAttribute('data-unread');
    expect(items[0]).toHaveTextContent('lena@studio.example · 25 Nov 2026, 08:15 UTC');
  });

  it('keeps line breaks in a message', () => {
    render(<Messages />);
    const text = screen.getByText(/We are looking for a React developer/).textContent;
    expect(text).toContain('Hi Aarav,\n\nWe are looking');
  });

  it('links Reply to the sender by email', () => {
    render(<Messages />);
    expect(screen.getByRole('link', { name: 'Reply to Lena Fischer' })).toHaveAttribute(
      'href',
      'mailto:lena@studio.example?subject=Re%3A%20your%20message',
    );
  });

  it('marks read/unread and handled/not handled with the new state', async () => {
    const user = userEvent.setup();
    const onReadChange = fn();
    const onHandledChange = fn();
    render(<Messages onReadChange={onReadChange} onHandledChange={onHandledChange} />);
    await user.click(screen.getByRole('button', { name: 'Mark unread (message from Tom Okafor)' }));
    expect(onReadChange).toHaveBeenCalledWith({ id: 'i2', read: false });
    await user.click(screen.getByRole('button', { name: 'Mark not handled (message from Sara)' }));
    expect(onHandledChange).toHaveBeenCalledWith({ id: 'i3', handled: false });
    await user.click(
      screen.getByRole('button', { name: 'Mark handled (message from Tom Okafor)' }),
    );
    expect(onHandledChange).toHaveBeenLastCalledWith({ id: 'i2', handled: true });
  });

  it('filters to unhandled messages', async () => {
    const user = userEvent.setup();
    const onFilterChange = fn();
    render(<Unhandled onFilterChange={onFilterChange} />);
    const group = screen.getByRole('group', { name: 'Show messages' });
    expect(within(group).getByRole('button', { name: 'Unhandled' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getAllByRole('article')).toHaveLength(2);
    await user.click(within(group).getByRole('button', { name: 'All' }));
    expect(onFilterChange).toHaveBeenCalledWith({ filter: 'all' });
  });

  it('disables the buttons of a busy message only', () => {
    render(<Busy />);
    const busy = screen.getByRole('article', { name: /Lena Fischer/ });
    for (const button of within(busy).getAllByRole('button')) expect(button).toBeDisabled();
    const other = screen.getByRole('article', { name: /Tom Okafor/ });
    for (const button of within(other).getAllByRole('button')) expect(button).toBeEnabled();
  });

  it('shows a long message whole', () => {
    render(<Long />);
    expect(screen.getByText(/Supercalifragilisticexpialidocious/)).toBeInTheDocument();
  });

  it('has loading, empty, nothing-to-handle, failed and action-failed states', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Loading />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading messages...');
    unmount();
    render(<Empty />);
    expect(screen.getByText('No messages yet.')).toBeInTheDocument();
    render(<NothingToHandle />);
    expect(screen.getByText('Nothing left to handle.')).toBeInTheDocument();
    const onRetry = fn();
    const view = render(<LoadFailed onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('The inbox could not be loaded.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    view.unmount();
    render(<ActionFailed />);
    expect(screen.getByRole('alert')).toHaveTextContent('The message could not be marked');
  });

  it('passes its play function', async () => {
    await MarkReadAndHandled.run();
    expect(screen.getAllByRole('article')).toHaveLength(1);
  });

  it('has no axe violations', async () => {
    const { container } = render(<Messages />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
