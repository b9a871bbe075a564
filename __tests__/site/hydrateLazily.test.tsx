import { act, fireEvent, render, screen } from '@testing-library/react';
import { Suspense, useState, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateLazily, type HydrateWhen } from '../../src/hydration';

/** A part with state: it counts presses once its code is in and it has hydrated. */
function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount((n) => n + 1)}>
      {label}: {count}
    </button>
  );
}

type Module = { default: ComponentType<{ label: string }> };

/**
 * The markup the build writes for a lazy part (ssr.node.test.tsx renders the real one in
 * Node): the wrapper, the boundary and the part's HTML. Under jsdom the gate would take the
 * renderer for a browser, so the page's HTML is rendered from the same tree without it.
 */
const builtHtml = (label: string) =>
  renderToString(
    <div style={{ display: 'contents' }}>
      <Suspense fallback={null}>
        <Counter label={label} />
      </Suspense>
    </div>,
  );

/**
 * The page's HTML as the build writes it, then hydrated in the browser with a part whose chunk
 * arrives only when asked for (`load`, which the test counts).
 */
async function hydrate(id: string, when: HydrateWhen) {
  const container = document.createElement('div');
  document.body.append(container);
  container.innerHTML = builtHtml('Claps');
  const load = jest.fn(() => Promise.resolve<Module>({ default: Counter }));
  const BrowserPart = hydrateLazily(load, id, when);
  const recoverable = jest.fn();
  // eslint-disable-next-line testing-library/no-unnecessary-act
  await act(async () => {
    render(<BrowserPart label="Claps" />, {
      container,
      hydrate: true,
      onRecoverableError: recoverable,
    });
  });
  return {
    load,
    recoverable,
    Part: BrowserPart,
    button: screen.getByRole('button', { name: 'Claps: 0' }),
  };
}

/** Lets the chunk's promise and React's retry run. */
const settle = () =>
  act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

afterEach(() => {
  document.body.innerHTML = '';
});

describe('hydrateLazily', () => {
  it('loads and hydrates a `near` part when it comes within a screen of the viewport', async () => {
    let report: IntersectionObserverCallback = () => {};
    const observed: Element[] = [];
    const original = window.IntersectionObserver;
    window.IntersectionObserver = class {
      constructor(callback: IntersectionObserverCallback) {
        report = callback;
      }
      observe(element: Element) {
        observed.push(element);
      }
      disconnect() {}
    } as unknown as typeof IntersectionObserver;
    try {
      const { load, button } = await hydrate('test-near', 'near');
      await settle();
      expect(load).not.toHaveBeenCalled();
      expect(observed).toEqual([button]);

      act(() => {
        report(
          [{ isIntersecting: true, target: button } as unknown as IntersectionObserverEntry],
          {} as IntersectionObserver,
        );
      });
      await settle();
      expect(load).toHaveBeenCalledTimes(1);
      fireEvent.click(button);
      expect(screen.getByRole('button', { name: 'Claps: 1' })).toBe(button);
    } finally {
      window.IntersectionObserver = original;
    }
  });

  // The first sign of a person is noticed once per page: the tests after this one run with it.
  it('fetches the chunk ahead at the first scroll, and hydrates a `presence` part then', async () => {
    const { load, button } = await hydrate('test-presence', 'presence');
    await settle();
    expect(load).not.toHaveBeenCalled();

    fireEvent.scroll(window);
    await settle();
    expect(load).toHaveBeenCalled();
    fireEvent.click(button);
    expect(screen.getByRole('button', { name: 'Claps: 1' })).toBe(button);
  });

  it('hydrates an `interaction` part only when the visitor reaches into it', async () => {
    const { recoverable, button } = await hydrate('test-interaction', 'interaction');
    await settle();
    // Not hydrated: a click alone (no pointer down, no focus) waits and changes nothing.
    fireEvent.click(button);
    await settle();
    expect(screen.getByRole('button', { name: 'Claps: 0' })).toBe(button);

    fireEvent.pointerDown(button);
    await settle();
    // The part hydrated and the click that waited reached it; the server's HTML was kept.
    expect(screen.getByRole('button', { name: 'Claps: 1' })).toBe(button);
    fireEvent.click(button);
    expect(screen.getByRole('button', { name: 'Claps: 2' })).toBe(button);
    expect(recoverable).not.toHaveBeenCalled();
  });

  it('shows a part whose chunk came ahead at once when another page mounts it', async () => {
    // A page that was left before its part came near: the chunk was fetched at presence, the
    // part never rendered in the browser.
    const { load, Part } = await hydrate('test-ahead', 'interaction');
    fireEvent.scroll(window);
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    document.body.innerHTML = '';

    // Coming back to it (a client-side navigation): the part is there in the first frame, not
    // after a wait for a chunk already in, when the router restores the scroll.
    render(<Part label="Later" />);
    expect(screen.getByRole('button', { name: 'Later: 0' })).toBeInTheDocument();
  });

  it('does not lose a press that arrives before the part has hydrated', async () => {
    const { button } = await hydrate('test-early-press', 'interaction');
    // A tap right after scrolling to the part: the press comes before its code.
    fireEvent.pointerDown(button);
    fireEvent.click(button);
    await settle();
    await settle();
    expect(screen.getByRole('button', { name: 'Claps: 1' })).toBe(button);
  });
});
