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
      feedFile: path.resolve('content/photos/feed.json'),
      trustProxy: false,
      sanity: undefined,
      inboxToken: undefined,
      analyticsRowsPerAddress: 2000,
    });
  });

  it('serves the site on http://localhost:$PORT when SITE_URL is unset', () => {
    const config = loadConfig({ PORT: '8600' });
    expect(config.siteUrl).toBe('http://localhost:8600');
    expect(config.siteOrigins).toContain('http://127.0.0.1:8600');
    expect(config.siteOrigins).not.toContain('http://localhost:8000');
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
      INBOX_TOKEN: 'k3Vq9-Zt_m2RbW8xYp4LcN7sHd1GfJ6aE0uQ',
      SANITY_WEBHOOK_SECRET: 'Wb7tQ_x2Lk9mZr4VpC8nH1sYd6FgJ3aU0eTo',
      LOG_LEVEL: 'warn',
      SMTP_URL: 'smtp://mailer:secret@smtp.example.com:587',
      MAIL_FROM: 'Aarav <no-reply@example.com>',
      MAIL_DIR: '/tmp/mail',
      OWNER_NOTICES: 'comments, messages',
      ANALYTICS_ROWS_PER_ADDRESS: '100000',
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
      mail: {
        smtpUrl: 'smtp://mailer:secret@smtp.example.com:587',
        from: 'Aarav <no-reply@example.com>',
        dir: '/tmp/mail',
      },
      ownerNotices: { comments: true, messages: true },
      analyticsRowsPerAddress: 100_000,
    });
  });

  it('mails to an outbox folder from no-reply at the site by default, and checks mail settings', () => {
    expect(loadConfig({ SITE_URL: 'https://example.com' })).toMatchObject({
      mail: { smtpUrl: undefined, from: 'no-reply@example.com', dir: path.resolve('.data/mail') },
      ownerNotices: { comments: false, messages: false },
    });
    expect(loadConfig({ OWNER_NOTICES: 'messages' }).ownerNotices).toEqual({
      comments: false,
      messages: true,
    });
    expect(() => loadConfig({ SMTP_URL: 'http://smtp.example.com' })).toThrow(
      /^Setting SMTP_URL must be an smtp:\/\/ or smtps:\/\/ URL/,
    );
    expect(() => loadConfig({ SMTP_URL: 'smtp://u:hunter2@' })).not.toThrow(/hunter2/);
    expect(() => loadConfig({ MAIL_FROM: 'not an address' })).toThrow(/^Setting MAIL_FROM must be/);
    expect(() => loadConfig({ OWNER_NOTICES: 'everything' })).toThrow(
      /^Setting OWNER_NOTICES must be none, or a comma-separated list of comments and messages/,
    );
  });

  it("keeps FEED_URL's media in FEED_MEDIA_DIR, and refuses a file in its place by name", () => {
    expect(loadConfig({}).feedMediaDir).toBe(path.resolve('.data/feed-media'));
    expect(loadConfig({ FEED_MEDIA_DIR: 'kept' }).feedMediaDir).toBe(path.resolve('kept'));
    expect(() => loadConfig({ FEED_MEDIA_DIR: 'package.json' })).toThrow(
      /^Setting FEED_MEDIA_DIR must be a folder: .*package\.json is a file/,
    );
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
    ['ANALYTICS_ROWS_PER_ADDRESS', '0'],
    ['ANALYTICS_ROWS_PER_ADDRESS', '100001'],
    ['ANALYTICS_ROWS_PER_ADDRESS', '2,000'],
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
        SMTP_URL: 'smtp://smtp.example.com',
      }).siteOrigins,
    ).toEqual(['https://example.com', 'https://www.example.com', 'https://example.org']);
    expect(() => loadConfig({ SITE_ALIASES: 'https://ok.example,evil' })).toThrow(
      /^Setting SITE_ALIASES must be a comma-separated list of origins/,
    );
  });

  describe('in production', () => {
    const strong = 'k3Vq9-Zt_m2RbW8xYp4LcN7sHd1GfJ6aE0uQ';
    const production = (env: Record<string, string>) =>
      loadConfig({
        NODE_ENV: 'production',
        SITE_URL: 'https://example.com',
        SMTP_URL: 'smtp://mailer:secret@smtp.example.com:587',
        ...env,
      });

    it('refuses to start without SMTP_URL, naming it: readers could never get a link', () => {
      for (const siteUrl of ['https://example.com', 'http://localhost:8000']) {
        expect(() => production({ SITE_URL: siteUrl, SMTP_URL: '' })).toThrow(
          /^Setting SMTP_URL is needed in production \(NODE_ENV=production\): the server mails verification links and password resets/,
        );
      }
      expect(() =>
        production({ SMTP_URL: 'smtp://USER:PASSWORD@smtp.your-provider.net:587' }),
      ).toThrow(/^Setting SMTP_URL is still the placeholder of deploy\/portfolio.env/);
    });

    it('accepts a safe setup behind a proxy on this machine', () => {
      expect(
        production({ HOST: '127.0.0.1', TRUST_PROXY: '127.0.0.1', INBOX_TOKEN: strong }),
      ).toMatchObject({ production: true, trustProxy: '127.0.0.1', host: '127.0.0.1' });
      // A production build measured on loopback (bench/lighthouse.mjs) is not a public site.
      expect(production({ SITE_URL: 'http://localhost:8000' }).siteUrl).toBe(
        'http://localhost:8000',
      );
    });

    it('refuses a site on plain http, naming the setting and why', () => {
      expect(() => production({ SITE_URL: 'http://example.com' })).toThrow(
        /^Setting SITE_URL must be an https:\/\/ origin in production .*got "http:\/\/example.com".*only sent over HTTPS/,
      );
      expect(() =>
        production({ SITE_ALIASES: 'https://www.example.com,http://example.org' }),
      ).toThrow(/^Setting SITE_ALIASES must list only https:\/\/ origins .*"http:\/\/example.org"/);
    });

    it('refuses TRUST_PROXY=true unless the override says so', () => {
      expect(() => production({ TRUST_PROXY: 'true' })).toThrow(
        /^Setting TRUST_PROXY is "true" .*anyone.*TRUST_PROXY_ALLOW_ALL=true/,
      );
      expect(production({ TRUST_PROXY: 'true', TRUST_PROXY_ALLOW_ALL: 'true' }).trustProxy).toBe(
        true,
      );
      // Outside production it stays allowed (tests and local proxies).
      expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    });

    it.each([
      ['INBOX_TOKEN', 'x'.repeat(40), /repeats too few different characters/],
      ['INBOX_TOKEN', 'abcdefghijklmnopqrstuvwxyz', /is 26 characters long/],
      ['INBOX_TOKEN', 'abababababababababababababababababababab', /repeats too few/],
      [
        'SANITY_WEBHOOK_SECRET',
        'replace-with-a-long-random-value-1234',
        /looks like a placeholder/,
      ],
    ])('refuses a weak %s (%j)', (name, value, problem) => {
      expect(() => production({ [name]: value })).toThrow(new RegExp(`^Setting ${name} `));
      expect(() => production({ [name]: value })).toThrow(problem);
      expect(() => production({ [name]: value })).toThrow(/openssl rand -base64 32/);
      // The same value is fine in development, where it is only ever a local convenience.
      if (value.length >= 24) expect(() => loadConfig({ [name]: value })).not.toThrow();
    });

    it('needs the webhook secret when Sanity is the content source and builds are automatic', () => {
      expect(() => production({ SANITY_PROJECT_ID: 'abc123' })).toThrow(
        /^Setting SANITY_WEBHOOK_SECRET is needed in production .*AUTO_BUILD=false/,
      );
      expect(
        production({ SANITY_PROJECT_ID: 'abc123', SANITY_WEBHOOK_SECRET: strong }).sanity,
      ).toMatchObject({ projectId: 'abc123' });
      expect(production({ SANITY_PROJECT_ID: 'abc123', AUTO_BUILD: 'false' }).sanity).toMatchObject(
        { projectId: 'abc123' },
      );
      // The embedded Content Lake shares a random secret with the server by itself.
      expect(production({}).sanity).toBeUndefined();
    });
  });
});
