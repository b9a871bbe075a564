import { act, renderHook, screen } from '@testing-library/react';
import { useActiveHeading } from '../../src/hooks/useActiveHeading';

/** A stand-in for IntersectionObserver: records what it watches; tests deliver the entries. */
class FakeObserver {
  static all: FakeObserver[] = [];
  readonly observed = new Set<Element>();
  disconnected = false;
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeObserver.all.push(this);
  }
  observe(target: Element) {
    this.observed.add(target);
  }
  unobserve(target: Element) {
    this.observed.delete(target);
  }
  disconnect() {
    this.disconnected = true;
    this.observed.clear();
  }
  takeRecords() {
    return [];
  }
  /** Reports targets (by id) as inside or outside the observer's area. */
  report(states: Record<string, boolean>) {
    const entries = Object.entries(states).map(
      ([id, isIntersecting]) =>
        ({
          target:
            id === 'post-body'
              ? screen.getByRole('article')
              : screen.getByRole('heading', { name: id }),
          isIntersecting,
        }) as unknown as IntersectionObserverEntry,
    );
    act(() => this.callback(entries, this as unknown as IntersectionObserver));
  }
}

const IDS = ['intro-heading', 'setup', 'usage', 'faq'];

beforeEach(() => {
  FakeObserver.all = [];
  window.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
  document.body.innerHTML = `
    <article id="post-body">
      ${IDS.map((id) => `<h2 id="${id}">${id}</h2><p>Text</p>`).join('')}
    </article>`;
});

/** The observer of the headings (the first one made) and of the body's end. */
const lineObserver = () => FakeObserver.all[0]!;
const endObserver = () => FakeObserver.all[1]!;

describe('useActiveHeading', () => {
  it('is none before the first heading reaches the reading line', () => {
    const { result } = renderHook(() => useActiveHeading(IDS, { endId: 'post-body' }));
    expect(result.current).toBeNull();
    lineObserver().report({ 'intro-heading': false, setup: false, usage: false, faq: false });
    expect(result.current).toBeNull();
  });

  it('watches every heading against a line 30% down the window, from far above it', () => {
    renderHook(() => useActiveHeading(IDS));
    expect([...lineObserver().observed].map((el) => el.id)).toEqual(IDS);
    const [top, , bottom] = String(lineObserver().options.rootMargin).split(' ');
    expect(parseInt(top!, 10)).toBeGreaterThanOrEqual(10000);
    expect(bottom).toBe('-70%');
  });

  it('is the last heading that has passed the line, following the reader both ways', () => {
    const { result } = renderHook(() => useActiveHeading(IDS, { endId: 'post-body' }));
    lineObserver().report({ 'intro-heading': true, setup: false, usage: false, faq: false });
    expect(result.current).toBe('intro-heading');
    lineObserver().report({ setup: true });
    expect(result.current).toBe('setup');
    // A jump (a link or End) can bring several headings past the line at once.
    lineObserver().report({ usage: true, faq: true });
    expect(result.current).toBe('faq');
    // Scrolling back up: the last two drop below the line again.
    lineObserver().report({ faq: false, usage: false });
    expect(result.current).toBe('setup');
  });

  it("is the last heading once the body's end is in view, even if its section is short", () => {
    const { result } = renderHook(() => useActiveHeading(IDS, { endId: 'post-body' }));
    expect([...endObserver().observed].map((el) => el.id)).toEqual(['post-body']);
    lineObserver().report({ 'intro-heading': true, setup: true });
    // The body no longer reaches below the window: its end is in view.
    endObserver().report({ 'post-body': false });
    expect(result.current).toBe('faq');
    endObserver().report({ 'post-body': true });
    expect(result.current).toBe('setup');
  });

  it('skips ids with no element, and does nothing without headings', () => {
    const { result } = renderHook(() => useActiveHeading(['missing', 'usage']));
    expect([...lineObserver().observed].map((el) => el.id)).toEqual(['usage']);
    lineObserver().report({ usage: true });
    expect(result.current).toBe('usage');
    FakeObserver.all = [];
    renderHook(() => useActiveHeading(['missing']));
    expect(FakeObserver.all).toHaveLength(0);
  });

  it('stops observing on unmount, and does not start again for the same ids', () => {
    const { rerender, unmount } = renderHook(
      ({ ids }) => useActiveHeading(ids, { endId: 'post-body' }),
      {
        initialProps: { ids: IDS },
      },
    );
    rerender({ ids: [...IDS] });
    expect(FakeObserver.all).toHaveLength(2);
    unmount();
    expect(FakeObserver.all.every((observer) => observer.disconnected)).toBe(true);
  });
});
