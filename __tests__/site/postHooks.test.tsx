import { act, renderHook, waitFor } from '@testing-library/react';
import { Provider } from 'jotai';
import type { ReactNode } from 'react';
import { addClaps, getClaps } from '../../src/client/claps';
import { ApiError } from '../../src/client/client';
import { addComment, getComments } from '../../src/client/comments';
import { shortenUrl } from '../../src/client/shorten';
import { CLAP_BATCH_MS, useClaps } from '../../src/hooks/useClaps';
import { HELD_NOTICE, useComments } from '../../src/hooks/useComments';
import { useShare } from '../../src/hooks/useShare';
import type { CommentItem } from '../../ui';

jest.mock('../../src/client/claps', () => ({
  ...jest.requireActual('../../src/client/claps'),
  getClaps: jest.fn(),
  addClaps: jest.fn(),
}));
jest.mock('../../src/client/comments', () => ({
  ...jest.requireActual('../../src/client/comments'),
  getComments: jest.fn(),
  addComment: jest.fn(),
}));
jest.mock('../../src/client/shorten', () => ({ shortenUrl: jest.fn() }));

const mocked = <F extends (...args: never[]) => unknown>(f: F) => f as unknown as jest.Mock;

/** A promise and the functions that settle it, for answers that arrive when a test says so. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

let warn: jest.SpyInstance;
beforeEach(() => {
  jest.resetAllMocks();
  localStorage.clear();
  warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  jest.useRealTimers();
  warn.mockRestore();
});

describe('useClaps', () => {
  beforeEach(() => jest.useFakeTimers());

  it('shows the built count, then the API count, and adds a clap at once', async () => {
    mocked(getClaps).mockResolvedValue({ slug: 'p', claps: 40 });
    const { result } = renderHook(() => useClaps('p', 12));
    expect(result.current.count).toBe(12);
    await waitFor(() => expect(result.current.count).toBe(40));
    act(() => result.current.clap());
    expect(result.current.count).toBe(41);
    expect(result.current.highlighted).toBe(true);
  });

  it('sends quick claps as one request, and claps made meanwhile in the next', async () => {
    mocked(getClaps).mockReturnValue(new Promise(() => {}));
    const first = deferred<{ slug: string; claps: number }>();
    mocked(addClaps)
      .mockReturnValueOnce(first.promise)
      .mockResolvedValueOnce({ slug: 'p', claps: 105 });
    const { result } = renderHook(() => useClaps('p', 0));
    act(() => {
      result.current.clap();
      result.current.clap();
      result.current.clap();
    });
    expect(addClaps).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(CLAP_BATCH_MS));
    expect(addClaps).toHaveBeenCalledTimes(1);
    expect(addClaps).toHaveBeenLastCalledWith('p', 3);
    // Two more while the first request is out: they wait for it, then go together.
    act(() => {
      result.current.clap();
      result.current.clap();
    });
    act(() => jest.advanceTimersByTime(CLAP_BATCH_MS));
    expect(addClaps).toHaveBeenCalledTimes(1);
    await act(async () => first.resolve({ slug: 'p', claps: 103 }));
    expect(addClaps).toHaveBeenCalledTimes(2);
    expect(addClaps).toHaveBeenLastCalledWith('p', 2);
    await waitFor(() => expect(result.current.count).toBe(105));
  });

  it('splits a long run of claps into requests of at most 50', async () => {
    mocked(getClaps).mockReturnValue(new Promise(() => {}));
    mocked(addClaps).mockImplementation(async (_slug: string, count: number) => ({
      slug: 'p',
      claps: count,
    }));
    const { result } = renderHook(() => useClaps('p', 0));
    act(() => {
      for (let i = 0; i < 120; i += 1) result.current.clap();
    });
    await act(async () => jest.advanceTimersByTime(CLAP_BATCH_MS));
    await waitFor(() => expect(addClaps).toHaveBeenCalledTimes(3));
    expect(mocked(addClaps).mock.calls.map(([, count]) => count)).toEqual([50, 50, 20]);
  });

  it('keeps the built count, and still counts claps, when loading the count fails', async () => {
    mocked(getClaps).mockRejectedValue(new ApiError('Internal Server Error', 500));
    mocked(addClaps).mockReturnValue(new Promise(() => {}));
    const { result } = renderHook(() => useClaps('p', 12));
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(result.current.count).toBe(12);
    act(() => result.current.clap());
    expect(result.current.count).toBe(13);
  });

  it('keeps the shown count and warns when saving fails', async () => {
    mocked(getClaps).mockResolvedValue({ slug: 'p', claps: 5 });
    mocked(addClaps).mockRejectedValue(new ApiError('Network error', 0));
    const { result } = renderHook(() => useClaps('p', 5));
    await waitFor(() => expect(getClaps).toHaveBeenCalled());
    act(() => result.current.clap());
    await act(async () => jest.advanceTimersByTime(CLAP_BATCH_MS));
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(result.current.count).toBe(6);
  });
});

describe('useComments', () => {
  const comment = (id: string, text: string): CommentItem => ({
    id,
    author: 'priya',
    text,
    createdAt: '2026-01-02T03:04:05.000Z',
  });
  /** A page as getComments answers it. */
  const page = (comments: CommentItem[], more: { older?: string; total?: number } = {}) => ({
    comments,
    ...more,
  });
  const wrapper = ({ children }: { children: ReactNode }) => <Provider>{children}</Provider>;
  const logIn = () =>
    localStorage.setItem('user', JSON.stringify({ user: { userId: 'u1', username: 'priya' } }));

  it('loads while the list is on its way, then shows it', async () => {
    const list = deferred<ReturnType<typeof page>>();
    mocked(getComments).mockReturnValue(list.promise);
    const { result } = renderHook(() => useComments('p'), { wrapper });
    expect(result.current.loading).toBe(true);
    expect(result.current.comments).toEqual([]);
    await act(async () => list.resolve(page([comment('c1', 'First')])));
    expect(result.current.loading).toBe(false);
    expect(result.current.comments.map((c) => c.text)).toEqual(['First']);
  });

  it('reports a failed load (not an empty list), and loads again on retry', async () => {
    mocked(getComments)
      .mockRejectedValueOnce(new ApiError('Network error: the server could not be reached', 0))
      .mockResolvedValueOnce(page([comment('c1', 'First')]));
    const { result } = renderHook(() => useComments('p'), { wrapper });
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.loadError).toBe('Network error: the server could not be reached');
    expect(result.current.comments).toEqual([]);
    expect(warn).toHaveBeenCalled();
    act(() => result.current.retry());
    expect(result.current.loading).toBe(true);
    expect(result.current.loadError).toBeUndefined();
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(getComments).toHaveBeenCalledTimes(2);
    expect(result.current.loadError).toBeUndefined();
    expect(result.current.comments.map((c) => c.text)).toEqual(['First']);
  });

  it('does not show the text of an unexpected failure', async () => {
    mocked(getComments).mockRejectedValue(new TypeError('x is not a function'));
    const { result } = renderHook(() => useComments('p'), { wrapper });
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.loadError).toBe('Please try again.');
  });

  it('loads the list again after a comment is saved while the list had failed', async () => {
    logIn();
    mocked(getComments)
      .mockRejectedValueOnce(new ApiError('Internal Server Error', 500))
      .mockResolvedValueOnce(page([comment('c1', 'First'), comment('c2', 'Second')]));
    mocked(addComment).mockResolvedValue({ comment: comment('c2', 'Second'), held: false });
    const { result } = renderHook(() => useComments('p'), { wrapper });
    await waitFor(() => expect(result.current.loggedIn).toBe(true));
    await waitFor(() => expect(result.current.loadError).toBe('Internal Server Error'));
    act(() => result.current.submit({ text: 'Second' }));
    await waitFor(() => expect(result.current.comments).toHaveLength(2));
    expect(getComments).toHaveBeenCalledTimes(2);
    expect(result.current.loadError).toBeUndefined();
  });

  it('loads again for another post', async () => {
    mocked(getComments).mockImplementation(async (slug: string) =>
      page([comment(slug, `On ${slug}`)]),
    );
    const { result, rerender } = renderHook(({ slug }) => useComments(slug), {
      wrapper,
      initialProps: { slug: 'a' },
    });
    await waitFor(() => expect(result.current.comments.map((c) => c.text)).toEqual(['On a']));
    rerender({ slug: 'b' });
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(result.current.comments.map((c) => c.text)).toEqual(['On b']));
  });

  it('adds a comment to the list and clears the text', async () => {
    logIn();
    mocked(getComments).mockResolvedValue(page([comment('c1', 'First')]));
    mocked(addComment).mockResolvedValue({ comment: comment('c2', 'Second'), held: false });
    const { result } = renderHook(() => useComments('p'), { wrapper });
    await waitFor(() => expect(result.current.loggedIn).toBe(true));
    await waitFor(() => expect(result.current.loading).toBe(false));
    act(() => result.current.setText('Second'));
    act(() => result.current.submit({ text: 'Second' }));
    expect(result.current.submitting).toBe(true);
    await waitFor(() => expect(result.current.submitting).toBe(false));
    expect(addComment).toHaveBeenCalledWith('p', 'Second');
    expect(result.current.comments.map((c) => c.text)).toEqual(['First', 'Second']);
    expect(result.current.text).toBe('');
    expect(result.current.error).toBeUndefined();
  });

  it('says a held comment waits for approval, lists nothing, and clears the text', async () => {
    logIn();
    mocked(getComments).mockResolvedValue(page([comment('c1', 'First')], { total: 1 }));
    mocked(addComment).mockResolvedValue({ comment: comment('c2', 'Mine'), held: true });
    const { result } = renderHook(() => useComments('p'), { wrapper });
    await waitFor(() => expect(result.current.loading).toBe(false));
    act(() => result.current.setText('Mine'));
    act(() => result.current.submit({ text: 'Mine' }));
    await waitFor(() => expect(result.current.submitting).toBe(false));
    expect(result.current.notice).toBe(HELD_NOTICE);
    expect(result.current.comments.map((c) => c.text)).toEqual(['First']);
    expect(result.current.total).toBe(1);
    expect(result.current.text).toBe('');
  });

  it('puts an older page above the list, following its link until there is none', async () => {
    mocked(getComments)
      .mockResolvedValueOnce(
        page([comment('c3', 'Third')], { older: '/api/comments/p?before=a', total: 3 }),
      )
      .mockRejectedValueOnce(new ApiError('Network error: the server could not be reached', 0))
      .mockResolvedValueOnce(
        page([comment('c2', 'Second')], { older: '/api/comments/p?before=b', total: 3 }),
      )
      .mockResolvedValueOnce(page([comment('c1', 'First')], { total: 3 }));
    const { result } = renderHook(() => useComments('p'), { wrapper });
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.hasOlder).toBe(true);
    expect(result.current.total).toBe(3);

    act(() => result.current.loadOlder());
    await waitFor(() => expect(result.current.loadingOlder).toBe(false));
    expect(result.current.olderError).toBe(
      'Older comments could not be loaded. Network error: the server could not be reached',
    );
    expect(result.current.comments.map((c) => c.text)).toEqual(['Third']);

    act(() => result.current.loadOlder());
    await waitFor(() => expect(result.current.comments).toHaveLength(2));
    expect(result.current.olderError).toBeUndefined();
    act(() => result.current.loadOlder());
    await waitFor(() => expect(result.current.comments).toHaveLength(3));
    expect(result.current.comments.map((c) => c.text)).toEqual(['First', 'Second', 'Third']);
    expect(result.current.hasOlder).toBe(false);
    expect(
      mocked(getComments)
        .mock.calls.slice(1)
        .map(([, options]) => options?.older),
    ).toEqual(['/api/comments/p?before=a', '/api/comments/p?before=a', '/api/comments/p?before=b']);
  });

  it('shows an error and keeps the text when adding fails', async () => {
    logIn();
    mocked(getComments).mockResolvedValue(page([]));
    mocked(addComment).mockRejectedValue(new ApiError('Internal Server Error', 500));
    const { result } = renderHook(() => useComments('p'), { wrapper });
    await waitFor(() => expect(result.current.loggedIn).toBe(true));
    act(() => result.current.setText('Hello'));
    act(() => result.current.submit({ text: 'Hello' }));
    await waitFor(() => expect(result.current.submitting).toBe(false));
    expect(result.current.error).toBe('Failed to add comment. Please try again.');
    expect(result.current.text).toBe('Hello');
  });

  it('says how long to wait when adding is rate limited', async () => {
    logIn();
    mocked(getComments).mockResolvedValue(page([]));
    mocked(addComment).mockRejectedValue(
      new ApiError('Too many requests. Try again in 40 seconds.', 429),
    );
    const { result } = renderHook(() => useComments('p'), { wrapper });
    await waitFor(() => expect(result.current.loggedIn).toBe(true));
    act(() => result.current.submit({ text: 'Hello' }));
    await waitFor(() => expect(result.current.submitting).toBe(false));
    expect(result.current.error).toBe(
      'Failed to add comment. Too many requests. Try again in 40 seconds.',
    );
  });

  it('logs out and asks to log in again when the session has expired', async () => {
    logIn();
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => {});
    mocked(getComments).mockResolvedValue(page([]));
    mocked(addComment).mockRejectedValue(new ApiError('Token expired', 401));
    const { result } = renderHook(() => useComments('p'), { wrapper });
    await waitFor(() => expect(result.current.loggedIn).toBe(true));
    act(() => result.current.submit({ text: 'Hello' }));
    await waitFor(() => expect(result.current.loggedIn).toBe(false));
    expect(alert).toHaveBeenCalledWith('Session expired. Please log in again.');
    expect(localStorage.getItem('user')).toBeNull();
    alert.mockRestore();
  });
});

