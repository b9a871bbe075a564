import { composeStories } from '@storybook/react';
import { act, render, renderHook, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { renderToString } from 'react-dom/server';
import { createSwimmers, halveDuration, randomDuration, useSwimmers, wrapIndex } from '../../ui';
import * as stories from '../../stories/Experience.stories';

/** Finds the paragraph whose whole text is `text` (dates are split across <time> elements). */
const paragraph = (text: string) => (_: string, el: Element | null) =>
  el?.tagName === 'P' && el.textContent === text;

const {
  Many,
  Five,
  Loading,
  Empty,
  BritishDates,
  BadgeOpensAtThird,
  ViewerWrapsAround,
  ViewerCloses,
  FishSpeedsUp,
} = composeStories(stories);

describe('Experience', () => {
  it('shows MY EXPERIENCE and a card per entry with company, role and dates', () => {
    render(<Many />);
    expect(screen.getByRole('heading', { name: 'MY EXPERIENCE' })).toBeInTheDocument();
    const cards = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(cards).toHaveLength(4);
    const first = within(cards[0]!);
    expect(first.getByRole('heading', { name: 'Nimbus Labs' })).toBeInTheDocument();
    expect(first.getByText('Software Engineer')).toBeInTheDocument();
    expect(first.getByText(paragraph('Jul 14, 2025 – Present'))).toBeInTheDocument();
    expect(
      within(cards[1]!).getByText(paragraph('Dec 2, 2024 – Jun 27, 2025')),
    ).toBeInTheDocument();
  });

  it('formats dates in the given locale', () => {
    render(<BritishDates />);
    expect(screen.getByText(paragraph('14 Jul 2025 – Present'))).toBeInTheDocument();
  });

  it('shows at most two thumbnails and a +N badge for the rest', () => {
    render(<Many />);
    const card = screen.getByRole('article', { name: 'PixelForge Studios' });
    expect(within(card).getAllByRole('button', { name: /^Open image/ })).toHaveLength(2);
    expect(within(card).getByRole('button', { name: /more images/ })).toHaveTextContent('+3');
    const noImages = screen.getByRole('article', { name: 'Freelance' });
    expect(within(noImages).queryByRole('button')).not.toBeInTheDocument();
  });

  it('ends a card without images in a decorative band, hidden from assistive technology', () => {
    render(<Five />);
    const freelance = screen.getByRole('article', { name: 'Freelance' });
    const band = within(freelance).getByTestId('experience-no-images');
    expect(band).toHaveAttribute('aria-hidden', 'true');
    expect(within(freelance).queryByRole('img')).not.toBeInTheDocument();
    // Cards with images have no band.
    const openSource = screen.getByRole('article', { name: 'Open Source' });
    expect(within(openSource).queryByTestId('experience-no-images')).not.toBeInTheDocument();
    expect(within(openSource).getAllByRole('button', { name: /^Open image/ })).toHaveLength(1);
  });

  it('lists five entries in one list, and the seabed picture is decorative', () => {
    render(<Five />);
    expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(5);
    // The 7 thumbnails are images; alt="" keeps the seabed out of the accessibility tree.
    expect(screen.getAllByRole('img')).toHaveLength(7);
    expect(screen.getAllByRole('img').every((img) => img.getAttribute('alt'))).toBe(true);
  });

  it('shows Loading... while there are no entries', () => {
    const { unmount } = render(<Loading />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    unmount();
    render(<Empty />);
    expect(screen.getByText('Loading...')).toBeInTheDocument();
  });

  it('opens the viewer at the clicked image and steps with the arrow keys', async () => {
    const user = userEvent.setup();
    render(<Many />);
    await user.click(screen.getByRole('button', { name: /Open image 2 of 5 from PixelForge/ }));
    const dialog = screen.getByRole('dialog', { name: 'Images from PixelForge Studios' });
    expect(within(dialog).getByText('2 / 5')).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(within(dialog).getByText('3 / 5')).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    expect(within(dialog).getByText('5 / 5')).toBeInTheDocument();
  });

  it('keeps focus inside the viewer', async () => {
    const user = userEvent.setup();
    render(<Many />);
    await user.click(screen.getByRole('button', { name: /Open image 1 of 3 from Nimbus/ }));
    const dialog = screen.getByRole('dialog');
    const close = within(dialog).getByRole('button', { name: 'Close modal' });
    expect(close).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Previous image' })).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Next image' })).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(within(dialog).getByRole('button', { name: 'Next image' })).toHaveFocus();
  });

  it('has no axe violations, with and without the viewer', async () => {
    const user = userEvent.setup();
    const { container } = render(<Many />);
    expect(await axe(container)).toHaveNoViolations();
    await user.click(screen.getByRole('button', { name: /Open image 1 of 3 from Nimbus/ }));
    expect(await axe(container)).toHaveNoViolations();
  });
});

