import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ModerationQueue, type ModeratedComment, type ModerationStatus } from '../ui';
import { longModeratedComment, moderatedComments, queueWithWaiting } from './fixtures/admin';
import { inAdminPage } from './fixtures/adminFrame';

type Props = React.ComponentProps<typeof ModerationQueue>;

/**
 * Behaves like the Comments tab: hides, shows and deletes (after confirming) at once, filters
 * by status and post. The story's args stay the starting state and the spies.
 */
function Harness(props: Props) {
  const [comments, setComments] = useState<ModeratedComment[]>(props.comments);
  const [status, setStatus] = useState<ModerationStatus>(props.status ?? 'all');
  const [post, setPost] = useState(props.post);
  const [confirmingId, setConfirmingId] = useState(props.confirmingId);
  const [hold, setHold] = useState(props.holdFirstComments ?? false);
  const setHidden = (id: string, hidden: boolean) =>
    setComments((list) => list.map((c) => (c.id === id ? { ...c, hidden } : c)));
  const matches = (c: ModeratedComment) =>
    status === 'all' ||
    (status === 'held' ? Boolean(c.held) : !c.held && c.hidden === (status === 'hidden'));
  const listed = comments.filter((c) => matches(c) && (!post || c.postSlug === post.slug));
  return (
    <ModerationQueue
      {...props}
      comments={listed}
      status={status}
      onStatusChange={(change) => {
        props.onStatusChange?.(change);
        setStatus(change.status);
      }}
      post={post}
      onPostChange={(change) => {
        props.onPostChange?.(change);
        const title = comments.find((c) => c.postSlug === change.slug)?.postTitle;
        setPost({ slug: change.slug, ...(title ? { title } : {}) });
      }}
      onPostClear={() => {
        props.onPostClear?.();
        setPost(undefined);
      }}
      holdFirstComments={hold}
      onHoldFirstCommentsChange={
        props.onHoldFirstCommentsChange &&
        ((change) => {
          props.onHoldFirstCommentsChange?.(change);
          setHold(change.value);
        })
      }
      onApprove={
        props.onApprove &&
        ((event) => {
          props.onApprove?.(event);
          setComments((list) => list.map((c) => (c.id === event.id ? { ...c, held: false } : c)));
        })
      }
      onHide={(event) => {
        props.onHide(event);
        setHidden(event.id, true);
      }}
      onShow={(event) => {
        props.onShow(event);
        setHidden(event.id, false);
      }}
      confirmingId={confirmingId}
      onDelete={(event) => {
        props.onDelete(event);
        setConfirmingId(event.id);
      }}
      onCancelDelete={(event) => {
        props.onCancelDelete(event);
        setConfirmingId(undefined);
      }}
      onConfirmDelete={(event) => {
        props.onConfirmDelete(event);
        setConfirmingId(undefined);
        setComments((list) => list.filter((c) => c.id !== event.id));
      }}
    />
  );
}

