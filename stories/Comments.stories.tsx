import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Comments, type CommentItem } from '../ui';
import { comments, longComment } from './fixtures/blog';

/** Holds the text and appends sent comments like the post page. */
function Harness(props: React.ComponentProps<typeof Comments>) {
  const [text, setText] = useState(props.text ?? '');
  const [list, setList] = useState<CommentItem[]>(props.comments);
  return (
    <div style={{ maxWidth: 760, margin: '0 auto', padding: 24 }}>
      <Comments
        {...props}
        comments={list}
        text={text}
        onTextChange={({ value }) => setText(value)}
        onSubmit={(event) => {
          props.onSubmit(event);
          setList((l) => [
            ...l,
            {
              id: `new-${l.length}`,
              author: 'you',
              text: event.text,
              createdAt: '2025-10-23T09:00:00Z',
            },
          ]);
          setText('');
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Blog/Comments',
  component: Comments,
  tags: ['form', 'input', 'field'],
  render: (args) => <Harness {...args} />,
  args: { comments, loggedIn: true, onSubmit: fn() },
} satisfies Meta<typeof Comments>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Many: Story = {};

export const Empty: Story = { args: { comments: [] } };

/** A long comment wraps, on a phone too. */
export const Long: Story = { args: { comments: [longComment] }, tags: ['responsive'] };

export const Loading: Story = { args: { loading: true } };

/** The newest page of a long thread: the total in the heading, older ones a click away. */
export const HasOlder: Story = {
  args: { total: 128, hasOlder: true, onLoadOlder: fn() },
};

export const LoadingOlder: Story = { args: { ...HasOlder.args, loadingOlder: true } };

/** Loading older comments failed: said beside the button, which stays to try again. */
export const OlderFailed: Story = {
  args: {
    ...HasOlder.args,
    olderError:
      'Older comments could not be loaded. Network error: the server could not be reached',
  },
};

/** The reader's comment waits for the owner's approval: said under the form, not listed. */
export const Held: Story = {
  args: {
    notice: "Thanks! Your comment will appear here once the site's owner approves it.",
  },
};

/** Loading the list failed: said so (not 'No comments yet'), with 'Try again'. */
export const LoadFailed: Story = {
  args: {
    comments: [],
    loadError: 'Network error: the server could not be reached',
    onRetry: fn(),
  },
};

export const LoadFailedLoggedOut: Story = { args: { ...LoadFailed.args, loggedIn: false } };

/** 'Try again' asks the page to load the list again. */
export const RetryLoad: Story = {
  ...LoadFailed,
  tags: ['no-visual'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('The comments could not be loaded.');
    await expect(canvas.queryByText(/No comments yet/)).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const LoggedOut: Story = {
  args: { loggedIn: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

export const WithError: Story = { args: { error: 'Failed to add comment. Please try again.' } };

/** The reader's own comment (the second) has a 'Delete' button; the others do not. */
export const OwnComment: Story = {
  args: {
    comments: comments.map((c) => (c.id === 'c2' ? { ...c, canDelete: true } : c)),
    onDelete: fn(),
  },
};

/** Their comment is being deleted: its button says so and is disabled. */
export const Deleting: Story = { args: { ...OwnComment.args, deletingId: 'c2' } };

/** 'Delete' asks the page to delete that comment (the page confirms first). */
export const DeleteOwnComment: Story = {
  ...OwnComment,
  tags: ['no-visual'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('button', { name: /Delete/ })).toHaveLength(1);
    await userEvent.click(
      canvas.getByRole('button', { name: 'Delete your comment from 20 October 2025' }),
    );
    await expect(args.onDelete).toHaveBeenCalledWith({ id: 'c2' });
  },
};

/** Writing and sending a comment appends it; an empty form is not sent. */
export const AddComment: Story = {
  args: { comments: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Post Comment' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Your comment' }), 'Great read!');
    await userEvent.click(canvas.getByRole('button', { name: 'Post Comment' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ text: 'Great read!' });
    await expect(canvas.getByText('Great read!')).toBeVisible();
  },
};