describe('Experience helpers', () => {
  it('wraps indexes at both ends', () => {
    expect(wrapIndex(0, -1, 5)).toBe(4);
    expect(wrapIndex(4, 1, 5)).toBe(0);
    expect(wrapIndex(2, 1, 5)).toBe(3);
    expect(wrapIndex(0, 1, 0)).toBe(0);
  });

  it('draws lap times between 8 and 12 seconds and halves them to a floor of 1 s', () => {
    expect(randomDuration(() => 0)).toBe(8);
    expect(randomDuration(() => 0.999)).toBeCloseTo(12, 0);
    expect(halveDuration(10)).toBe(5);
    expect(halveDuration(1.5)).toBe(1);
    expect(halveDuration(1)).toBe(1);
  });

  it('has an orange fish, a grey shoal of 3 and a red shoal of 4', () => {
    const fish = createSwimmers(() => 0.25);
    expect(fish.map((f) => [f.color, f.count])).toEqual([
      ['orange', 1],
      ['grey', 3],
      ['red', 4],
    ]);
    expect(fish.every((f) => f.duration === 9)).toBe(true);
  });
});

describe('useSwimmers', () => {
  const laps = (swimmers: { id: string; duration: number }[]) =>
    Object.fromEntries(swimmers.map((s) => [s.id, s.duration]));

  it('draws the lap times from `random` on the client and halves one fish per speed-up', () => {
    const { result } = renderHook(() => useSwimmers(() => 0));
    expect(laps(result.current.swimmers)).toEqual({ orange: 8, grey: 8, red: 8 });
    act(() => result.current.speedUp({ id: 'grey' }));
    act(() => result.current.speedUp({ id: 'grey' }));
    expect(laps(result.current.swimmers)).toEqual({ orange: 8, grey: 2, red: 8 });
    for (let i = 0; i < 5; i += 1) act(() => result.current.speedUp({ id: 'grey' }));
    expect(laps(result.current.swimmers).grey).toBe(1);
  });

  it('renders 10 s laps on the server and hydrates them without a mismatch', async () => {
    function Laps() {
      const { swimmers } = useSwimmers(() => 0);
      return <p>{swimmers.map((s) => s.duration).join(' ')}</p>;
    }
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(<Laps />);
    expect(screen.getByText('10 10 10')).toBeInTheDocument();
    const error = jest.spyOn(console, 'error');
    const recoverable = jest.fn();
    render(<Laps />, { container, hydrate: true, onRecoverableError: recoverable });
    expect(await screen.findByText('8 8 8')).toBeInTheDocument();
    expect(recoverable).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
  });
});

describe('Experience stories', () => {
  it.each([
    ['BadgeOpensAtThird', BadgeOpensAtThird],
    ['ViewerWrapsAround', ViewerWrapsAround],
    ['ViewerCloses', ViewerCloses],
    ['FishSpeedsUp', FishSpeedsUp],
  ])('passes the %s play function', async (_name, Story) => {
    await Story.run();
    expect(screen.getAllByRole('heading', { name: 'MY EXPERIENCE' }).length).toBeGreaterThan(0);
  });
});
