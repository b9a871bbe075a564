import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';

describe('loadConfig', () => {
  it('has working defaults for the embedded setup', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8000,
      host: '0.0.0.0',
      publicDir: path.resolve('public'),
      logLevel: 'info',
      production: false,
      siteUrl: 'http://localhost:8000',
      databaseUrl: undefined,
      pgliteDir: path.resolve('.data/pglite'),
      redisUrl: undefined,
      feedUrl: undefined,
      feedFile: path.resolve('content/feed.json'),
      trustProxy: false,
      sanity: undefined,
      inboxToken: undefined,
    });
  });

  it('reads every setting', () => {
    const config = loadConfig({
      PORT: '9000',
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      SITE_URL: 'https://example.com/',
      DATABASE_URL: 'postgres://u:p@db:5432/app',
      PGLITE_DIR: '/tmp/pg',
      REDIS_URL: 'redis://cache:6379',
      FEED_URL: 'https://feeds.example.com/me.json',
      FEED_FILE: '/tmp/feed.json',
      TRUST_PROXY: '1',
      SANITY_PROJECT_ID: 'abc123',
      SANITY_DATASET: 'staging',
      SANITY_TOKEN: 'sk-token',
      INBOX_TOKEN: 'x'.repeat(32),
      LOG_LEVEL: 'warn',
    });
    expect(config).toMatchObject({
      port: 9000,
      host: '127.0.0.1',
      production: true,
      siteUrl: 'https://example.com',
      databaseUrl: 'postgres://u:p@db:5432/app',
      pgliteDir: '/tmp/pg',
      redisUrl: 'redis://cache:6379',
      feedUrl: 'https://feeds.example.com/me.json',
      feedFile: '/tmp/feed.json',
      trustProxy: 1,
      sanity: { projectId: 'abc123', dataset: 'staging', token: 'sk-token' },
      logLevel: 'warn',
    });
  });

  it.each([
    ['PORT', '80a'],
    ['PORT', '70000'],
    ['SITE_URL', 'localhost:8000'],
    ['SITE_URL', 'ftp://example.com'],
    ['SITE_URL', 'https://example.com/blog'],
    ['DATABASE_URL', 'mysql://u:hunter2@db/app'],
    ['REDIS_URL', 'http://cache'],
    ['FEED_URL', 'file:///etc/passwd'],
    ['TRUST_PROXY', 'yes please'],
    ['LOG_LEVEL', 'loud'],
    ['SANITY_PROJECT_ID', 'Not Valid!'],
    ['INBOX_TOKEN', 'short'],
  ])('fails at startup naming %s for %j', (name, value) => {
    const extra = name === 'SANITY_DATASET' ? { SANITY_PROJECT_ID: 'abc' } : {};
    expect(() => loadConfig({ ...extra, [name]: value })).toThrow(new RegExp(`^Setting ${name} `));
  });

  it('checks SANITY_DATASET when a project is set', () => {
    expect(() => loadConfig({ SANITY_PROJECT_ID: 'abc', SANITY_DATASET: 'Bad Name' })).toThrow(
      /SANITY_DATASET/,
    );
  });

  it('never repeats a password from a connection URL in its error', () => {
    expect(() => loadConfig({ DATABASE_URL: 'mysql://user:hunter2@db/app' })).toThrow(
      /user:\*\*\*@/,
    );
    expect(() => loadConfig({ DATABASE_URL: 'mysql://user:hunter2@db/app' })).not.toThrow(
      /hunter2/,
    );
  });

  it('serves the site under SITE_URL, SITE_ALIASES and, in development, loopback names', () => {
    expect(loadConfig({}).siteOrigins).toEqual([
      'http://localhost:8000',
      'http://127.0.0.1:8000',
      'http://[::1]:8000',
    ]);
    expect(loadConfig({ SITE_URL: 'http://localhost:8000', PORT: '9000' }).siteOrigins).toContain(
      'http://127.0.0.1:9000',
    );
    expect(
      loadConfig({
        NODE_ENV: 'production',
        SITE_URL: 'https://example.com',
        SITE_ALIASES: 'https://www.example.com, https://example.org/',
      }).siteOrigins,
    ).toEqual(['https://example.com', 'https://www.example.com', 'https://example.org']);
    expect(() => loadConfig({ SITE_ALIASES: 'https://ok.example,evil' })).toThrow(
      /^Setting SITE_ALIASES must be a comma-separated list of origins/,
    );
  });
});
