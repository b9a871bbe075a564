import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { fn } from 'storybook/test';
import * as stories from '../../stories/ModerationLog.stories';

const { Entries, WithApproval, Empty, Loading, LoadFailed } = composeStories(stories);

/** An entry's sentence as it reads. */
const sentence = (item: HTMLElement) =>
  // eslint-disable-next-line testing-library/no-node-access
  item.querySelector('p')!.textContent!.replace(/^(hide|show|delete|approve)/, '');

describe('ModerationLog', () => {
  it('says who did what to whose comment, on which post and when, newest first', () => {
    render(<Entries />);
    const items = screen.getAllByRole('listitem');
    expect(items.map(sentence)).toEqual([
      ' site_owner hid a comment by cheap_watches_4u on react-useeffect-cleanup',
      ' meera deleted their own comment on css-container-queries',
      ' site_owner showed again a comment by rahul.k on react-useeffect-cleanup',
      ' site_owner deleted a comment by spam_bot_9000 on a-removed-post',
    ]);
    expect(items[0]).toHaveTextContent('25 Nov 2026, 10:02 UTC');
    expect(screen.getAllByRole('link', { name: 'react-useeffect-cleanup' })[0]).toHaveAttribute(
      'href',
      '/blog/react-useeffect-cleanup',
    );
    // A post that is gone has no link.
    expect(screen.queryByRole('link', { name: 'a-removed-post' })).toBeNull();
  });

  it('says an approval in words', () => {
    render(<WithApproval />);
    expect(sentence(screen.getAllByRole('listitem')[0]!)).toBe(
      ' site_owner approved a comment by new_reader on css-container-queries',
    );
  });

  it('has empty, loading and failed states', async () => {
    const user = userEvent.setup();
    render(<Empty />);
    expect(screen.getByText('Nothing moderated yet.')).toBeInTheDocument();
    render(<Loading />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the moderation log...');
    const onRetry = fn();
    render(<LoadFailed onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('The moderation log could not be loaded.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('has no axe violations', async () => {
    const { container } = render(<Entries />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
