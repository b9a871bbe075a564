import { composeStories } from '@storybook/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { fn } from 'storybook/test';
import * as stories from '../../stories/BuildStatus.stories';

const {
  Builds,
  Queued,
  FailedLogOpen,
  BuildsOff,
  Requesting,
  RebuildFailed,
  Loading,
  Empty,
  LoadFailed,
} = composeStories(stories);

describe('BuildStatus', () => {
  it('lists builds newest first with their status in words', () => {
    render(<Builds />);
    const items = screen.getAllByRole('article');
    expect(items.map((i) => within(i).getByRole('heading').textContent)).toEqual([
      'Build 14Running',
      'Build 13Failed',
      'Build 12Done',
      'Build 11Done',
    ]);
    expect(items.map((i) => i.getAttribute('data-status'))).toEqual([
      'running',
      'failed',
      'done',
      'done',
    ]);
  });

  it('shows what asked for a build, when, how long it took and its release', () => {
    render(<Builds />);
    const done = screen.getByRole('article', { name: /Build 12/ });
    expect(done).toHaveTextContent('content: post css-container-queries changed');
    expect(done).toHaveTextContent('content: author changed');
    expect(done).toHaveTextContent('Started24 Nov 2026, 18:00 UTC');
    expect(done).toHaveTextContent('Took1 min 12 s');
    expect(done).toHaveTextContent('Release20261124-180115-512');
    render(<Queued />);
    expect(screen.getByRole('article', { name: /Build 15/ })).toHaveTextContent(
      'Queued25 Nov 2026, 12:01 UTC',
    );
  });

  it("shows a failed build's error, and its log's last lines in a disclosure", async () => {
    const user = userEvent.setup();
    render(<Builds />);
    const failed = screen.getByRole('article', { name: /Build 13/ });
    expect(failed).toHaveTextContent('The build exited with code 1');
    const log = within(failed).getByText(/Cannot query field "coverAlt"/);
    expect(log).not.toBeVisible();
    await user.click(within(failed).getByText('Last lines of its log'));
    expect(log).toBeVisible();
    // No other build has a log.
    expect(screen.getAllByText('Last lines of its log')).toHaveLength(1);
  });

  it('asks for a rebuild, and is disabled while asking', async () => {
    const user = userEvent.setup();
    const onRebuild = fn();
    render(<Builds onRebuild={onRebuild} />);
    await user.click(screen.getByRole('button', { name: 'Rebuild now' }));
    expect(onRebuild).toHaveBeenCalledTimes(1);
    render(<Requesting />);
    expect(screen.getByRole('button', { name: 'Requesting...' })).toBeDisabled();
  });

  it('cannot rebuild on a server without builds, and says why', () => {
    render(<BuildsOff />);
    const button = screen.getByRole('button', { name: 'Rebuild now' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(/Builds are off on this server/);
    render(<BuildsOff disabledReason="Builds are off on this server (409)." />);
    expect(screen.getByText('Builds are off on this server (409).')).toBeInTheDocument();
  });

  it('has loading, empty, failed and rebuild-failed states', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Loading />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading builds...');
    unmount();
    render(<Empty />);
    expect(screen.getByText('No builds yet.')).toBeInTheDocument();
    const onRetry = fn();
    const view = render(<LoadFailed onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('The builds could not be loaded.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    view.unmount();
    render(<RebuildFailed />);
    expect(screen.getByRole('alert')).toHaveTextContent('The build could not be requested');
  });

  it('passes its play function', async () => {
    await FailedLogOpen.run();
    expect(screen.getByText(/Cannot query field "coverAlt"/)).toBeVisible();
  });

  it('has no axe violations', async () => {
    const { container } = render(<Builds />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
