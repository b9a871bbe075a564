import { Writable } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';

/**
 * Renders a page body to HTML the way Gatsby does (streaming renderer, wait for everything),
 * except that every Suspense boundary stays in place in the document.
 *
 * By default React moves any boundary bigger than `progressiveChunkSize` (12,800 bytes) to the
 * end of the document, in a hidden element, and reveals it with an inline script that React
 * 19.2+ also delays to batch reveals. The site wraps below-the-fold sections in boundaries so
 * they hydrate in slices (see `hydrateLater`, src/hydration); outlined, those sections would be missing from
 * the first paint, missing without JavaScript, and a late layout shift. With an infinite chunk
 * size a completed boundary is written inline (`<!--$-->…<!--/$-->`) and still hydrates on
 * its own, at low priority.
 */
export function renderInline(element: ReactNode, timeoutMs = 60_000): Promise<string> {
  return new Promise((resolve, reject) => {
    let failed = false;
    const fail = (error: unknown) => {
      failed = true;
      clearTimeout(timer);
      reject(error instanceof Error ? error : new Error(String(error)));
    };
    // A component that suspends for good would otherwise hang the build without a word.
    const timer = setTimeout(() => {
      const error = new Error(
        `Rendering the page did not finish within ${timeoutMs / 1000} s: a component is waiting on something that never resolves on the server.`,
      );
      fail(error);
      abort(error);
    }, timeoutMs);
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer | string, _encoding, done) {
        chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
        done();
      },
      final(done) {
        clearTimeout(timer);
        resolve(Buffer.concat(chunks).toString('utf8'));
        done();
      },
    });
    sink.on('error', fail);
    const { pipe, abort } = renderToPipeableStream(element, {
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        // After a failure there is nothing to write: the page is reported as an error.
        if (!failed) pipe(sink);
      },
      onShellError: fail,
      onError(error) {
        if (failed) return;
        fail(error);
        abort(error);
      },
    });
  });
}
