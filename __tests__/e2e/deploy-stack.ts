// The production shape of docs/deploy.md, started from the files in deploy/ as they are: the
// server as deploy/systemd/portfolio.service runs it (its Environment, WorkingDirectory and
// ExecStart, with the settings file deploy/portfolio.env edited as the guide says), behind Caddy
// with deploy/Caddyfile and deploy/caddy.env. TLS comes from a certificate authority made here
// with openssl. Only what cannot be the same on a test machine differs, and is listed in
// `MACHINE_PATHS` and `siteSettings`: install paths, free ports instead of 8000/80/443, a test
// domain, the test CA's certificate.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import dns from 'node:dns';
import fs from 'node:fs';
import https from 'node:https';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { siteNeedsBuild } from '../../scripts/lib/site-build.mjs';
import { startSmtp, type TestSmtp } from '../support/smtp';

export const DOMAIN = 'portfolio.test';
const root = path.resolve('.');

/** One server process, started the way its systemd unit starts it. */
export type Replica = {
  port: number;
  /** What this server printed (its JSON log lines). */
  output: () => string;
  /** SIGTERM, as `systemctl stop`; resolves with the exit code. */
  stop: () => Promise<number | null>;
  /** Starts it again after `stop` (`systemctl start`), resolving once it answers. */
  start: () => Promise<void>;
};

export type Stack = {
  /** https://portfolio.test:<port>, the SITE_URL. */
  origin: string;
  httpsPort: number;
  httpPort: number;
  /** The single server, or the first replica. */
  serverPort: number;
  replicas: Replica[];
  /** The test CA's certificate (PEM), which clients trust. */
  ca: string;
  caFile: string;
  dir: string;
  /** Everything the servers and Caddy printed. */
  output: () => string;
  /** The SMTP server SMTP_URL names (the guide's provider): what the site mailed. */
  smtp: TestSmtp;
  /** Stops everything; the exit code of the (first) server. */
  stop: () => Promise<{ server: number | null }>;
};

export type StackOptions = {
  /**
   * Scale-out (docs/deploy.md, "Scaling out"): this many replicas from portfolio@.service, the
   * first with portfolio-builder.conf, on PostgreSQL and Redis (uncommented in the settings
   * file as the guide says). Unset: one server from portfolio.service on PGlite.
   */
  replicas?: { count: number; databaseUrl: string; redisUrl: string };
  /** Extra environment for replica `index` (a test's own override, e.g. its database route). */
  replicaEnv?: (index: number) => Record<string, string>;
};

/** A program the test needs, or an error that says how to get it. */
export function requireProgram(name: string, debianPackage: string): string {
  try {
    return execFileSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' }).trim();
  } catch {
    throw new Error(
      `${name} is not installed: apt-get install ${debianPackage} (.ci/run installs it).`,
    );
  }
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A CA and a certificate for DOMAIN signed by it, as an owner's own PKI would make them. */
function makeCertificates(dir: string) {
  const openssl = requireProgram('openssl', 'openssl');
  const file = (name: string) => path.join(dir, name);
  const run = (...args: string[]) => execFileSync(openssl, args, { stdio: 'pipe' });
  run('req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes',
    '-keyout', file('ca.key'), '-out', file('ca.pem'), '-days', '2',
    '-subj', '/CN=Portfolio deploy test CA',
    '-addext', 'basicConstraints=critical,CA:TRUE',
    '-addext', 'keyUsage=critical,keyCertSign,cRLSign'); // prettier-ignore
  run('req', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes',
    '-keyout', file('site.key'), '-out', file('site.csr'), '-subj', `/CN=${DOMAIN}`); // prettier-ignore
  fs.writeFileSync(
    file('site.ext'),
    `subjectAltName=DNS:${DOMAIN}\nextendedKeyUsage=serverAuth\nbasicConstraints=CA:FALSE\n`,
  );
  run('x509', '-req', '-in', file('site.csr'), '-CA', file('ca.pem'), '-CAkey', file('ca.key'),
    '-CAcreateserial', '-out', file('site.pem'), '-days', '2', '-extfile', file('site.ext')); // prettier-ignore
  return { caFile: file('ca.pem'), cert: file('site.pem'), key: file('site.key') };
}

/** `Key=Value` lines of a unit file's [Service] section, in order (Environment repeats). */
function serviceLines(unitFile: string): [string, string][] {
  const lines: [string, string][] = [];
  let section = '';
  for (const raw of fs.readFileSync(unitFile, 'utf8').split('\n')) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    const header = /^\[(.+)\]$/.exec(line);
    if (header) section = header[1] as string;
    else if (section === 'Service') {
      const at = line.indexOf('=');
      lines.push([line.slice(0, at), line.slice(at + 1)]);
    }
  }
  return lines;
}

