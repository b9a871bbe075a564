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

export const DOMAIN = 'portfolio.test';
const root = path.resolve('.');

export type Stack = {
  /** https://portfolio.test:<port>, the SITE_URL. */
  origin: string;
  httpsPort: number;
  httpPort: number;
  serverPort: number;
  /** The test CA's certificate (PEM), which clients trust. */
  ca: string;
  caFile: string;
  dir: string;
  server: ChildProcess;
  output: () => string;
  stop: () => Promise<{ server: number | null }>;
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
export function serviceLines(unitFile: string): [string, string][] {
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

export async function startStack(): Promise<Stack> {
  const caddy = requireProgram('caddy', 'caddy');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portfolio-deploy-'));
  const { caFile, cert, key } = makeCertificates(dir);
  const [httpsPort, httpPort, serverPort, adminPort] = [
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
  ];
  const origin = `https://${DOMAIN}:${httpsPort}`;
  const state = path.join(dir, 'var-lib-portfolio');
  fs.mkdirSync(state, { mode: 0o750 });

  // deploy/portfolio.env, edited as docs/deploy.md says (the domain), plus this machine's ports
  // and state folder.
  const siteSettings = replaceAll(
    fs.readFileSync(path.join(root, 'deploy/portfolio.env'), 'utf8'),
    [
      ['https://example.com', origin],
      ['PORT=8000', `PORT=${serverPort}`],
      ['/var/lib/portfolio', state],
    ],
  );
  fs.writeFileSync(path.join(dir, 'portfolio.env'), siteSettings, { mode: 0o640 });

  // The unit's own lines, with this machine's paths.
  const unit = serviceLines(path.join(root, 'deploy/systemd/portfolio.service')).map(
    ([k, v]) => [k, replaceAll(v, machinePaths(dir))] as const,
  );
  const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, HOME: dir, LANG: 'C.UTF-8' };
  for (const [k, v] of unit) {
    if (k === 'Environment') {
      const at = v.indexOf('=');
      env[v.slice(0, at)] = v.slice(at + 1);
    }
  }
  const cwd = unit.find(([k]) => k === 'WorkingDirectory')?.[1];
  const execStart = unit.find(([k]) => k === 'ExecStart')?.[1];
  if (cwd !== root || !execStart)
    throw new Error('portfolio.service has no WorkingDirectory or ExecStart');

  // docs/deploy.md: publish the build as the first release before starting the service. It
  // would build first if public/ were stale; the suites share public/, so stop instead.
  if (siteNeedsBuild(root)) throw new Error('public/ is older than its sources: npm run build');
  runAsService(['scripts/start.mjs', '--no-serve'], env);

  const [command, ...args] = execStart.split(/\s+/) as [string, ...string[]];
  let output = '';
  const server = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  server.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  server.stderr?.on('data', (d: Buffer) => (output += d.toString()));

  // Caddy with deploy/Caddyfile and the settings of deploy/caddy.env, edited for this machine.
  const caddyEnv = {
    ...(parseEnv(fs.readFileSync(path.join(root, 'deploy/caddy.env'), 'utf8')) as Record<
      string,
      string
    >),
    SITE_ADDRESS: DOMAIN,
    PORTFOLIO_UPSTREAMS: `127.0.0.1:${serverPort}`,
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
      env: {
        PATH: process.env.PATH,
        HOME: dir,
        XDG_DATA_HOME: dir,
        XDG_CONFIG_HOME: dir,
        ...caddyEnv,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  proxy.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  proxy.stderr?.on('data', (d: Buffer) => (output += d.toString()));

  const ca = fs.readFileSync(caFile, 'utf8');
  const stack: Stack = {
    origin,
    httpsPort,
    httpPort,
    serverPort,
    ca,
    caFile,
    dir,
    server,
    output: () => output,
    stop: async () => {
      const exited = (child: ChildProcess) =>
        child.exitCode !== null
          ? Promise.resolve(child.exitCode)
          : new Promise<number | null>((resolve) => child.once('exit', resolve));
      const serverExit = exited(server);
      server.kill('SIGTERM');
      proxy.kill('SIGTERM');
      const code = await serverExit;
      await exited(proxy);
      fs.rmSync(dir, { recursive: true, force: true });
      return { server: code };
    },
  };

  // Ready when the site answers through the proxy.
  const deadline = Date.now() + 150_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the server exited:\n${output}`);
    if (proxy.exitCode !== null) throw new Error(`caddy exited:\n${output}`);
    const health = await request(stack, '/api/health').catch(() => undefined);
    if (health?.status === 200) break;
    if (Date.now() > deadline) throw new Error(`the stack did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
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
