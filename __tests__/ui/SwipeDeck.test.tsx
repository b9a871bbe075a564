import { composeStories } from '@storybook/react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { fn } from 'storybook/test';
import * as stories from '../../stories/SwipeDeck.stories';

const { FullStack, Finished, KeyboardThrough, DragPastThreshold } = composeStories(stories);

// jsdom has no PointerEvent (fireEvent would drop clientX); user-event builds full events.
async function drag(target: HTMLElement, dx: number) {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  await user.pointer([
    { keys: '[MouseLeft>]', target, coords: { clientX: 300, clientY: 200 } },
    { target, coords: { clientX: 300 + dx, clientY: 200 } },
    { keys: '[/MouseLeft]', target, coords: { clientX: 300 + dx, clientY: 200 } },
  ]);
}

describe('SwipeDeck', () => {
  afterEach(() => jest.useRealTimers());

  it("shows the 'Projects' heading and the first of three cards", () => {
    render(<FullStack />);
    expect(screen.getByRole('heading', { level: 1, name: 'Projects' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Card 1' })).toBeInTheDocument();
    expect(screen.getByText('Card 1 of 3')).toBeInTheDocument();
  });

  it('sends the card away after a drag beyond 100 px, to an exit offset of 250 px', async () => {
    jest.useFakeTimers();
    const onSwipe = fn();
    render(<FullStack onSwipe={onSwipe} />);
    const card = screen.getByRole('img', { name: 'Card 1' });
    await drag(card, 101);
    expect(card.style.transform).toContain('translateX(250px)');
    expect(onSwipe).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(300));
    expect(onSwipe).toHaveBeenCalledWith({ index: 0, direction: 'right' });
    expect(screen.getByRole('img', { name: 'Card 2' })).toBeInTheDocument();
  });

  it('springs back after a drag of exactly 100 px', async () => {
    jest.useFakeTimers();
    const onSwipe = fn();
    render(<FullStack onSwipe={onSwipe} />);
    const card = screen.getByRole('img', { name: 'Card 1' });
    await drag(card, -100);
    act(() => jest.advanceTimersByTime(1000));
    expect(onSwipe).not.toHaveBeenCalled();
    expect(card.style.transform).toContain('translateX(0px)');
  });

  it('goes left by drag to -250 px', async () => {
    jest.useFakeTimers();
    const onSwipe = fn();
    render(<FullStack onSwipe={onSwipe} />);
    const card = screen.getByRole('img', { name: 'Card 1' });
    await drag(card, -140);
    expect(card.style.transform).toContain('translateX(-250px)');
    act(() => jest.advanceTimersByTime(300));
    expect(onSwipe).toHaveBeenCalledWith({ index: 0, direction: 'left' });
  });

  it('skips the exit animation when reduced motion is preferred', () => {
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      ...original(query),
      matches: query.includes('reduce'),
    })) as typeof window.matchMedia;
    const onSwipe = fn();
    render(<FullStack onSwipe={onSwipe} />);
    fireEvent.click(screen.getByRole('button', { name: 'Swipe left' }));
    expect(onSwipe).toHaveBeenCalledWith({ index: 0, direction: 'left' });
    window.matchMedia = original;
  });

  it("offers 'Start again' after the last card and disables the swipe buttons", async () => {
    const user = userEvent.setup();
    const onRestart = fn();
    render(<Finished onRestart={onRestart} />);
    expect(screen.getByText('No cards left')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Swipe left' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Start again' }));
    expect(onRestart).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Card 1 of 3')).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = render(<FullStack />);
    expect(await axe(container)).toHaveNoViolations();
  });
});

describe('SwipeDeck stories', () => {
  it.each([
    ['KeyboardThrough', KeyboardThrough],
    ['DragPastThreshold', DragPastThreshold],
  ])('passes the %s play function', async (_name, Story) => {
    await Story.run();
    expect(screen.getByRole('heading', { name: 'Projects' })).toBeInTheDocument();
  });
});
