// Starts bench/api-server.ts (the real app on a fresh PGlite database, every rate limit raised)
// as its own process on a free loopback port, and waits for /api/health.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { freePort } from '../../scripts/lib/server.mjs';

/**
 * @param {string[]} [nodeFlags] Node's flags for the server (npm run serve's, by default none)
 * @returns {Promise<{ url: string, pid: number | undefined, logs: () => string, stop: () => Promise<void> }>} */
export async function startApiServer(nodeFlags = []) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let output = '';
  const child = spawn(
    process.execPath,
    [path.resolve('node_modules/tsx/dist/cli.mjs'), ...nodeFlags, 'bench/api-server.ts'],
    {
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', SITE_URL: url },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`bench server exited early:\n${output}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`bench server did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    pid: child.pid,
    logs: () => output,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    },
  };
}
