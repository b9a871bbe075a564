import { spawn } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './server-process';

export type ScriptRun = { code: number | null; stdout: string; stderr: string };

/**
 * Runs `npm run <script> -- <args>` (`npm: true`) or the same script straight under tsx, in the
 * project folder, with PGlite unless `env` names a database. `env` comes last and wins.
 */
export function runScript(
  script: 'backup' | 'restore',
  args: string[],
  env: Record<string, string>,
  options: { npm?: boolean } = {},
): Promise<ScriptRun> {
  const [command, argv] = options.npm
    ? ['npm', ['run', '--silent', script, '--', ...args]]
    : [
        process.execPath,
        [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), `scripts/${script}.ts`, ...args],
      ];
  const child = spawn(command, argv, {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: '', ENV_FILE: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += String(chunk)));
  child.stderr.on('data', (chunk) => (stderr += String(chunk)));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 90_000);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

/** One write the API acknowledged, and when (performance.now()). */
export type Ack =
  | { kind: 'link'; path: string; code: string; sentAt: number; ackedAt: number }
  | { kind: 'user'; username: string; sentAt: number; ackedAt: number };

export type WriteLoad = {
  /** Everything acknowledged so far. */
  acks: Ack[];
  /** Every request sent so far (acknowledged or not), with when it was sent. */
  sent: { name: string; sentAt: number }[];
  /** Answers that were not a success (there should be none). */
  failures: string[];
  /** Stops the writers and waits for their last requests. */
  stop(): Promise<void>;
};

/** Where the short links of the load point: `/load/<writer>-<n>` on the site. */
export const LOAD_PREFIX = '/load/';

/**
 * Concurrent writers against a running server: `linkWriters` loops shortening new pages
 * (`POST /url`, acknowledged with the link's code) and one loop signing up new accounts (a
 * transaction over `users` and `user_credentials`). Each request comes from its own address
 * (X-Forwarded-For, believed with TRUST_PROXY=127.0.0.1), so the per-address limits never
 * refuse the load.
 */
export function startWriteLoad(base: string, siteUrl: string, linkWriters = 3): WriteLoad {
  const load: WriteLoad = { acks: [], sent: [], failures: [], stop: async () => {} };
  let stopped = false;
  let requests = 0;
  const address = () => {
    const n = ++requests;
    return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
  };
  /** Sends one write; its acknowledgement (or the failure) is recorded. */
  const write = async (
    name: string,
    url: string,
    body: unknown,
    ack: (response: Response, sentAt: number, ackedAt: number) => Promise<Ack>,
  ) => {
    const sentAt = performance.now();
    load.sent.push({ name, sentAt });
    try {
      const response = await fetch(`${base}${url}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': address() },
        body: JSON.stringify(body),
      });
      const ackedAt = performance.now();
      if (response.ok) load.acks.push(await ack(response, sentAt, ackedAt));
      else load.failures.push(`${name}: ${response.status} ${await response.text()}`);
    } catch (error) {
      load.failures.push(`${name}: ${(error as Error).message}`);
    }
  };

  const linkWriter = async (writer: number) => {
    for (let n = 0; !stopped; n++) {
      const page = `${LOAD_PREFIX}${writer}-${n}`;
      await write(page, '/url', { url: `${siteUrl}${page}` }, async (response, sentAt, ackedAt) => {
        const { shortUrl } = (await response.json()) as { shortUrl: string };
        const code = shortUrl.split('/s/')[1] ?? '';
        return { kind: 'link', path: page, code, sentAt, ackedAt };
      });
    }
  };
  const signupWriter = async () => {
    for (let n = 0; !stopped; n++) {
      const username = `load-${n}`;
      const body = {
        username,
        email: `${username}@example.com`,
        password: 'a long enough passphrase',
      };
      await write(username, '/api/auth/signup', body, async (_response, sentAt, ackedAt) => ({
        kind: 'user',
        username,
        sentAt,
        ackedAt,
      }));
    }
  };

  const writers = [signupWriter(), ...Array.from({ length: linkWriters }, (_, i) => linkWriter(i))];
  load.stop = async () => {
    stopped = true;
    await Promise.all(writers);
  };
  return load;
}