const meta = {
  title: 'Admin/ModerationQueue',
  component: ModerationQueue,
  tags: ['responsive'],
  decorators: [inAdminPage],
  render: (args) => <Harness {...args} />,
  args: {
    comments: moderatedComments,
    onStatusChange: fn(),
    onPostChange: fn(),
    onPostClear: fn(),
    onHide: fn(),
    onShow: fn(),
    onDelete: fn(),
    onConfirmDelete: fn(),
    onCancelDelete: fn(),
    onLoadMore: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof ModerationQueue>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Newest first; the first is hidden (a label and a dashed frame, not only a colour). */
export const Queue: Story = {};

export const HiddenOnly: Story = { args: { status: 'hidden' } };

/** One post's comments, with the chip that clears the filter. */
export const OnePost: Story = {
  args: {
    post: { slug: 'react-useeffect-cleanup', title: 'Cleaning up after useEffect' },
  },
};

/** Delete asks inside the comment before anything is deleted. */
export const ConfirmingDelete: Story = { args: { confirmingId: 'm2' } };

/** A request for the second comment is in flight: its buttons are disabled. */
export const Busy: Story = { args: { busyIds: ['m2'] } };

export const ActionFailed: Story = {
  args: { actionError: 'The comment could not be hidden: the server could not be reached.' },
};

/** Older comments to load, and then loading them. */
export const HasMore: Story = { args: { hasMore: true } };

export const LoadingMore: Story = { args: { hasMore: true, loadingMore: true } };

/** A long name, post slug and an unbroken address wrap on a phone. */
export const Long: Story = { args: { comments: [longModeratedComment] } };

export const Loading: Story = { args: { comments: [], loading: true } };

export const Empty: Story = { args: { comments: [] } };

export const EmptyHidden: Story = { args: { comments: [], status: 'hidden' } };

export const LoadFailed: Story = {
  args: { comments: [], error: 'The server answered 500.' },
};

/**
 * New accounts' first comments are held: the checkbox is ticked, and the waiting comment is
 * labelled, framed like a hidden one, and offers Approve instead of Hide.
 */
export const Waiting: Story = {
  args: {
    comments: queueWithWaiting,
    holdFirstComments: true,
    onHoldFirstCommentsChange: fn(),
    onApprove: fn(),
  },
};

/** Only the comments waiting for approval, with the checkbox off (held ones stay held). */
export const WaitingOnly: Story = {
  args: { ...Waiting.args, status: 'held', holdFirstComments: false },
};

export const EmptyWaiting: Story = {
  args: { ...Waiting.args, comments: [], status: 'held' },
};

/** Saving the checkbox failed: said under it; the box shows what the server still has. */
export const SettingFailed: Story = {
  args: {
    ...Waiting.args,
    holdFirstComments: false,
    settingsError: 'The setting was not saved: the server could not be reached.',
  },
};

/** Approve publishes the comment (it loses its label); the checkbox reports each change. */
export const ApproveAndSwitch: Story = {
  tags: ['no-visual'],
  args: Waiting.args,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const item = canvas.getByRole('article', { name: /new_reader/ });
    await expect(within(item).getByText('Waiting')).toBeVisible();
    await userEvent.click(
      within(item).getByRole('button', { name: /^Approve comment by new_reader/ }),
    );
    await expect(args.onApprove).toHaveBeenCalledWith({ id: 'm0' });
    await expect(within(item).queryByText('Waiting')).toBeNull();
    await expect(
      within(item).getByRole('button', { name: /^Hide comment by new_reader/ }),
    ).toBeEnabled();
    const box = canvas.getByRole('checkbox', {
      name: "Hold a new account's first comment until I approve it",
    });
    await userEvent.click(box);
    await expect(args.onHoldFirstCommentsChange).toHaveBeenCalledWith({ value: false });
    await expect(box).not.toBeChecked();
  },
};

/** Hide names the comment; the hidden comment is labelled and offers Show instead. */
export const HideAndShow: Story = {
  tags: ['no-visual'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const item = canvas.getByRole('article', { name: /priya_dev/ });
    await userEvent.click(
      within(item).getByRole('button', {
        name: 'Hide comment by priya_dev, 24 Nov 2026, 18:05 UTC',
      }),
    );
    await expect(args.onHide).toHaveBeenCalledWith({ id: 'm2' });
    await expect(item).toHaveTextContent('Hidden');
    await userEvent.click(within(item).getByRole('button', { name: /^Show/ }));
    await expect(args.onShow).toHaveBeenCalledWith({ id: 'm2' });
  },
};

/** Delete, Cancel, Delete, Delete for good: only the confirmation deletes. */
export const DeleteAfterConfirming: Story = {
  tags: ['no-visual'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const item = () => canvas.getByRole('article', { name: /rahul\.k/ });
    await userEvent.click(within(item()).getByRole('button', { name: /^Delete comment/ }));
    await expect(args.onDelete).toHaveBeenCalledWith({ id: 'm3' });
    await userEvent.click(within(item()).getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancelDelete).toHaveBeenCalledWith({ id: 'm3' });
    await expect(args.onConfirmDelete).not.toHaveBeenCalled();
    await userEvent.click(within(item()).getByRole('button', { name: /^Delete comment/ }));
    await userEvent.click(within(item()).getByRole('button', { name: 'Delete for good' }));
    await expect(args.onConfirmDelete).toHaveBeenCalledWith({ id: 'm3' });
    await expect(canvas.queryByRole('article', { name: /rahul\.k/ })).toBeNull();
  },
};

/** The status filter and the post filter, set and cleared. */
export const Filter: Story = {
  tags: ['no-visual'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Hidden' }));
    await expect(args.onStatusChange).toHaveBeenCalledWith({ status: 'hidden' });
    await expect(canvas.getAllByRole('article')).toHaveLength(1);
    await userEvent.click(canvas.getByRole('button', { name: 'All' }));
    const [first] = canvas.getAllByRole('button', { name: /^Only this post/ });
    await userEvent.click(first!);
    await expect(args.onPostChange).toHaveBeenCalledWith({ slug: 'react-useeffect-cleanup' });
    await expect(canvas.getAllByRole('article')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Show every post' }));
    await expect(args.onPostClear).toHaveBeenCalledTimes(1);
    await expect(canvas.getAllByRole('article')).toHaveLength(3);
  },
};
