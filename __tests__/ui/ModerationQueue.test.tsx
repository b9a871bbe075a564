import { composeStories } from '@storybook/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { fn } from 'storybook/test';
import * as stories from '../../stories/ModerationQueue.stories';

const {
  Queue,
  HiddenOnly,
  OnePost,
  ConfirmingDelete,
  Busy,
  ActionFailed,
  HasMore,
  LoadingMore,
  Loading,
  Empty,
  EmptyHidden,
  LoadFailed,
  HideAndShow,
  DeleteAfterConfirming,
  Filter,
  Waiting,
  WaitingOnly,
  EmptyWaiting,
  SettingFailed,
  ApproveAndSwitch,
} = composeStories(stories);

describe('ModerationQueue', () => {
  it('lists comments newest first with author, post link, time and text', () => {
    render(<Queue />);
    const items = screen.getAllByRole('article');
    expect(items.map((i) => within(i).getByRole('heading').textContent)).toEqual([
      'cheap_watches_4uon Cleaning up after useEffectHidden',
      'priya_devon Container queries in practice',
      'rahul.kon Cleaning up after useEffect',
    ]);
    const second = items[1]!;
    expect(
      within(second).getByRole('link', { name: 'Container queries in practice' }),
    ).toHaveAttribute('href', '/blog/css-container-queries');
    expect(within(second).getByText('24 Nov 2026, 18:05 UTC')).toHaveAttribute(
      'datetime',
      '2026-11-24T18:05:00Z',
    );
    // Line breaks are kept (white-space: pre-wrap), as text.
    expect(within(items[2]!).getByText(/useLayoutEffect cleanups/).textContent).toContain(
      'cleanups?\nAnd on refs',
    );
  });

  it('labels a hidden comment in words and offers Show, a visible one Hide', () => {
    render(<Queue />);
    const [hidden, visible] = screen.getAllByRole('article');
    expect(hidden).toHaveTextContent('Hidden');
    expect(hidden).toHaveTextContent('visitors do not see it');
    expect(
      within(hidden!).getByRole('button', { name: /^Show comment by cheap_watches_4u/ }),
    ).toBeEnabled();
    expect(within(hidden!).queryByRole('button', { name: /^Hide/ })).toBeNull();
    expect(visible).not.toHaveTextContent('Hidden');
    expect(
      within(visible!).getByRole('button', { name: /^Hide comment by priya_dev/ }),
    ).toBeEnabled();
  });

  it('calls onHide, onShow and onDelete with the comment id', async () => {
    const user = userEvent.setup();
    const onHide = fn();
    const onShow = fn();
    const onDelete = fn();
    render(<Queue onHide={onHide} onShow={onShow} onDelete={onDelete} />);
    await user.click(screen.getByRole('button', { name: /^Hide comment by rahul\.k/ }));
    expect(onHide).toHaveBeenCalledWith({ id: 'm3' });
    await user.click(screen.getByRole('button', { name: /^Show comment by cheap_watches_4u/ }));
    expect(onShow).toHaveBeenCalledWith({ id: 'm1' });
    await user.click(screen.getByRole('button', { name: /^Delete comment by priya_dev/ }));
    expect(onDelete).toHaveBeenCalledWith({ id: 'm2' });
  });

  it('asks before deleting, inside the comment', async () => {
    const user = userEvent.setup();
    const onConfirmDelete = fn();
    const onCancelDelete = fn();
    render(<ConfirmingDelete onConfirmDelete={onConfirmDelete} onCancelDelete={onCancelDelete} />);
    const item = screen.getByRole('article', { name: /priya_dev/ });
    expect(item).toHaveTextContent('Delete this comment for good? This cannot be undone.');
    expect(within(item).queryByRole('button', { name: /^Hide/ })).toBeNull();
    await user.click(within(item).getByRole('button', { name: 'Delete for good' }));
    expect(onConfirmDelete).toHaveBeenCalledWith({ id: 'm2' });
    expect(screen.queryByText(/for good\?/)).toBeNull();
    expect(onCancelDelete).not.toHaveBeenCalled();
  });

  it('disables the buttons of a busy comment only', () => {
    render(<Busy />);
    const busy = screen.getByRole('article', { name: /priya_dev/ });
    for (const button of within(busy).getAllByRole('button', { name: /comment by/ }))
      expect(button).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    const other = screen.getByRole('article', { name: /rahul\.k/ });
    expect(within(other).getByRole('button', { name: /^Hide/ })).toBeEnabled();
  });

  it('filters by status (one pressed) and by post, with a clear button', async () => {
    const user = userEvent.setup();
    const onStatusChange = fn();
    render(<HiddenOnly onStatusChange={onStatusChange} />);
    const group = screen.getByRole('group', { name: 'Show comments' });
    expect(within(group).getByRole('button', { name: 'Hidden' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getAllByRole('article')).toHaveLength(1);
    await user.click(within(group).getByRole('button', { name: 'Visible' }));
    expect(onStatusChange).toHaveBeenCalledWith({ status: 'visible' });
  });

  it('shows the post filter as a chip that clears it', async () => {
    const user = userEvent.setup();
    const onPostClear = fn();
    render(<OnePost onPostClear={onPostClear} />);
    expect(screen.getByText('On: Cleaning up after useEffect')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /^Only this post/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Show every post' }));
    expect(onPostClear).toHaveBeenCalledTimes(1);
  });

  it('shows a failed action in an alert', () => {
    render(<ActionFailed />);
    expect(screen.getByRole('alert')).toHaveTextContent('The comment could not be hidden');
  });

  it('offers Load more, and says Loading... while it loads', async () => {
    const user = userEvent.setup();
    const onLoadMore = fn();
    render(<HasMore onLoadMore={onLoadMore} />);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    render(<LoadingMore />);
    expect(screen.getByRole('button', { name: 'Loading...' })).toBeDisabled();
    render(<Queue />);
    expect(screen.getAllByRole('button', { name: 'Load more' })).toHaveLength(1);
  });

  it('has loading, empty and failed states', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Loading />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading comments...');
    expect(screen.queryByRole('article')).toBeNull();
    unmount();
    render(<Empty />);
    expect(screen.getByText('No comments yet.')).toBeInTheDocument();
    render(<EmptyHidden />);
    expect(screen.getByText('No hidden comments.')).toBeInTheDocument();
    const onRetry = fn();
    render(<LoadFailed onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The comments could not be loaded. The server answered 500.',
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['HideAndShow', HideAndShow],
    ['DeleteAfterConfirming', DeleteAfterConfirming],
    ['Filter', Filter],
  ])('passes the %s play function', async (_name, Story) => {
    await Story.run();
    expect(screen.getAllByRole('article').length).toBeGreaterThan(0);
  });

  it('has no axe violations, confirming a delete too', async () => {
    const { container } = render(<ConfirmingDelete />);
    expect(await axe(container)).toHaveNoViolations();
  });
});

describe('ModerationQueue: comments waiting for approval', () => {
  // A story's `run()` above mounts outside Testing Library's cleanup: start from an empty page.
  beforeEach(() => {
    document.body.innerHTML = '';
  });

  it('labels a waiting comment and offers Approve and Delete, not Hide', () => {
    render(<Waiting />);
    const item = screen.getByRole('article', { name: /new_reader/ });
    expect(within(item).getByText('Waiting')).toBeInTheDocument();
    expect(within(item).getByText(/waiting for your approval/)).toBeInTheDocument();
    expect(
      within(item).getByRole('button', { name: /^Approve comment by new_reader/ }),
    ).toBeEnabled();
    expect(
      within(item).getByRole('button', { name: /^Delete comment by new_reader/ }),
    ).toBeEnabled();
    expect(within(item).queryByRole('button', { name: /^Hide/ })).toBeNull();
  });

  it('calls onApprove with the id', async () => {
    const user = userEvent.setup();
    const onApprove = fn();
    render(<Waiting onApprove={onApprove} />);
    await user.click(screen.getByRole('button', { name: /^Approve comment by new_reader/ }));
    expect(onApprove).toHaveBeenCalledWith({ id: 'm0' });
  });

  it('shows the hold checkbox as the page says, and reports a change', async () => {
    const user = userEvent.setup();
    const onHoldFirstCommentsChange = fn();
    render(<Waiting onHoldFirstCommentsChange={onHoldFirstCommentsChange} />);
    const box = screen.getByRole('checkbox', {
      name: "Hold a new account's first comment until I approve it",
    });
    expect(box).toBeChecked();
    expect(box).toHaveAccessibleDescription(
      "Visitors see it once you approve it; after that, the account's comments appear at once.",
    );
    await user.click(box);
    expect(onHoldFirstCommentsChange).toHaveBeenCalledWith({ value: false });
  });

  it('has no checkbox without onHoldFirstCommentsChange, and says why saving failed', () => {
    render(<Queue />);
    expect(screen.queryByRole('checkbox')).toBeNull();
    render(<SettingFailed />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The setting was not saved: the server could not be reached.',
    );
    expect(screen.getByRole('checkbox')).not.toBeChecked();
  });

  it('filters to the waiting ones, and says when none wait', () => {
    render(<WaitingOnly />);
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Waiting', pressed: true })).toBeInTheDocument();
    render(<EmptyWaiting />);
    expect(screen.getByText('No comments waiting for approval.')).toBeInTheDocument();
  });

  it('runs its story interaction', async () => {
    await ApproveAndSwitch.run();
  });

  it('has no axe violations with the checkbox and a waiting comment', async () => {
    const { container } = render(<Waiting />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
