import { login, logout, signup } from '../../src/client/auth';
import { ApiError } from '../../src/client/client';

/** jsdom has no Response; apiRequest only reads ok, status, statusText and text(). */
function respond(status: number, body: unknown) {
  return Promise.resolve({
    ok: status >= 200 && status < 300,
    status,
    statusText: '',
    text: async () => (body === undefined ? '' : JSON.stringify(body)),
  });
}

describe('auth API client', () => {
  const fetchMock = jest.fn();
  beforeEach(() => {
    fetchMock.mockReset();
    global.fetch = fetchMock as unknown as typeof fetch;
  });

  it('logs in with email and password and resolves with the whole response', async () => {
    const body = {
      message: 'Login successful',
      user: { userId: 'u1', username: 'priya', email: 'p@x.io' },
    };
    fetchMock.mockReturnValueOnce(respond(200, body));
    await expect(login({ email: 'p@x.io', password: 'secret-pass' })).resolves.toEqual(body);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/auth/login');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('include');
    expect(JSON.parse(init.body as string)).toEqual({ email: 'p@x.io', password: 'secret-pass' });
  });

  it("rejects with the server's message on a failed login", async () => {
    fetchMock.mockReturnValueOnce(respond(401, { message: 'Invalid email or password' }));
    const error = await login({ email: 'p@x.io', password: 'nope' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'Invalid email or password', status: 401 });
  });

  it('signs up with username, email and password only', async () => {
    fetchMock.mockReturnValueOnce(respond(201, { message: 'User created' }));
    await signup({ username: 'priya', email: 'p@x.io', password: 'secret-pass' });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/auth/signup');
    expect(JSON.parse(init.body as string)).toEqual({
      username: 'priya',
      email: 'p@x.io',
      password: 'secret-pass',
    });
  });

  it('logs out with a bodiless POST', async () => {
    fetchMock.mockReturnValueOnce(respond(200, { message: 'Logged out' }));
    await logout();
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/auth/logout');
    expect(init.method).toBe('POST');
    expect(init.body).toBeUndefined();
  });
});
