import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';

const ROOT = path.resolve(__dirname, '../..');
type FeedPost = {
  id: string;
  mediaType: string;
  isReel: boolean;
  mediaUrl: string;
  caption: string;
  permalink: string;
  children?: { mediaUrl: string }[];
};
const PHOTOS = path.join(ROOT, '__tests__/fixtures/content/photos');
const feed = JSON.parse(fs.readFileSync(path.join(PHOTOS, 'feed.json'), 'utf8')) as {
  username: string;
  profilePictureUrl: string;
  posts: FeedPost[];
};
// The API serves the feed's media, files beside it, at /feed/<file>.
const local = (url: string) => path.join(PHOTOS, url.replace(/^\/feed\//, ''));

test('the fixture photos/feed.json is the spec photo-feed format with media beside it', () => {
  expect(feed.username).toBeTruthy();
  expect(fs.existsSync(local(feed.profilePictureUrl))).toBe(true);
  expect(feed.posts.length).toBeGreaterThanOrEqual(14);
  const types = new Set(feed.posts.map((p) => p.mediaType));
  expect([...types].sort()).toEqual(['CAROUSEL_ALBUM', 'IMAGE', 'VIDEO']);
  expect(feed.posts.some((p) => p.isReel)).toBe(true);
  expect(feed.posts.some((p) => p.caption.length > 100)).toBe(true);
  expect(feed.posts.some((p) => p.caption.length <= 30)).toBe(true);
  expect(new Set(feed.posts.map((p) => p.id)).size).toBe(feed.posts.length);
  for (const post of feed.posts) {
    expect(post.mediaUrl).toMatch(/^\/feed\//);
    expect(post.permalink).toMatch(/^https:\/\/www\.instagram\.com\//);
    const urls = [post.mediaUrl, ...(post.children ?? []).map((c) => c.mediaUrl)];
    for (const url of urls) {
      expect(fs.existsSync(local(url))).toBe(true);
      expect(fs.statSync(local(url)).size).toBeLessThan(200 * 1024);
    }
    if (post.mediaType === 'CAROUSEL_ALBUM')
      expect(post.children?.length).toBeGreaterThanOrEqual(2);
    if (post.mediaType === 'VIDEO') expect(post.mediaUrl).toMatch(/\.mp4$/);
  }
});