/** Where this machine differs from the guide's: the checkout, Node, the settings file. */
function machinePaths(dir: string): [string, string][] {
  return [
    ['/srv/portfolio/app', root],
    ['/usr/local/bin/node', process.execPath],
    ['/etc/portfolio/portfolio.env', path.join(dir, 'portfolio.env')],
  ];
}

const replaceAll = (text: string, pairs: [string, string][]) =>
  pairs.reduce((acc, [from, to]) => acc.split(from).join(to), text);

/** Runs a command the guide gives, with the service's environment; throws with its output. */
function runAsService(args: string[], env: NodeJS.ProcessEnv) {
  execFileSync(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), ...args], {
    cwd: root,
    env,
    stdio: 'pipe',
    timeout: 600_000,
  });
}

/** A unit's Environment lines as variables, in order (a later line wins, as in systemd). */
function environmentOf(lines: readonly (readonly [string, string])[]): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [k, v] of lines) {
    if (k !== 'Environment') continue;
    const at = v.indexOf('=');
    env[v.slice(0, at)] = v.slice(at + 1);
  }
  return env;
}

const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve(child.exitCode)
    : new Promise<number | null>((resolve) => child.once('exit', resolve));

async function waitFor(
  what: string,
  ready: () => Promise<boolean>,
  failed: () => string | undefined,
) {
  const deadline = Date.now() + 150_000;
  for (;;) {
    const failure = failed();
    if (failure) throw new Error(failure);
    if (await ready().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`${what} did not start`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

export async function startStack(options: StackOptions = {}): Promise<Stack> {
  const caddy = requireProgram('caddy', 'caddy');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portfolio-deploy-'));
  const { caFile, cert, key } = makeCertificates(dir);
  const count = options.replicas?.count ?? 1;
  const [httpsPort, httpPort, adminPort] = [await freePort(), await freePort(), await freePort()];
  const ports: number[] = [];
  for (let i = 0; i < count; i++) ports.push(await freePort());
  const origin = `https://${DOMAIN}:${httpsPort}`;
  const state = path.join(dir, 'var-lib-portfolio');
  // The mail provider of step 4: a real SMTP server here, reading what the site sends.
  const smtp = await startSmtp();
  fs.mkdirSync(state, { mode: 0o750 });
  let output = '';
  const log = (child: ChildProcess) => {
    child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  };

  // deploy/portfolio.env, edited as docs/deploy.md says (the domain, the mail provider; for
  // replicas the database and Redis lines uncommented), plus this machine's port and state folder.
  const edits: [string, string][] = [
    ['smtp://USER:PASSWORD@smtp.your-provider.net:587', smtp.url],
    ['https://example.com', origin],
    ['PORT=8000', `PORT=${ports[0]}`],
    ['/var/lib/portfolio', state],
  ];
  if (options.replicas) {
    edits.push(
      [
        '# DATABASE_URL=postgres://portfolio:PASSWORD@127.0.0.1:5432/portfolio',
        `DATABASE_URL=${options.replicas.databaseUrl}`,
      ],
      ['# REDIS_URL=redis://127.0.0.1:6379', `REDIS_URL=${options.replicas.redisUrl}`],
    );
  }
  const template = fs.readFileSync(path.join(root, 'deploy/portfolio.env'), 'utf8');
  const settings = replaceAll(template, edits);
  for (const [from] of edits) {
    if (!template.includes(from)) throw new Error(`deploy/portfolio.env has no "${from}" to edit`);
  }
  fs.writeFileSync(path.join(dir, 'portfolio.env'), settings, { mode: 0o640 });

  // The unit's own lines, with this machine's paths (and %i, systemd's instance name).
  const unitFile = options.replicas ? 'portfolio@.service' : 'portfolio.service';
  const unitLines = (instance: number, dropIns: string[]) =>
    [unitFile, ...dropIns].flatMap((file) =>
      serviceLines(path.join(root, 'deploy/systemd', file)).map(
        ([k, v]) => [k, replaceAll(v, [...machinePaths(dir), ['%i', String(instance)]])] as const,
      ),
    );
  const base = { PATH: process.env.PATH, HOME: dir, LANG: 'C.UTF-8' };

  // docs/deploy.md: publish the build as the first release before starting the service. It
  // would build first if public/ were stale; the suites share public/, so stop instead.
  if (siteNeedsBuild(root)) throw new Error('public/ is older than its sources: npm run build');
  runAsService(['scripts/start.mjs', '--no-serve'], {
    ...base,
    ...environmentOf(unitLines(ports[0] as number, [])),
  });

  const replicas: Replica[] = ports.map((port, index) => {
    // The first replica is the builder (portfolio@8001.service.d/builder.conf in the guide).
    const lines = unitLines(
      port,
      options.replicas && index === 0 ? ['portfolio-builder.conf'] : [],
    );
    const cwd = lines.find(([k]) => k === 'WorkingDirectory')?.[1];
    const execStart = lines.find(([k]) => k === 'ExecStart')?.[1];
    if (cwd !== root || !execStart)
      throw new Error(`${unitFile} has no WorkingDirectory or ExecStart`);
    const env = { ...base, ...environmentOf(lines), ...options.replicaEnv?.(index) };
    const [command, ...args] = execStart.split(/\s+/) as [string, ...string[]];
    let child: ChildProcess | undefined;
    let own = '';
    const replica: Replica = {
      port,
      output: () => own,
      start: async () => {
        const started = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
        child = started;
        log(started);
        started.stdout?.on('data', (d: Buffer) => (own += d.toString()));
        await waitFor(
          `the server on port ${port}`,
          async () => (await fetch(`http://127.0.0.1:${port}/api/health`)).status === 200,
          () =>
            started.exitCode !== null ? `the server on port ${port} exited:\n${output}` : undefined,
        );
      },
      stop: async () => {
        if (!child) return null;
        const done = exited(child);
        child.kill('SIGTERM');
        return done;
      },
    };
    return replica;
  });
  await Promise.all(replicas.map((r) => r.start()));

  // Caddy with deploy/Caddyfile and the settings of deploy/caddy.env, edited for this machine.
  const caddyEnv = {
    ...(parseEnv(fs.readFileSync(path.join(root, 'deploy/caddy.env'), 'utf8')) as Record<
      string,
      string
    >),
    SITE_ADDRESS: DOMAIN,
    PORTFOLIO_UPSTREAMS: ports.map((port) => `127.0.0.1:${port}`).join(' '),
    PORTFOLIO_TLS: `tls ${cert} ${key}`,
    PORTFOLIO_ACCESS_LOG: path.join(dir, 'access.log'),
    CADDY_HTTPS_PORT: String(httpsPort),
    CADDY_HTTP_PORT: String(httpPort),
    CADDY_ADMIN: `localhost:${adminPort}`,
  };
  const proxy = spawn(
    caddy,
    ['run', '--config', path.join(root, 'deploy/Caddyfile'), '--adapter', 'caddyfile'],
    {
      env: { ...base, XDG_DATA_HOME: dir, XDG_CONFIG_HOME: dir, ...caddyEnv },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  log(proxy);

  const stack: Stack = {
    origin,
    httpsPort,
    httpPort,
    serverPort: ports[0] as number,
    replicas,
    ca: fs.readFileSync(caFile, 'utf8'),
    caFile,
    dir,
    output: () => output,
    smtp,
    stop: async () => {
      const codes = await Promise.all(replicas.map((r) => r.stop()));
      proxy.kill('SIGTERM');
      await exited(proxy);
      await smtp.close();
      fs.rmSync(dir, { recursive: true, force: true });
      return { server: codes[0] ?? null };
    },
  };
  // Ready when the site answers through the proxy.
  await waitFor(
    'caddy',
    async () => (await request(stack, '/api/health')).status === 200,
    () => (proxy.exitCode !== null ? `caddy exited:\n${output}` : undefined),
  );
  return stack;
}

/** DOMAIN resolves to loopback, as DNS would point it at the machine. */
export const lookupDomain: net.LookupFunction = (hostname, options, callback) => {
  if (hostname === DOMAIN) {
    if ((options as dns.LookupOptions).all) {
      (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, [
        { address: '127.0.0.1', family: 4 },
      ]);
    } else callback(null, '127.0.0.1', 4);
  } else dns.lookup(hostname, options, callback);
};

export type Answer = {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
};

/**
 * One HTTPS request through the proxy, trusting only the test CA. `from` picks the client's
 * own loopback address (127.0.0.2, 127.0.0.3, ...), so tests can be different visitors.
 */
export function request(
  stack: Pick<Stack, 'origin' | 'ca'>,
  pathname: string,
  options: { method?: string; headers?: Record<string, string>; body?: string; from?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = https.request(
      new URL(pathname, stack.origin),
      {
        method: options.method ?? 'GET',
        headers: options.headers,
        ca: stack.ca,
        lookup: lookupDomain,
        localAddress: options.from,
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

/** A Chromium profile (HOME) whose NSS store trusts the test CA, as an owner's devices would. */
export function browserHomeTrusting(caFile: string, dir: string): string {
  const certutil = requireProgram('certutil', 'libnss3-tools');
  const home = path.join(dir, 'browser-home');
  const db = path.join(home, '.pki', 'nssdb');
  fs.mkdirSync(db, { recursive: true });
  execFileSync(certutil, ['-d', `sql:${db}`, '-N', '--empty-password']);
  execFileSync(certutil, [
    '-d',
    `sql:${db}`,
    '-A',
    '-t',
    'C,,',
    '-n',
    'portfolio-test-ca',
    '-i',
    caFile,
  ]);
  return home;
}
