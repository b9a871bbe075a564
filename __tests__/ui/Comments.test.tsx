import { composeStories } from '@storybook/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { fn } from 'storybook/test';
import * as stories from '../../stories/Comments.stories';

const { Many, OwnComment, Deleting, DeleteOwnComment } = composeStories(stories);

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
