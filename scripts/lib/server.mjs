// Starts the real server (server/index.ts) as its own process on a free loopback port with a
// fresh data folder. Shared by the browser tests and the benchmarks.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/**
 * @param {Record<string, string>} env extra environment for the server
 * @param {{ timeoutMs?: number, host?: string }} [options] how long to wait for /api/health
 *   (default 60 s); the host name of the site's address (default 127.0.0.1; passkeys need a
 *   domain such as localhost, since WebAuthn takes no IP address as relying party)
 * @returns {Promise<{ url: string, dataDir: string, logs: () => string, stop: () => Promise<void> }>}
 */
export async function startServer(env = {}, { timeoutMs = 60000, host = '127.0.0.1' } = {}) {
  const port = await freePort();
  const url = `http://${host}:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portfolio-server-'));
  let output = '';
  const child = spawn(
    process.execPath,
    [path.resolve('node_modules/tsx/dist/cli.mjs'), 'server/index.ts'],
    {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_DIR: path.resolve('public'),
        // Everything the server writes goes under the throwaway folder, so runs never share state.
        DATA_DIR: dataDir,
        PGLITE_DIR: path.join(dataDir, 'pglite'),
        CONTENT_LAKE_DATA_DIR: path.join(dataDir, 'content-lake'),
        // Without SMTP_URL in `env`, mail goes to the throwaway folder's outbox.
        MAIL_DIR: path.join(dataDir, 'mail'),
        SITE_URL: url,
        LOG_LEVEL: 'warn',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  // Should this process end without stop() (a crash, an interrupted run), the server goes too.
  const killOnExit = () => child.kill('SIGTERM');
  process.once('exit', killOnExit);
  const stop = async () => {
    process.off('exit', killOnExit);
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + timeoutMs;
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
      try {
        const res = await fetch(`http://127.0.0.1:${port}/api/health`);
        if (res.ok) break;
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) throw new Error(`server did not become healthy:\n${output}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, dataDir, logs: () => output, stop };
}
