import { composeStories } from '@storybook/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { fn } from 'storybook/test';
import * as stories from '../../stories/DraftPreviews.stories';
import * as badgeStories from '../../stories/DraftBadge.stories';
import * as cardStories from '../../stories/PostCard.stories';
import * as headerStories from '../../stories/PostHeader.stories';

const { Drafts, Copied, Creating, ActionFailed, Loading, Empty, LoadFailed } =
  composeStories(stories);
const { Default: Badge } = composeStories(badgeStories);
const { Draft: DraftCard, Default: PublishedCard } = composeStories(cardStories);
const { Draft: DraftHeader, Default: PublishedHeader } = composeStories(headerStories);

describe('DraftPreviews', () => {
  it('lists each draft with its badge, address and last edit', () => {
    render(<Drafts />);
    const items = screen.getAllByRole('article');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Which PostgreSQL index, whenDraft',
      'React Server Components without a frameworkDraft',
    ]);
    expect(items[0]).toHaveTextContent('/blog/postgres-indexes · edited 26 Nov 2026, 08:12 UTC');
  });

  it('shows a new link once, to copy or open, with when it expires; older links by their dates', async () => {
    const user = userEvent.setup();
    const onCopyLink = fn();
    const onRevokeLink = fn();
    render(<Drafts onCopyLink={onCopyLink} onRevokeLink={onRevokeLink} />);
    const links = screen.getByRole('list', {
      name: 'Preview links of Which PostgreSQL index, when',
    });
    const [older, fresh] = within(links).getAllByRole('listitem');
    expect(older).toHaveTextContent(
      'Link made 25 Nov 2026, 10:00 UTC, expires 26 Nov 2026, 10:00 UTC',
    );
    expect(within(older!).queryByRole('textbox')).toBeNull();
    const address = within(fresh!).getByRole('textbox', { name: 'New preview link (shown once)' });
    expect(address).toHaveValue(
      'https://aarav.example/preview#q3YwFfZx0m9yD2kqCj4n8sT1uVbHgLpAeRiOwXzN5cM',
    );
    expect(address).toHaveAttribute('readonly');
    expect(fresh).toHaveTextContent('Expires 27 Nov 2026, 09:30 UTC');
    expect(within(fresh!).getByRole('link', { name: 'Open preview' })).toHaveAttribute(
      'href',
      'https://aarav.example/preview#q3YwFfZx0m9yD2kqCj4n8sT1uVbHgLpAeRiOwXzN5cM',
    );
    await user.click(within(fresh!).getByRole('button', { name: 'Copy link' }));
    expect(onCopyLink).toHaveBeenCalledWith({
      id: 'l2',
      url: 'https://aarav.example/preview#q3YwFfZx0m9yD2kqCj4n8sT1uVbHgLpAeRiOwXzN5cM',
    });
    await user.click(within(older!).getByRole('button', { name: 'Revoke' }));
    expect(onRevokeLink).toHaveBeenCalledWith({ id: 'l1' });
  });

  it('asks for a link, and disables the button while it is being made', async () => {
    const user = userEvent.setup();
    const onCreateLink = fn();
    render(<Drafts onCreateLink={onCreateLink} />);
    const second = screen.getAllByRole('article')[1]!;
    await user.click(within(second).getByRole('button', { name: 'Create preview link' }));
    expect(onCreateLink).toHaveBeenCalledWith({ id: 'drafts.post-react-server-components' });
    render(<Creating />);
    expect(screen.getByRole('button', { name: 'Creating...' })).toBeDisabled();
  });

  it('says when a link was copied and why an action failed', () => {
    render(<Copied />);
    const statuses = screen.getAllByRole('status').map((status) => status.textContent);
    expect(statuses).toEqual(['', 'Copied']);
    render(<ActionFailed />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The preview link could not be made: Draft not found.',
    );
  });

  it('shows loading, empty and failed states', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Loading />);
    expect(screen.getByText('Loading drafts...')).toBeInTheDocument();
    unmount();
    render(<Empty />);
    expect(screen.getByText('No drafts.')).toBeInTheDocument();
    const onRetry = fn();
    render(<LoadFailed onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent(/set SANITY_TOKEN/);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalled();
  });

  it('has no axe violations', async () => {
    const { container } = render(<Drafts />);
    expect(await axe(container)).toHaveNoViolations();
  });
});

describe('the Draft badge', () => {
  it('marks a draft card and a draft post, and nothing published', () => {
    render(<Badge />);
    expect(screen.getByText('Draft')).toBeVisible();
    const { unmount } = render(<DraftCard />);
    expect(within(screen.getByRole('article')).getByText('Draft')).toBeVisible();
    unmount();
    render(<PublishedCard />);
    expect(within(screen.getByRole('article')).queryByText('Draft')).toBeNull();
  });

  it('sits above a draft post header, not a published one', () => {
    const { unmount } = render(<DraftHeader />);
    expect(screen.getByRole('banner')).toHaveTextContent(/^Draft/);
    unmount();
    render(<PublishedHeader />);
    expect(screen.queryByText('Draft')).toBeNull();
  });
});
