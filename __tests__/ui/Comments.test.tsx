import { composeStories } from '@storybook/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { fn } from 'storybook/test';
import * as stories from '../../stories/Comments.stories';

const { Many, OwnComment, Deleting, DeleteOwnComment, HasOlder, LoadingOlder, OlderFailed, Held } =
  composeStories(stories);

describe("Comments: deleting the reader's own comment", () => {
  it('offers Delete only on the comment the reader wrote, named by its date', () => {
    render(<OwnComment />);
    const items = screen.getAllByRole('listitem');
    expect(within(items[0]!).queryByRole('button')).toBeNull();
    expect(within(items[2]!).queryByRole('button')).toBeNull();
    expect(
      within(items[1]!).getByRole('button', {
        name: 'Delete your comment from 20 October 2025',
      }),
    ).toBeEnabled();
  });

  it('calls onDelete with the id of that comment', async () => {
    const user = userEvent.setup();
    const onDelete = fn();
    render(<OwnComment onDelete={onDelete} />);
    await user.click(screen.getByRole('button', { name: /^Delete your comment/ }));
    expect(onDelete).toHaveBeenCalledTimes(1);
    expect(onDelete).toHaveBeenCalledWith({ id: 'c2' });
  });

  it('shows no Delete button without onDelete, even on an own comment', () => {
    render(<OwnComment onDelete={undefined} />);
    expect(screen.queryByRole('button', { name: /Delete/ })).toBeNull();
    render(<Many />);
    expect(screen.queryAllByRole('button', { name: /Delete/ })).toHaveLength(0);
  });

  it('says Deleting... and is disabled while that comment is being deleted', () => {
    render(<Deleting />);
    const button = screen.getByRole('button', { name: /^Deleting your comment/ });
    expect(button).toBeDisabled();
    expect(button).toHaveTextContent('Deleting your comment from 20 October 2025...');
  });

  it('runs its story interaction', async () => {
    await DeleteOwnComment.run();
  });

  it('has no axe violations with a Delete button', async () => {
    const { container } = render(<OwnComment />);
    expect(await axe(container)).toHaveNoViolations();
  });
});

describe('Comments: a long thread and a held comment', () => {
  // A story's `run()` above mounts outside Testing Library's cleanup: start from an empty page.
  beforeEach(() => {
    document.body.innerHTML = '';
  });

  it('counts every comment in the heading and offers the older ones above the list', async () => {
    const user = userEvent.setup();
    const onLoadOlder = fn();
    render(<HasOlder onLoadOlder={onLoadOlder} />);
    expect(screen.getByRole('heading', { name: 'Comments (128)' })).toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Show older comments (125)' });
    // Above the list: older comments go before the first one shown.
    expect(
      button.compareDocumentPosition(screen.getByRole('list')) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    await user.click(button);
    expect(onLoadOlder).toHaveBeenCalledTimes(1);
  });

  it('says it is loading older comments, and why it failed', () => {
    render(<LoadingOlder />);
    expect(screen.getByRole('button', { name: 'Loading older comments...' })).toBeDisabled();
    render(<OlderFailed />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Older comments could not be loaded. Network error: the server could not be reached',
    );
    expect(screen.getAllByRole('button', { name: /Show older comments/ }).at(-1)).toBeEnabled();
  });

  it('shows no older button without older comments', () => {
    render(<Many />);
    expect(screen.queryByRole('button', { name: /older comments/ })).toBeNull();
  });

  it('tells the reader a held comment waits, politely, under the form', () => {
    render(<Held />);
    const notice = screen.getByText(
      "Thanks! Your comment will appear here once the site's owner approves it.",
    );
    // A live region that was in the page before anything was said in it.
    expect(notice).toHaveAttribute('aria-live', 'polite');
    const form = screen.getByRole('form', { name: 'Add a comment' });
    expect(form).toContainElement(notice);
  });

  it('keeps the live region empty, and out of the way, until there is something to say', () => {
    render(<Many />);
    // No role of its own: the loader stays the only status on the page.
    expect(screen.queryByRole('status')).toBeNull();
    const form = screen.getByRole('form', { name: 'Add a comment' });
    // eslint-disable-next-line testing-library/no-node-access
    expect(form.querySelector('[aria-live="polite"]')).toBeEmptyDOMElement();
  });

  it('has no axe violations with the older button and a notice', async () => {
    const { container } = render(<HasOlder notice="Thanks!" />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
