// Shared by the browser suites: start the real server over the built site, open Chromium,
// collect console errors, run axe.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
// @ts-expect-error -- plain ESM helper shared with the npm scripts
import { launchChromium } from '../../scripts/lib/browser.mjs';

export type Site = { url: string; dataDir: string; stop: () => Promise<void>; logs: () => string };

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/** Starts `server/index.ts` as its own process on a free port with a fresh data folder. */
export async function startSite(env: Record<string, string> = {}): Promise<Site> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portfolio-e2e-'));
  let output = '';
  const child: ChildProcess = spawn(
    process.execPath,
    [path.resolve('node_modules/tsx/dist/cli.mjs'), 'server/index.ts'],
    {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_DIR: path.resolve('public'),
        DATA_DIR: dataDir,
        SITE_URL: url,
        LOG_LEVEL: 'warn',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const deadline = Date.now() + 60000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not become healthy:\n${output}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    dataDir,
    logs: () => output,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export function openBrowser(): Promise<Browser> {
  return launchChromium();
}

export type TrackedPage = Page & { consoleErrors: string[] };

/** A new page whose console errors and uncaught exceptions are collected for assertions. */
export async function newPage(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<TrackedPage> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, ...options });
  const page = (await context.newPage()) as TrackedPage;
  page.consoleErrors = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') page.consoleErrors.push(msg.text());
  });
  page.on('pageerror', (error) => page.consoleErrors.push(error.message));
  return page;
}

/** Serious and critical axe violations on the current page, as readable lines. */
export async function seriousA11yViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );
}
