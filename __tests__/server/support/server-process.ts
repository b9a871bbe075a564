import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

/** `npm run serve` as a real process (server/index.ts under tsx), for suites that need one. */

export const ROOT = path.resolve(__dirname, '../../..');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/**
 * Settings every test server starts from: loopback, test mode, the embedded Content Lake over
 * content/, the local feed, PGlite unless `env` names a database. `env` comes last and wins.
 */
function serverEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
    SANITY_PROJECT_ID: '',
    FEED_URL: '',
    ...env,
  };
}

export type ServerProcess = {
  base: string;
  child: ChildProcess;
  /** Everything it wrote to stdout and stderr so far. */
  output(): string;
  /** SIGTERM, then its exit code. */
  stop(): Promise<number | null>;
};

function spawnServer(env: Record<string, string>) {
  let output = '';
  const child = spawn(
    process.execPath,
    [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'server/index.ts'],
    { cwd: ROOT, env: serverEnv(env), stdio: ['ignore', 'pipe', 'pipe'] },
  );
  child.stdout?.on('data', (chunk) => (output += String(chunk)));
  child.stderr?.on('data', (chunk) => (output += String(chunk)));
  return { child, output: () => output };
}

/**
 * Starts a server on a free port and resolves once its health check passes `ready` (by default:
 * answers 200); rejects with its output if it exits or does not get there in `timeoutMs`.
 */
export async function startServer(
  env: Record<string, string>,
  options: { ready?: (health: Record<string, unknown>) => boolean; timeoutMs?: number } = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const { child, output } = spawnServer({ ...env, PORT: String(port) });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + (options.timeoutMs ?? 90_000);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited: ${output()}`);
    const health = await fetch(`${base}/api/health`).catch(() => undefined);
    if (health?.ok && (options.ready?.(await health.json()) ?? true)) break;
    if (Date.now() > deadline) throw new Error(`server did not start: ${output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const stop = () =>
    new Promise<number | null>((resolve) => {
      if (child.exitCode !== null) return resolve(child.exitCode);
      child.once('exit', (code) => resolve(code));
      child.kill('SIGTERM');
    });
  return { base, child, output, stop };
}

/** Runs a server that is expected to stop by itself; its exit code and output (killed at 60 s). */
export function runUntilExit(
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  const { child, output } = spawnServer({ PORT: '0', ...env });
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output: output() });
    });
  });
}
