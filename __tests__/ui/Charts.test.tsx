import { composeStories } from '@storybook/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '@emotion/react';
import { axe } from 'jest-axe';
import {
  BarChart,
  LineChart,
  theme,
  contrastRatio,
  daysBetween,
  describeBars,
  formatDayRange,
  labelledIndexes,
  modes,
  niceTicks,
  opaqueOver,
  toneColors,
  TONES,
} from '../../ui';
import { analytics28 } from '../../stories/fixtures/analytics';
import * as stories from '../../stories/Charts.stories';

/**
 * The shapes inside a chart. An `<svg role="img">` is one image to assistive technology, so no
 * role query reaches its bars, bands or line; jsdom cannot paint them either, so their geometry
 * is what can be checked.
 */
function shapes(chart: HTMLElement, selector: string): Element[] {
  return [...chart.querySelectorAll(selector)];
}

const { BarsTwentyEightDays, BarsNinetyDays, LineWithBands, LineUnitless } =
  composeStories(stories);

describe('chart scales', () => {
  it('gives three or four round ticks from 0 past the largest value', () => {
    expect(niceTicks(96, true)).toEqual([0, 50, 100]);
    expect(niceTicks(1234, true)).toEqual([0, 500, 1000, 1500]);
    expect(niceTicks(3, true)).toEqual([0, 1, 2, 3]);
    expect(niceTicks(0.12)).toEqual([0, 0.05, 0.1, 0.15]);
    expect(niceTicks(3000)).toEqual([0, 1000, 2000, 3000]);
    // Nothing counted yet: still an axis.
    expect(niceTicks(0, true)).toEqual([0, 1]);
  });

  it('labels at most the asked number of days, always the newest', () => {
    const ninety = labelledIndexes(90, 8);
    expect(ninety.length).toBeLessThanOrEqual(8);
    expect(ninety.at(-1)).toBe(89);
    expect(labelledIndexes(7, 8)).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it('names day ranges briefly, with the year only across years', () => {
    expect(formatDayRange('2026-11-01', '2026-11-28')).toBe('1 to 28 Nov');
    expect(formatDayRange('2026-08-31', '2026-11-28')).toBe('31 Aug to 28 Nov');
    expect(formatDayRange('2025-12-20', '2026-01-05')).toBe('20 Dec 2025 to 5 Jan 2026');
    expect(daysBetween('2026-02-27', '2026-03-02')).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
  });
});

describe('BarChart', () => {
  it('is an image named and described from its data', () => {
    render(<BarsTwentyEightDays />);
    const total = analytics28.daily.reduce((sum, d) => sum + d.views, 0);
    const peak = Math.max(...analytics28.daily.map((d) => d.views));
    const chart = screen.getByRole('img', { name: 'Page views per day' });
    expect(chart).toHaveAccessibleDescription(
      `Page views per day, 1 to 28 Nov: total ${total.toLocaleString('en-GB')}, peak ${peak} on 20 Nov`,
    );
  });

  it('describes a range without views as such', () => {
    expect(
      describeBars('Page views per day', [
        { day: '2026-11-01', value: 0 },
        { day: '2026-11-02', value: 0 },
      ]),
    ).toBe('Page views per day, 1 to 2 Nov: none');
  });

  it('draws one bar per day, 90 of them, as tall as their share of the axis', () => {
    render(<BarsNinetyDays />);
    expect(
      shapes(screen.getByRole('img', { name: 'Page views per day' }), 'rect[data-bar]'),
    ).toHaveLength(90);
    render(
      <ThemeProvider theme={theme}>
        <BarChart
          title="Views"
          data={[
            { day: '2026-11-01', value: 50 },
            { day: '2026-11-02', value: 100 },
          ]}
        />
      </ThemeProvider>,
    );
    const chart = screen.getByRole('img', { name: 'Views' });
    const heights = shapes(chart, 'rect[data-bar]').map((bar) => bar.getAttribute('height'));
    expect(heights).toEqual(['50', '100']);
  });

  it('puts the numbers in a table behind "Show the numbers"', async () => {
    const user = userEvent.setup();
    render(<BarsTwentyEightDays />);
    const table = screen.getByRole('table', { name: 'Page views per day' });
    expect(table).not.toBeVisible();
    await user.click(screen.getByText('Show the numbers'));
    expect(table).toBeVisible();
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(29);
    const first = analytics28.daily[0]!;
    expect(rows[1]).toHaveTextContent(`1 Nov 2026${first.views}`);
  });

  it('has no axe violations', async () => {
    const { container } = render(<BarsTwentyEightDays />);
    expect(await axe(container)).toHaveNoViolations();
  });
});

describe('LineChart', () => {
  it('says the latest and highest values with their ratings, and the days without data', () => {
    render(<LineWithBands />);
    const chart = screen.getByRole('img', { name: 'LCP p75 per day' });
    expect(chart).toHaveAccessibleDescription(
      /^LCP p75 per day, 1 to 28 Nov: latest \d\.\d s \((good|needs improvement)\), highest \d\.\d s on 20 Nov \((needs improvement|poor)\), no data on 1 day$/,
    );
  });

  it('breaks the line where a day has no data, over the three bands', () => {
    render(
      <ThemeProvider theme={theme}>
        <LineChart
          title="LCP p75 per day"
          formatValue={(value) => `${value} ms`}
          bands={{ good: 2500, poor: 4000 }}
          data={[
            { day: '2026-11-01', value: 1000 },
            { day: '2026-11-02', value: 2000 },
            { day: '2026-11-03', value: null },
            { day: '2026-11-04', value: 5000 },
            { day: '2026-11-05', value: null },
            { day: '2026-11-06', value: 3000 },
            { day: '2026-11-07', value: 3500 },
          ]}
        />
      </ThemeProvider>,
    );
    const chart = screen.getByRole('img', { name: 'LCP p75 per day' });
    expect(chart).toHaveAccessibleDescription(
      'LCP p75 per day, 1 to 7 Nov: latest 3500 ms (needs improvement), highest 5000 ms on 4 Nov (poor), no data on 2 days',
    );
    // Three runs: 1-2 Nov, 4 Nov alone (a dash), 6-7 Nov.
    const path = shapes(chart, 'path[data-line]')[0]?.getAttribute('d') ?? '';
    expect(path.match(/M/g)).toHaveLength(3);
    expect(path).toMatch(/M32 \S+h6/);
    expect(shapes(chart, 'rect[data-band]').map((band) => band.getAttribute('data-band'))).toEqual([
      'good',
      'needs-improvement',
      'poor',
    ]);
  });

  it('keeps the good boundary on the axis when every value is far below it', () => {
    render(<LineUnitless />);
    const chart = screen.getByRole('img', { name: 'CLS p75 per day' });
    const [good] = shapes(chart, 'rect[data-band="good"]');
    // CLS good <= 0.1: the good band is drawn, and there is room above it.
    expect(Number(good?.getAttribute('y'))).toBeGreaterThan(0);
    expect(Number(good?.getAttribute('height'))).toBeGreaterThan(0);
  });

  it('has no axe violations', async () => {
    const { container } = render(<LineWithBands />);
    expect(await axe(container)).toHaveNoViolations();
  });
});

describe('rating tones', () => {
  it.each(['light', 'dark'] as const)(
    'keep every rating word at 4.5:1 on its tint in %s mode',
    (mode) => {
      const surface = modes[mode].surface;
      for (const tone of TONES) {
        const { ink, tint } = toneColors[mode][tone];
        expect(contrastRatio(ink, opaqueOver(tint, surface))).toBeGreaterThanOrEqual(4.5);
        expect(contrastRatio(ink, surface)).toBeGreaterThanOrEqual(4.5);
      }
    },
  );
});
