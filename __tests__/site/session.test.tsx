import { navigate } from 'gatsby';
import { act, renderHook, waitFor } from '@testing-library/react';
import { Provider } from 'jotai';
import type { ReactNode } from 'react';
import { useLogout } from '../../src/hooks/useLogout';
import { useSession } from '../../src/state/session';

jest.mock('gatsby', () =>
  jest
    .requireActual<typeof import('../support/siteSettings')>('../support/siteSettings')
    .gatsbyMock(),
);

const stored = { message: 'ok', user: { userId: 'u1', username: 'priya', email: 'p@x.io' } };

function setup() {
  const wrapper = ({ children }: { children: ReactNode }) => <Provider>{children}</Provider>;
  return renderHook(() => ({ logout: useLogout(), session: useSession().session }), { wrapper });
}

describe('useLogout', () => {
  const fetchMock = jest.fn();
  beforeEach(() => {
    fetchMock.mockReset();
    jest.mocked(navigate).mockReset();
    global.fetch = fetchMock as unknown as typeof fetch;
    localStorage.setItem('user', JSON.stringify(stored));
  });

  it('calls the API, clears the stored user and state, and goes to /login', async () => {
    fetchMock.mockResolvedValueOnce({
      ok: true,
      status: 200,
      statusText: 'OK',
      text: async () => '{"message":"Logged out"}',
    });
    const { result } = setup();
    await waitFor(() => expect(result.current.session?.user.username).toBe('priya'));
    await act(() => result.current.logout());
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/auth/logout',
      expect.objectContaining({ method: 'POST' }),
    );
    expect(localStorage.getItem('user')).toBeNull();
    expect(result.current.session).toBeNull();
    expect(jest.mocked(navigate)).toHaveBeenCalledWith('/login');
  });

  it('still ends the local session when the call fails, logging only a warning', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const error = jest.spyOn(console, 'error');
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const { result } = setup();
    await waitFor(() => expect(result.current.session).not.toBeUndefined());
    await act(() => result.current.logout());
    expect(warn).toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
    expect(localStorage.getItem('user')).toBeNull();
    expect(jest.mocked(navigate)).toHaveBeenCalledWith('/login');
    warn.mockRestore();
    error.mockRestore();
  });
});

describe('stored session', () => {
  it.each([
    ['corrupt JSON', '{not json'],
    ['a stale shape', JSON.stringify({ username: 'old' })],
    ['a user without id', JSON.stringify({ user: { username: 'x' } })],
  ])('discards %s and reads as logged out', async (_name, raw) => {
    localStorage.setItem('user', raw);
    const { result } = renderHook(() => useSession(), {
      wrapper: ({ children }: { children: ReactNode }) => <Provider>{children}</Provider>,
    });
    await waitFor(() => expect(result.current.session).toBeNull());
    expect(localStorage.getItem('user')).toBeNull();
  });
});
