// `npm run develop` from a fresh start: it comes up on the ports it is given, with its own
// database and Gatsby folder, serves a draft marked "Draft" in the blog list and on the post,
// and shows a saved Markdown file in the open page. Content is a copy of
// __tests__/fixtures/drafts-content, never the repository's content/.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { freePort } from '../../scripts/lib/server.mjs';

/** A cold `gatsby develop` (webpack's first bundle) takes minutes on two busy cores. */
const START_MS = 300_000;

type Develop = { url: string; output: () => string; stop: () => Promise<void> };

async function startDevelop(dir: string): Promise<Develop> {
  const [sitePort, apiPort] = [await freePort(), await freePort()];
  let output = '';
  const child: ChildProcess = spawn(
    process.execPath,
    [path.resolve('node_modules/tsx/dist/cli.mjs'), 'scripts/develop.mjs'],
    {
      env: {
        ...process.env,
        PORT: String(sitePort),
        API_PORT: String(apiPort),
        CONTENT_DIR: path.join(dir, 'content'),
        DEVELOP_DIR: path.join(dir, 'develop'),
        // Its own Lake port, whatever another Gatsby on this machine holds.
        CONTENT_LAKE_PORT: '0',
        LOG_LEVEL: 'warn',
        ENV_FILE: path.join(dir, 'no.env'),
      },
      // Its own process group: stopping it stops Gatsby, its workers and the API.
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null || !child.pid) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    process.kill(-child.pid, 'SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // all gone
    }
  };
  const url = `http://localhost:${sitePort}`;
  const deadline = Date.now() + START_MS;
  while (!/answers, [\d.]+ s after the start/.test(output)) {
    if (child.exitCode !== null) throw new Error(`npm run develop exited:\n${output}`);
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`npm run develop did not answer in time:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { url, output: () => output, stop };
}

test('npm run develop starts on its own ports and folders and serves a draft, marked', async ({
  page,
}) => {
  test.setTimeout(START_MS + 120_000);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'develop-e2e-'));
  fs.writeFileSync(path.join(dir, 'no.env'), '');
  fs.cpSync(path.resolve('__tests__/fixtures/drafts-content'), path.join(dir, 'content'), {
    recursive: true,
  });
  const started = Date.now();
  const develop = await startDevelop(dir);
  try {
    test.info().annotations.push({
      type: 'develop start',
      description: `${((Date.now() - started) / 1000).toFixed(1)} s`,
    });
    // The first lines say where everything is.
    expect(develop.output()).toContain(`site      ${develop.url}`);
    expect(develop.output()).toContain(`database  ${path.join(dir, 'develop', 'pglite')}`);
    expect(fs.existsSync(path.join(dir, 'develop', 'site', '.cache'))).toBe(true);

    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    page.on('pageerror', (error) => consoleErrors.push(error.message));

    await page.goto(`${develop.url}/blog`);
    const card = page.getByRole('article').filter({ hasText: 'Work in progress' });
    await expect(card.getByText('Draft', { exact: true })).toBeVisible({ timeout: 60_000 });
    const published = page.getByRole('article').filter({ hasText: 'Hello, world' });
    await expect(published).toBeVisible();
    await expect(published.getByText('Draft', { exact: true })).toHaveCount(0);

    await page.goto(`${develop.url}/blog/work-in-progress`);
    const title = page.getByRole('heading', { level: 1, name: 'Work in progress' });
    await expect(title).toBeVisible({ timeout: 60_000 });
    await expect(page.locator('header').getByText('Draft', { exact: true })).toBeVisible();
    // The API is proxied and answers (claps of the draft's slug).
    expect((await page.request.get(`${develop.url}/api/health`)).status()).toBe(200);

    // A save in the Markdown file reaches the open page.
    const file = path.join(dir, 'content', 'posts', 'work-in-progress', 'index.md');
    const text = fs.readFileSync(file, 'utf8');
    const saved = Date.now();
    fs.writeFileSync(file, text.replace('title: Work in progress', 'title: Work in progress, v2'));
    await expect(page.getByRole('heading', { level: 1, name: 'Work in progress, v2' })).toBeVisible(
      { timeout: 30_000 },
    );
    // Neither page logged an error (a static query that could not be fetched, a missing sheet).
    expect(consoleErrors).toEqual([]);
    test.info().annotations.push({
      type: 'reload after a save',
      description: `${((Date.now() - saved) / 1000).toFixed(1)} s`,
    });
  } finally {
    await develop.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
