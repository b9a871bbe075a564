import { composeStories } from '@storybook/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { fn } from 'storybook/test';
import { analytics28 } from '../../stories/fixtures/analytics';
import * as stories from '../../stories/AnalyticsOverview.stories';

const { TwentyEightDays, NinetyDays, NoReferrers, Empty, Loading, LoadFailed, PickRange } =
  composeStories(stories);

describe('AnalyticsOverview', () => {
  it('shows the total for the range and the chart of views per day', () => {
    render(<TwentyEightDays />);
    expect(
      screen.getByText(
        (_, el) =>
          el?.tagName === 'P' &&
          el.textContent === `${analytics28.views.toLocaleString('en-GB')}page views, 1 to 28 Nov`,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Page views per day' })).toHaveAccessibleDescription(
      /^Page views per day, 1 to 28 Nov: total [\d,]+, peak \d+ on 20 Nov$/,
    );
  });

  it('calls onDaysChange with the range picked, not with the one shown', async () => {
    const user = userEvent.setup();
    const onDaysChange = fn();
    render(<TwentyEightDays onDaysChange={onDaysChange} />);
    const range = screen.getByRole('group', { name: 'Range' });
    expect(within(range).getByRole('button', { name: '28 days' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(range).getByRole('button', { name: '7 days' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await user.click(within(range).getByRole('button', { name: '28 days' }));
    expect(onDaysChange).not.toHaveBeenCalled();
    await user.click(within(range).getByRole('button', { name: '7 days' }));
    expect(onDaysChange).toHaveBeenCalledWith({ days: 7 });
  });

  it('ranks routes and referrers by views', () => {
    render(<TwentyEightDays />);
    const routes = screen.getByRole('table', { name: 'Top routes' });
    const rows = within(routes).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(analytics28.routes.length);
    expect(within(rows[0]!).getByRole('rowheader')).toHaveTextContent(/^\/$/);
    expect(rows[0]).toHaveTextContent(analytics28.routes[0]!.views.toLocaleString('en-GB'));
    const referrers = screen.getByRole('table', { name: 'Referrers' });
    expect(
      within(referrers)
        .getAllByRole('rowheader')
        .map((th) => th.textContent),
    ).toEqual(analytics28.referrers.map((r) => r.host));
  });

  it('splits views by device as counts and percentages', () => {
    render(
      <TwentyEightDays
        summary={{ ...analytics28, devices: { mobile: 30, tablet: 10, desktop: 60 } }}
      />,
    );
    const devices = screen.getByRole('table', { name: 'Devices' });
    expect(
      within(devices)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(['Mobile3030%', 'Tablet1010%', 'Desktop6060%']);
  });

  it('says so when no visit came from another site', () => {
    render(<NoReferrers />);
    expect(screen.queryByRole('table', { name: 'Referrers' })).toBeNull();
    expect(screen.getByText(/None in this range/)).toBeInTheDocument();
  });

  it('says when there are no page views yet, with no chart', () => {
    render(<Empty />);
    expect(screen.getByText(/^No page views yet in the last 28 days\./)).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
    // The range can still be changed.
    expect(screen.getByRole('button', { name: '90 days' })).toBeEnabled();
  });

  it('shows a loader while loading', () => {
    render(<Loading />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading page views...');
  });

  it('says why loading failed and offers Try again', async () => {
    const user = userEvent.setup();
    const onRetry = fn();
    render(<LoadFailed onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The page views could not be loaded. Network error: the server could not be reached.',
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['28 days', TwentyEightDays],
    ['90 days', NinetyDays],
    ['empty', Empty],
    ['failed', LoadFailed],
  ])('has no axe violations (%s)', async (_, Story) => {
    const { container } = render(<Story />);
    expect(await axe(container)).toHaveNoViolations();
  });
});

// Story.run() renders outside Testing Library's cleanup: last, after every render() test.
describe('AnalyticsOverview stories', () => {
  it('passes the PickRange play function', async () => {
    await PickRange.run();
  });
});
