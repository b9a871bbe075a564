import { act, render, screen } from '@testing-library/react';
import { Suspense, use, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { PageFrame } from '../../src/components/Root';
import { useHydrated } from '../../src/hooks/useHydrated';

/** Shows which side rendered it; `seen` collects every text it rendered, in order. */
function Where({ id, seen }: { id: string; seen?: string[] }) {
  const text = `${id}: ${useHydrated() ? 'browser' : 'server'}`;
  seen?.push(text);
  return <p>{text}</p>;
}

/** A page as Gatsby renders it: the page inside PageFrame (globals come from the server). */
const page = (children: ReactNode) => <PageFrame>{children}</PageFrame>;

/**
 * Renders `tree` to HTML as the build does, then hydrates it in the browser; `inBrowser` runs
 * in between (to tell the two sides apart).
 */
async function hydratePage(tree: ReactNode, inBrowser = () => {}) {
  const container = document.createElement('div');
  document.body.append(container);
  container.innerHTML = renderToString(tree);
  inBrowser();
  const recoverable = jest.fn();
  // A part may suspend while it hydrates; only an awaited act lets React carry on after it.
  // eslint-disable-next-line testing-library/no-unnecessary-act
  await act(async () => {
    render(tree, { container, hydrate: true, onRecoverableError: recoverable });
  });
  return recoverable;
}

describe('useHydrated', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error');
  });
  afterEach(() => {
    expect(consoleError).not.toHaveBeenCalled();
    consoleError.mockRestore();
  });

  it("hydrates a part with the server's value, then shows the browser's", async () => {
    const recoverable = await hydratePage(page(<Where id="header" />));
    expect(await screen.findByText('header: browser')).toBeInTheDocument();
    expect(recoverable).not.toHaveBeenCalled();
  });

  it("shows the browser's value from the first render of a part mounted after the page", async () => {
    await hydratePage(page(<Where id="header" />));
    await screen.findByText('header: browser');
    // A client-side navigation mounts the next page's parts: no flash of the static state
    // (the logged-out header) before the real one.
    const seen: string[] = [];
    render(<Where id="next page" seen={seen} />);
    expect(screen.getByText('next page: browser')).toBeInTheDocument();
    expect(seen).toEqual(['next page: browser']);
  });

  it('matches the static HTML in a part that hydrates after the page', async () => {
    let onServer = false;
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    // Like src/hydration's gate: in the browser the boundary waits, so it hydrates later.
    function Late() {
      if (!onServer) use(released);
      return <Where id="comments" />;
    }
    const tree = page(
      <>
        <Where id="header" />
        <Suspense fallback={null}>
          <Late />
        </Suspense>
      </>,
    );
    onServer = true;
    const recoverable = await hydratePage(tree, () => {
      onServer = false;
    });
    await screen.findByText('header: browser');
    expect(screen.getByText('comments: server')).toBeInTheDocument();
    await act(async () => release());
    expect(await screen.findByText('comments: browser')).toBeInTheDocument();
    expect(recoverable).not.toHaveBeenCalled();
  });
});
