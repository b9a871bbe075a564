import { composeStories } from '@storybook/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { fn } from 'storybook/test';
import { VITAL_THRESHOLDS, formatVital, rateVital } from '../../ui';
import * as stories from '../../stories/VitalsPanel.stories';

const { TwentyEightDays, NinetyDays, Empty, Loading, LoadFailed } = composeStories(stories);

describe('rateVital', () => {
  it('rates a value at the good boundary good and just past the poor one poor', () => {
    expect(rateVital('LCP', 2500)).toBe('good');
    expect(rateVital('LCP', 2501)).toBe('needs-improvement');
    expect(rateVital('LCP', 4000)).toBe('needs-improvement');
    expect(rateVital('LCP', 4001)).toBe('poor');
    expect(rateVital('INP', 200)).toBe('good');
    expect(rateVital('INP', 501)).toBe('poor');
    expect(rateVital('CLS', 0.1)).toBe('good');
    expect(rateVital('CLS', 0.25)).toBe('needs-improvement');
    expect(rateVital('CLS', 0.26)).toBe('poor');
    expect(rateVital('FCP', 1800)).toBe('good');
    expect(rateVital('FCP', 3001)).toBe('poor');
    expect(rateVital('TTFB', 800)).toBe('good');
    expect(rateVital('TTFB', 1801)).toBe('poor');
  });

  it('uses web.dev thresholds', () => {
    expect(VITAL_THRESHOLDS).toEqual({
      LCP: { good: 2500, poor: 4000 },
      INP: { good: 200, poor: 500 },
      CLS: { good: 0.1, poor: 0.25 },
      FCP: { good: 1800, poor: 3000 },
      TTFB: { good: 800, poor: 1800 },
    });
  });
});

describe('formatVital', () => {
  it('shows milliseconds under a second and seconds from one', () => {
    expect(formatVital('INP', 180)).toBe('180 ms');
    expect(formatVital('INP', 80.4)).toBe('80 ms');
    expect(formatVital('LCP', 1234.5)).toBe('1.2 s');
    expect(formatVital('LCP', 999.7)).toBe('1.0 s');
    expect(formatVital('TTFB', 12_345)).toBe('12.3 s');
  });

  it('shows CLS to two decimals', () => {
    expect(formatVital('CLS', 0.02)).toBe('0.02');
    expect(formatVital('CLS', 0.1)).toBe('0.10');
    expect(formatVital('CLS', 0)).toBe('0.00');
  });
});

describe('VitalsPanel', () => {
  it('lists p75 per route, each value formatted and rated in words', () => {
    render(<TwentyEightDays />);
    const table = screen.getByRole('table', { name: 'Core Web Vitals p75 by page' });
    const slow = within(table).getByRole('row', { name: /\/blog\/react-useeffect-cleanup/ });
    const cells = within(slow).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent)).toEqual([
      '97',
      '4.9 sPoor',
      '240 msNeeds improvement',
      '0.31Poor',
      '2.1 sNeeds improvement',
      '960 msNeeds improvement',
    ]);
  });

  it('rates values on the good boundaries good, and shows a missing one as no data', () => {
    render(<TwentyEightDays />);
    const row = screen.getByRole('row', { name: /^\/projects/ });
    const cells = within(row).getAllByRole('cell');
    expect(cells[1]).toHaveTextContent('2.5 sGood');
    expect(cells[2]).toHaveTextContent('no data');
    expect(cells[2]).not.toHaveTextContent(/good|poor|improvement/i);
    expect(cells[3]).toHaveTextContent('0.10Good');
  });

  it('scrolls the table in its own focusable region', () => {
    render(<TwentyEightDays />);
    const region = screen.getByRole('region', { name: 'Core Web Vitals p75 by page' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(within(region).getByRole('table')).toBeInTheDocument();
  });

  it('charts each metric per day over the whole range, with its gap', () => {
    render(<TwentyEightDays />);
    for (const metric of ['LCP', 'INP', 'CLS', 'FCP', 'TTFB']) {
      expect(
        screen.getByRole('img', { name: `${metric} p75 per day` }),
      ).toHaveAccessibleDescription(
        new RegExp(`^${metric} p75 per day, 1 to 28 Nov: latest .*, no data on 1 day$`),
      );
    }
    render(<NinetyDays />);
    expect(screen.getAllByRole('img', { name: 'TTFB p75 per day' })[1]).toHaveAccessibleDescription(
      /^TTFB p75 per day, 31 Aug to 28 Nov: /,
    );
  });

  it('says when there are no vitals yet, with no table or chart', () => {
    render(<Empty />);
    expect(screen.getByText(/^No Core Web Vitals yet for 1 to 28 Nov\./)).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('shows a loader while loading', () => {
    render(<Loading />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading Core Web Vitals...');
  });

  it('says why loading failed and offers Try again', async () => {
    const user = userEvent.setup();
    const onRetry = fn();
    render(<LoadFailed onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The Core Web Vitals could not be loaded. Network error: the server could not be reached.',
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['with data', TwentyEightDays],
    ['empty', Empty],
    ['failed', LoadFailed],
  ])('has no axe violations %s', async (_, Story) => {
    const { container } = render(<Story />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
