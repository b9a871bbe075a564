import { fetchFeed } from '../../src/client/feed';
import { mapFeed, profileUrlFor, UNEXPECTED_FEED } from '../../src/mappers/feed';

const post = {
  id: '1',
  mediaType: 'IMAGE',
  isReel: false,
  mediaUrl: '/feed/a.webp',
  caption: 'Hello',
  permalink: 'https://www.instagram.com/p/1/',
};

describe('mapFeed', () => {
  it('keeps the profile and posts of an object feed', () => {
    const feed = mapFeed({ username: 'aarav.codes', profilePictureUrl: '/a.webp', posts: [post] });
    expect(feed).toEqual({ username: 'aarav.codes', profilePictureUrl: '/a.webp', posts: [post] });
  });

  it("keeps a video's still (thumbnailUrl) and leaves it out when the feed has none", () => {
    const video = { ...post, id: '3', mediaType: 'VIDEO', mediaUrl: '/feed/v.mp4' };
    const still = { ...video, id: '4', thumbnailUrl: '/feed/v-poster.webp' };
    const { posts } = mapFeed([video, still]);
    expect(posts[0]).not.toHaveProperty('thumbnailUrl');
    expect(posts[1]).toHaveProperty('thumbnailUrl', '/feed/v-poster.webp');
  });

  it('wraps a bare array with an empty username and picture', () => {
    expect(mapFeed([post])).toEqual({ username: '', profilePictureUrl: '', posts: [post] });
  });

  it.each([
    ['null', null],
    ['a string', 'oops'],
    ['an object without posts', { username: 'x' }],
    ['posts that are not an array', { posts: {} }],
  ])("rejects %s with 'Unexpected data structure'", (_name, data) => {
    expect(() => mapFeed(data)).toThrow(UNEXPECTED_FEED);
  });

  it('keeps album children and reel flags, skips malformed and duplicate posts', () => {
    const album = {
      id: 2,
      mediaType: 'CAROUSEL_ALBUM',
      caption: null,
      permalink: 'p',
      children: [{ id: 'c1', mediaUrl: '/c1.webp' }, { nope: true }, { mediaUrl: '/c2.webp' }],
    };
    const feed = mapFeed([
      post,
      { id: 'x' },
      'junk',
      album,
      post,
      { ...post, id: '3', isReel: true },
    ]);
    expect(feed.posts.map((p) => p.id)).toEqual(['1', '2', '3']);
    expect(feed.posts[1]).toEqual({
      id: '2',
      mediaType: 'CAROUSEL_ALBUM',
      isReel: false,
      mediaUrl: '/c1.webp',
      caption: '',
      permalink: 'p',
      children: [{ id: 'c1', mediaUrl: '/c1.webp' }, { mediaUrl: '/c2.webp' }],
    });
    expect(feed.posts[2]?.isReel).toBe(true);
  });

  it('links the handle to the profile', () => {
    expect(profileUrlFor('aarav.codes')).toBe('https://www.instagram.com/aarav.codes/');
  });
});

describe('fetchFeed', () => {
  const fetchMock = jest.fn();
  beforeEach(() => {
    fetchMock.mockReset();
    global.fetch = fetchMock as unknown as typeof fetch;
  });
  const reply = (status: number, body: string) =>
    fetchMock.mockResolvedValueOnce({
      ok: status < 300,
      status,
      statusText: '',
      text: async () => body,
    });

  it('reads /api/feed', async () => {
    reply(200, JSON.stringify([post]));
    await expect(fetchFeed()).resolves.toMatchObject({ posts: [post] });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/feed');
  });

  it("says 'HTTP error! status: {code}' on a non-OK answer", async () => {
    reply(502, JSON.stringify({ message: 'Bad gateway' }));
    await expect(fetchFeed()).rejects.toThrow('HTTP error! status: 502');
  });

  it("passes on the server's 'Unexpected data structure' for a bad upstream", async () => {
    reply(502, JSON.stringify({ message: 'Unexpected data structure' }));
    await expect(fetchFeed()).rejects.toThrow(/^Unexpected data structure$/);
  });

  it("says 'Unexpected data structure' for the wrong shape", async () => {
    reply(200, JSON.stringify({ data: [] }));
    await expect(fetchFeed()).rejects.toThrow('Unexpected data structure');
  });
});
