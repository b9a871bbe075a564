import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { freePort } from './server-process';

/** Debian's redis-server (CI installs it: scripts/ci-redis.sh), or undefined when missing. */
export function redisServerPath(): string | undefined {
  const found = spawnSync('sh', ['-c', 'command -v redis-server'], { encoding: 'utf8' });
  const path = found.stdout.trim();
  return found.status === 0 && path ? path : undefined;
}

/**
 * Whether suites that need a real Redis run: always in CI (a missing redis-server then fails
 * them with a message), elsewhere only when redis-server is installed.
 */
export const redisTests = {
  run: Boolean(process.env.CI) || redisServerPath() !== undefined,
  reason: 'skipped: redis-server is not installed (CI installs it with scripts/ci-redis.sh)',
};

/** Resolves once something on the port answers PING with PONG. */
async function answersPing(port: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const ok = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.setTimeout(500, () => socket.destroy());
      socket.once('connect', () => socket.write('PING\r\n'));
      socket.once('data', (data) => {
        resolve(String(data).startsWith('+PONG'));
        socket.destroy();
      });
      socket.once('error', () => resolve(false));
      socket.once('close', () => resolve(false));
    });
    if (ok) return;
    if (Date.now() > deadline) throw new Error(`redis-server on port ${port} did not answer`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A throwaway redis-server owned by the test: no persistence, loopback only. */
export type TestRedis = {
  port: number;
  url: string;
  /** SIGKILL, as a crash would; resolves when the process has exited. */
  kill(): Promise<void>;
  /** Starts it again on the same port (empty: nothing was persisted). */
  restart(): Promise<void>;
  /** SIGSTOP / SIGCONT: a server that keeps its connections open but answers nothing. */
  pause(): void;
  resume(): void;
  stop(): Promise<void>;
};

export async function startRedis(): Promise<TestRedis> {
  const bin = redisServerPath();
  if (!bin) throw new Error('redis-server is not installed: run scripts/ci-redis.sh (as root)');
  const port = await freePort();
  let child: ChildProcess | undefined;
  const launch = async () => {
    const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly'];
    child = spawn(bin, [...args, 'no', '--daemonize', 'no'], { stdio: 'ignore' });
    await answersPing(port, 10_000);
  };
  const kill = async () => {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGKILL');
    await exited;
  };
  await launch();
  return {
    port,
    url: `redis://127.0.0.1:${port}`,
    kill,
    restart: launch,
    pause: () => child?.kill('SIGSTOP'),
    resume: () => child?.kill('SIGCONT'),
    stop: kill,
  };
}
