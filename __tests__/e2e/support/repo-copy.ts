// A throwaway copy of the repository for tests that play a new owner: they replace content/,
// build and serve, and must never touch the checkout's own content or build.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { freePort } from '../../../scripts/lib/server.mjs';

const root = process.cwd();
const TSX = path.join(root, 'node_modules/tsx/dist/cli.mjs');

/** Tracked files only (no build output, caches or data), without the screenshot baselines. */
export function copyRepo(): string {
  const dest = fs.mkdtempSync(path.join(os.tmpdir(), 'portfolio-owner-'));
  const files = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
    .split('\0')
    .filter(
      (file) => file && !file.includes('/baselines/') && fs.existsSync(path.join(root, file)),
    );
  for (const file of files) {
    fs.mkdirSync(path.dirname(path.join(dest, file)), { recursive: true });
    fs.copyFileSync(path.join(root, file), path.join(dest, file));
  }
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(dest, 'node_modules'));
  return dest;
}

/**
 * The environment of a command in the copy: this process's, without the settings that point the
 * checkout's tests at their fixture content (CONTENT_DIR is an absolute path into the checkout:
 * `npm run content:empty` would empty the fixtures), plus `env`.
 */
function ownerEnv(env: Record<string, string> = {}): NodeJS.ProcessEnv {
  const out: NodeJS.ProcessEnv = { ...process.env };
  for (const name of [
    'CONTENT_DIR',
    'FEED_FILE',
    'CONTENT_LAKE_DATA_DIR',
    'SITE_URL',
    'PUBLIC_DIR',
  ])
    delete out[name];
  return { ...out, ...env };
}

/** Runs a repository script (tsx) or Node program in the copy, failing with its output. */
function runIn(dir: string, args: string[], env: Record<string, string> = {}): string {
  try {
    return execFileSync(process.execPath, args, {
      cwd: dir,
      env: ownerEnv(env),
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  } catch (error) {
    const e = error as { stdout?: string; stderr?: string; message: string };
    throw new Error(`${args.join(' ')} failed:\n${e.stdout ?? ''}\n${e.stderr ?? e.message}`);
  }
}

export const tsx = (dir: string, script: string, ...args: string[]) =>
  runIn(dir, [TSX, script, ...args]);

export type OwnerServer = {
  url: string;
  output: () => string;
  stop: () => Promise<void>;
};

/**
 * `npm start` in the copy (build when needed, publish, serve, rebuild on content changes) on a
 * free port, with its own data folder. SITE_URL is left to its default (http://localhost:PORT).
 */
export async function startOwnerServer(
  dir: string,
  { timeoutMs, env = {} }: { timeoutMs: number; env?: Record<string, string> },
): Promise<OwnerServer> {
  const port = await freePort();
  const dataDir = path.join(dir, '.data');
  const childEnv = ownerEnv({
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PGLITE_DIR: path.join(dataDir, 'pglite'),
    LOG_LEVEL: 'info',
    ...env,
  });
  let output = '';
  const child: ChildProcess = spawn(process.execPath, [TSX, 'scripts/start.mjs'], {
    cwd: dir,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    // The whole group: npm start runs the server as a child of its own.
    if (child.pid) process.kill(-child.pid, 'SIGTERM');
    await exited;
  };
  const url = `http://localhost:${port}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`npm start exited early:\n${output}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // building, or not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`npm start did not serve within ${timeoutMs} ms:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  return { url, output: () => output, stop };
}

const TEXT = /\.(html|js|json|xml|txt|webmanifest|css|svg)$/;

/**
 * Every text file of a built site, with the search index's compressed fragments unpacked, as
 * [path relative to the site, contents].
 */
export function builtTexts(siteDir: string): [string, string][] {
  const out: [string, string][] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (TEXT.test(entry.name))
        out.push([path.relative(siteDir, file), fs.readFileSync(file, 'utf8')]);
      else if (entry.name.endsWith('.pf_fragment'))
        out.push([
          path.relative(siteDir, file),
          zlib.gunzipSync(fs.readFileSync(file)).toString('utf8'),
        ]);
    }
  };
  walk(siteDir);
  return out;
}

/** Files of the built site whose text contains `needle` (case-insensitive). */
export function filesMentioning(siteDir: string, needle: string): string[] {
  const lower = needle.toLowerCase();
  return builtTexts(siteDir)
    .filter(([, text]) => text.toLowerCase().includes(lower))
    .map(([file]) => file);
}