describe('useShare', () => {
  it('shortens the address, and reports a failure through its status', async () => {
    mocked(shortenUrl).mockResolvedValueOnce('https://sho.rt/x').mockRejectedValueOnce(new Error());
    const { result } = renderHook(() => useShare('A post'));
    act(() => result.current.shorten({ url: 'https://example.com/blog/p' }));
    expect(result.current.status).toBe('busy');
    await waitFor(() => expect(result.current.shortUrl).toBe('https://sho.rt/x'));
    expect(result.current.status).toBe('idle');
    act(() => result.current.shorten({ url: 'https://example.com/blog/p' }));
    await waitFor(() => expect(result.current.status).toBe('error'));
  });

  it('copies the address and confirms it', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    const { result } = renderHook(() => useShare('A post'));
    act(() => result.current.copy({ url: 'https://sho.rt/x' }));
    await waitFor(() => expect(result.current.copied).toBe(true));
    expect(writeText).toHaveBeenCalledWith('https://sho.rt/x');
  });

  it('stays quiet when the share sheet is dismissed, and warns when sharing fails', async () => {
    const share = jest
      .fn()
      .mockRejectedValueOnce(new DOMException('Share canceled', 'AbortError'))
      .mockRejectedValueOnce(new DOMException('Not allowed', 'NotAllowedError'));
    Object.defineProperty(navigator, 'share', { configurable: true, value: share });
    const { result } = renderHook(() => useShare('A post'));
    await act(async () => result.current.nativeShare({ url: 'https://sho.rt/x' }));
    expect(share).toHaveBeenCalledWith({ title: 'A post', url: 'https://sho.rt/x' });
    expect(warn).not.toHaveBeenCalled();
    act(() => result.current.nativeShare({ url: 'https://sho.rt/x' }));
    await waitFor(() => expect(warn).toHaveBeenCalledWith('Share failed', expect.anything()));
  });
});
