import { expect, it } from 'vitest';
import { DailyCap } from '../../server/data/analytics/daily-cap';

const DAY = '2033-02-01';
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

it('keeps the whole cap when a row lands while the count is being read', async () => {
  // The table's rows, and its count queries, each answered when the test says.
  let rows = 0;
  const queries: (() => void)[] = [];
  const answer = async () => {
    await tick();
    queries.shift()?.();
    await tick();
  };
  const cap = new DailyCap(
    3,
    () => new Promise<number>((resolve) => queries.push(() => resolve(rows))),
    () => {},
  );
  const write = async (taken: Promise<boolean>) => {
    if (!(await taken)) return false;
    rows += 1;
    cap.settle(DAY, true);
    return true;
  };

  // The day's first row: the count is read (0), the row written, a new count begins.
  const first = write(cap.take(DAY));
  await answer();
  expect(await first).toBe(true);
  // A second row lands while that count is still open, and the count then sees it too.
  expect(await write(cap.take(DAY))).toBe(true);
  await answer();
  // Two rows of three: the third is taken, whatever the count did with the second.
  const third = write(cap.take(DAY));
  while (queries.length > 0) await answer();
  expect(await third).toBe(true);
  expect(rows).toBe(3);
  expect(await write(cap.take(DAY))).toBe(false);
});
