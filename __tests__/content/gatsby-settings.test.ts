import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import axios from 'axios';
import sanityClient from '@sanity/client';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startContentLake, type ContentLake } from '../../server/content-lake';
import { ContentSettingError, contentMode, lakeApiHost } from '../../server/content-lake/gatsby';

describe('lakeApiHost', () => {
  test('puts the project id in the userinfo so the host stays 127.0.0.1', () => {
    expect(lakeApiHost('http://127.0.0.1:4000')).toBe('http://embedded@127.0.0.1:4000');
    expect(lakeApiHost('http://127.0.0.1:4000/content/', 'abc-123')).toBe(
      'http://abc-123@127.0.0.1:4000/content',
    );
    expect(() => lakeApiHost('ftp://127.0.0.1')).toThrow(/http/);
  });

  test('the URLs @sanity/client 3 builds from it point at 127.0.0.1', () => {
    const client = sanityClient({
      projectId: 'embedded',
      dataset: 'production',
      apiHost: lakeApiHost('http://127.0.0.1:4000'),
      apiVersion: '1',
      useCdn: false,
    });
    const url = new URL(client.getUrl('/data/export/production'));
    expect(url.hostname).toBe('127.0.0.1');
    expect(url.port).toBe('4000');
    expect(url.username).toBe('embedded.embedded');
    expect(url.pathname).toBe('/v1/data/export/production');
  });

  test('a token reaches the Lake as a bearer token despite the userinfo (drafts need it)', async () => {
    const seen: (string | undefined)[] = [];
    const server = http.createServer((request, response) => {
      seen.push(request.headers.authorization);
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ ms: 1, query: '', result: [] }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const client = sanityClient({
        projectId: 'embedded',
        dataset: 'production',
        apiHost: lakeApiHost(`http://127.0.0.1:${port}`),
        apiVersion: '1',
        useCdn: false,
        token: 'local-drafts-token',
      });
      await client.fetch('*[_type == "post"]._id');
      expect(seen).toEqual(['Bearer local-drafts-token']);
    } finally {
      server.close();
    }
  });

  describe("against a running Lake, through the plugin's own HTTP stacks", () => {
    let lake: ContentLake;
    let dataDir: string;
    beforeAll(async () => {
      dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lake-host-'));
      lake = await startContentLake({ dataDir });
    });
    afterAll(async () => {
      await lake.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    });

    const client = () =>
      sanityClient({
        projectId: 'embedded',
        dataset: 'production',
        apiHost: lakeApiHost(lake.url),
        apiVersion: '1',
        useCdn: false,
      });

    test('@sanity/client (get-it): fetch with params and the SDL request', async () => {
      const ids = await client().fetch<string[]>(
        '*[_type == "category"]|order(_id asc)[0...$n]._id',
        { n: 2 },
      );
      expect(ids).toEqual(['category-career', 'category-databases']);
      const sdl = await client().request<string>({
        url: '/apis/graphql/production/default',
        headers: { Accept: 'application/graphql' },
      });
      expect(sdl).toContain('type Post implements Document');
    });

    test('axios (the export stream)', async () => {
      const res = await axios.get(client().getUrl('/data/export/production'), {
        responseType: 'text',
      });
      expect(res.status).toBe(200);
      expect(String(res.data).split('\n').length).toBeGreaterThan(20);
    });
  });
});

describe('contentMode', () => {
  const noStart = () => 'http://127.0.0.1:1234';

  test('embedded when SANITY_PROJECT_ID is unset', () => {
    const mode = contentMode({}, noStart);
    expect(mode).toMatchObject({
      mode: 'embedded',
      lakeUrl: 'http://127.0.0.1:1234',
      options: {
        projectId: 'embedded',
        dataset: 'production',
        apiHost: 'http://embedded@127.0.0.1:1234',
        watchMode: false,
      },
    });
  });

  test('embedded gatsby develop shows drafts, with a local token kept for the workers', () => {
    const env: Record<string, string | undefined> = { gatsby_executing_command: 'develop' };
    const mode = contentMode(env, noStart);
    expect(mode.options).toMatchObject({ overlayDrafts: true, watchMode: false });
    expect(mode.options.token).toMatch(/^[\w-]{32}$/);
    expect(env.CONTENT_LAKE_TOKEN).toBe(mode.options.token);
    expect(contentMode(env, noStart).options.token).toBe(mode.options.token);
    // A build never reads drafts.
    const build = contentMode({ gatsby_executing_command: 'build' }, noStart);
    expect(build.options).toMatchObject({ overlayDrafts: false });
    expect(build.options.token).toBeUndefined();
  });

  test('real mode with defaults, watchMode only in develop', () => {
    expect(contentMode({ SANITY_PROJECT_ID: 'abc123' }, noStart)).toEqual({
      mode: 'sanity',
      options: {
        projectId: 'abc123',
        dataset: 'production',
        token: undefined,
        watchMode: false,
        overlayDrafts: false,
      },
    });
    const develop = contentMode(
      {
        SANITY_PROJECT_ID: 'abc123',
        SANITY_DATASET: 'staging',
        SANITY_TOKEN: 'sk123',
        gatsby_executing_command: 'develop',
      },
      noStart,
    );
    expect(develop.options).toMatchObject({
      dataset: 'staging',
      token: 'sk123',
      watchMode: true,
      overlayDrafts: true,
    });
    expect('apiHost' in develop.options).toBe(false);
  });

  test.each([
    [{ SANITY_PROJECT_ID: 'Bad Id!' }, /SANITY_PROJECT_ID/],
    [{ SANITY_PROJECT_ID: 'abc123', SANITY_DATASET: 'Prod!' }, /SANITY_DATASET/],
    [{ SANITY_PROJECT_ID: 'abc123', SANITY_TOKEN: 'two words' }, /SANITY_TOKEN/],
    [{ SANITY_TOKEN: 'sk123' }, /SANITY_PROJECT_ID is not set, but SANITY_TOKEN is/],
  ])('a bad setting throws naming it: %j', (env, message) => {
    expect(() => contentMode(env, noStart)).toThrow(ContentSettingError);
    expect(() => contentMode(env, noStart)).toThrow(message);
  });
});
