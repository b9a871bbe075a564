import { ApiError, apiRequest, readableText } from '../../src/client/client';

/** The parts of a fetch Response apiRequest reads (jsdom has no Response class). */
function response(status: number, body: string, headers: Record<string, string> = {}) {
  const lower = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText: status === 429 ? 'Too Many Requests' : status === 400 ? 'Bad Request' : 'OK',
    headers: { get: (name: string) => lower[name.toLowerCase()] ?? null },
    text: async () => body,
  };
}

const fetchMock = jest.fn();
beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the request to fail');
}

describe('apiRequest', () => {
  it('resolves with the parsed JSON', async () => {
    fetchMock.mockResolvedValue(response(200, '{"claps":3}'));
    await expect(apiRequest('/api/claps/x')).resolves.toEqual({ claps: 3 });
  });

  it("rejects with the server's JSON message", async () => {
    fetchMock.mockResolvedValue(response(400, '{"message":"Email is already registered"}'));
    const error = await failure(apiRequest('/api/auth/signup', { body: {} }));
    expect(error.message).toBe('Email is already registered');
    expect(error.status).toBe(400);
  });

  it('turns a rate limit into words from Retry-After, not the server seconds', async () => {
    fetchMock.mockResolvedValue(
      response(429, '{"message":"Rate limit exceeded, retry in 2077 seconds"}', {
        'Retry-After': '2077',
      }),
    );
    const error = await failure(apiRequest('/api/auth/login', { body: {} }));
    expect(error.message).toBe('Too many requests. Try again in 35 minutes.');
    expect(error.status).toBe(429);
  });

  it('asks to try later when a rate limit has no readable Retry-After', async () => {
    fetchMock.mockResolvedValue(response(429, '{"message":"Rate limit exceeded"}'));
    const error = await failure(apiRequest('/api/comments', { body: {} }));
    expect(error.message).toBe('Too many requests. Please try again later.');
  });

  it('rejects with a plain-text body, not the status text', async () => {
    fetchMock.mockResolvedValue(
      response(400, 'The service ID is invalid\n', { 'content-type': 'text/plain' }),
    );
    const error = await failure(apiRequest('/api/v1.0/email/send-form', { body: {} }));
    expect(error.message).toBe('The service ID is invalid');
  });

  it('reports a network failure with status 0', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await failure(apiRequest('/api/feed'));
    expect(error.status).toBe(0);
    expect(error.message).toBe('Network error: the server could not be reached');
  });
});

describe('readableText', () => {
  it('collapses whitespace and trims', () => {
    expect(readableText('  Bad\n\n  request  ')).toBe('Bad request');
  });

  it('keeps text up to the limit whole', () => {
    expect(readableText('a'.repeat(20), 20)).toBe('a'.repeat(20));
  });

  it('cuts longer text at a word and adds an ellipsis', () => {
    expect(readableText('one two three four five', 14)).toBe('one two three…');
  });

  it('cuts inside a word that has no space in reach', () => {
    expect(readableText('a'.repeat(30), 10)).toBe(`${'a'.repeat(9)}…`);
  });
});
