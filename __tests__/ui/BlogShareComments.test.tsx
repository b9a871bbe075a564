import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { fn } from 'storybook/test';
import * as commentStories from '../../stories/Comments.stories';
import * as shareStories from '../../stories/ShareDialog.stories';
import { ThemeProvider } from '@emotion/react';
import { ShareDialog, theme } from '../../ui';

const withTheme = {
  wrapper: ({ children }: { children: React.ReactNode }) => (
    <ThemeProvider theme={theme}>{children}</ThemeProvider>
  ),
};

const {
  Idle,
  Busy,
  Shortened,
  Copied,
  ShortenError,
  WithNativeShare,
  ShortenAndCopy,
  EscapeCloses,
} = composeStories(shareStories);
const { Many, Empty, Long, LoggedOut, Loading, LoadFailed, WithError, AddComment, RetryLoad } =
  composeStories(commentStories);

const url = 'http://localhost:8000/blog/react-useeffect-cleanup';

describe('ShareDialog', () => {
  it('shows the page address read-only and offers to shorten it', async () => {
    const user = userEvent.setup();
    const onShorten = fn();
    render(
      <ShareDialog open url={url} onClose={fn()} onShorten={onShorten} onCopy={fn()} />,
      withTheme,
    );
    expect(screen.getByRole('dialog', { name: 'Share this post' })).toBeInTheDocument();
    const field = screen.getByLabelText('Page address');
    expect(field).toHaveValue(url);
    expect(field).toHaveAttribute('readonly');
    await user.click(screen.getByRole('button', { name: 'Shorten URL' }));
    expect(onShorten).toHaveBeenCalledWith({ url });
  });

  it("says 'Shortening...' and is disabled while busy", () => {
    render(<Busy />);
    expect(screen.getByRole('button', { name: 'Shortening...' })).toBeDisabled();
  });

  it('shows the short address read-only and copies it', async () => {
    const user = userEvent.setup();
    const onCopy = fn();
    render(<Shortened onCopy={onCopy} />);
    expect(screen.getByLabelText('Short address')).toHaveValue('http://localhost:8000/s/Xk3p9Q');
    expect(screen.getByLabelText('Short address')).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Shorten URL' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Copy URL' }));
    expect(onCopy).toHaveBeenCalledWith({ url: 'http://localhost:8000/s/Xk3p9Q' });
  });

  it("says 'URL Copied!' after copying", () => {
    render(<Copied />);
    expect(screen.getByRole('button', { name: 'URL Copied!' })).toBeInTheDocument();
  });

  it("shows 'Failed to shorten URL' on error", () => {
    render(<ShortenError />);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to shorten URL');
  });

  it('offers the system share sheet only when available', async () => {
    const user = userEvent.setup();
    render(<Idle />);
    expect(screen.queryByRole('button', { name: 'Share via…' })).toBeNull();
    const onNativeShare = fn();
    render(<WithNativeShare onNativeShare={onNativeShare} />);
    await user.click(screen.getAllByRole('button', { name: 'Share via…' })[0]!);
    expect(onNativeShare).toHaveBeenCalledWith({ url });
  });

  it('closes on Escape and on a backdrop click', async () => {
    const user = userEvent.setup();
    const onClose = fn();
    render(
      <ShareDialog open url={url} onClose={onClose} onShorten={fn()} onCopy={fn()} />,
      withTheme,
    );
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    // The backdrop has no role of its own: it is the dialog's parent.
    // eslint-disable-next-line testing-library/no-node-access
    const backdrop = screen.getByRole('dialog').parentElement!;
    await user.pointer({ keys: '[MouseLeft]', target: backdrop });
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('has no axe violations', async () => {
    const { baseElement } = render(<Idle />);
    expect(await axe(baseElement)).toHaveNoViolations();
  });
});

describe('Comments', () => {
  it('lists comments with author, date and text, rendered as text', () => {
    render(<Many />);
    expect(screen.getByRole('heading', { name: 'Comments (3)' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByText('priya_dev')).toBeInTheDocument();
    expect(screen.getByText('19 October 2025')).toBeInTheDocument();
    expect(
      screen.getByText('<script>alert("hi")</script> renders as text, as it should.'),
    ).toBeInTheDocument();
  });

  it('says when there are none yet', () => {
    render(<Empty />);
    expect(screen.getByText(/No comments yet/)).toBeInTheDocument();
  });

  it('keeps a long comment', () => {
    render(<Long />);
    expect(screen.getByText(/This is a long comment/)).toBeInTheDocument();
  });

  it('shows a loader while loading', () => {
    render(<Loading />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading comments...');
  });

  it('says loading the list failed instead of claiming there are no comments', async () => {
    const user = userEvent.setup();
    const onRetry = fn();
    render(<LoadFailed onRetry={onRetry} />);
    expect(screen.getByRole('heading', { name: 'Comments' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The comments could not be loaded. Network error: the server could not be reached',
    );
    expect(screen.queryByText(/No comments yet/)).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('list')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    // The form stays: a reader can still comment while the list is unavailable.
    expect(screen.getByRole('textbox', { name: 'Your comment' })).toBeInTheDocument();
  });

  it('shows no loader, empty text or error once the list has loaded', () => {
    render(<Many />);
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(/No comments yet/)).toBeNull();
  });

  it('replaces the form with a login prompt when logged out', () => {
    render(<LoggedOut />);
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });

  it('requires text and sends it trimmed', async () => {
    const user = userEvent.setup();
    const onSubmit = fn();
    render(<Empty onSubmit={onSubmit} />);
    const box = screen.getByRole('textbox', { name: 'Your comment' });
    expect(box).toBeRequired();
    await user.type(box, '   ');
    await user.click(screen.getByRole('button', { name: 'Post Comment' }));
    expect(onSubmit).not.toHaveBeenCalled();
    await user.type(box, ' Nice post ');
    await user.click(screen.getByRole('button', { name: 'Post Comment' }));
    expect(onSubmit).toHaveBeenCalledWith({ text: 'Nice post' });
    expect(screen.getByText('Nice post')).toBeInTheDocument();
  });

  it('shows a failed send', () => {
    render(<WithError />);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to add comment');
  });

  it('has no axe violations, logged in or out', async () => {
    const { container, unmount } = render(<Many />);
    expect(await axe(container)).toHaveNoViolations();
    unmount();
    const view = render(<LoggedOut />);
    expect(await axe(view.container)).toHaveNoViolations();
  });

  it('has no axe violations when loading failed', async () => {
    const { container } = render(<LoadFailed />);
    expect(await axe(container)).toHaveNoViolations();
  });
});

describe('Share and comment stories', () => {
  it.each([
    ['ShortenAndCopy', ShortenAndCopy],
    ['EscapeCloses', EscapeCloses],
    ['AddComment', AddComment],
    ['RetryLoad', RetryLoad],
  ])('passes the %s play function', async (_name, Story) => {
    await Story.run();
    expect(document.body).toBeInTheDocument();
  });
});
