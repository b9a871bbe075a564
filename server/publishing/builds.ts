/**
 * The build runner: turns "content changed" into a new release of the site.
 *
 * - One build at a time. A request while a build runs queues exactly one more build, and every
 *   request after that joins the queued one (they all want "the content as it is now", which
 *   the next build reads).
 * - Builds run at a lower CPU priority than the server, so the site keeps answering.
 * - A successful build is published as a release (server/publishing/releases.ts); a failed one leaves
 *   the live site alone and records why, with the end of its log.
 * - Every build is recorded in a JSON file beside the full logs, which `npm run builds` reads.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BuildRecord } from '../../shared/schemas';
import { publishRelease } from './releases';

export type BuildLog = {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
};

export type BuildRunnerOptions = {
  /** The build: program and arguments, run in `cwd`; it must write the site into `outputDir`. */
  command: [string, ...string[]];
  cwd: string;
  outputDir: string;
  releasesDir: string;
  /** Releases kept on disk. */
  keep: number;
  /** Where the records and full logs go (builds.json, <id>.log). */
  stateDir: string;
  /** Added to the build's niceness; 0 runs it at the server's priority. @default 10 */
  niceness?: number;
  /** A build running longer than this is stopped and fails. @default 30 minutes */
  timeoutMs?: number;
  env?: NodeJS.ProcessEnv;
  log?: BuildLog;
  /** Called after a release is switched to. */
  onRelease?: (release: string) => void;
};

/**
 * Hidden in every build: node-fetch 2 (through whatwg-url 5 and tr46 0.0.3), used by Gatsby and
 * its plugins, requires Node's built-in `punycode`, and the deprecation warning (DEP0040)
 * reaches Gatsby's reporter as a red "ERROR UNKNOWN" line in a build that succeeds. The same
 * flag as package.json's "build" and scripts/lib/run.mjs; only that warning is hidden.
 */
const QUIET_DEPRECATION = '--disable-warning=DEP0040';

/** The environment a build runs in: the server's, the runner's additions, and the flag above. */
export function buildEnvironment(...layers: (NodeJS.ProcessEnv | undefined)[]): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = Object.assign({}, ...layers);
  const options = env.NODE_OPTIONS?.trim() ?? '';
  env.NODE_OPTIONS = options.split(/\s+/).includes(QUIET_DEPRECATION)
    ? options
    : `${options} ${QUIET_DEPRECATION}`.trim();
  return env;
}

const KEPT_RECORDS = 50;
const TAIL_LINES = 30;
const BUILDS_FILE = 'builds.json';

/** The records in `stateDir`, newest first ([] before the first build). */
export function readBuilds(stateDir: string): BuildRecord[] {
  try {
    const parsed = JSON.parse(fs.readFileSync(path.join(stateDir, BUILDS_FILE), 'utf8'));
    return Array.isArray(parsed) ? (parsed as BuildRecord[]) : [];
  } catch {
    return [];
  }
}

const quiet: BuildLog = { info() {}, warn() {}, error() {} };

/** Stops a build and every process it started (they share its process group). */
function stopTree(child: ChildProcess): void {
  try {
    if (child.pid) process.kill(-child.pid, 'SIGTERM');
  } catch {
    child.kill('SIGTERM');
  }
}

export class BuildRunner {
  private readonly options: Required<Omit<BuildRunnerOptions, 'onRelease' | 'env'>> &
    Pick<BuildRunnerOptions, 'onRelease' | 'env'>;
  private records: BuildRecord[];
  private running: { record: BuildRecord; child?: ChildProcess } | undefined;
  private queued: BuildRecord | undefined;
  private idleWaiters: (() => void)[] = [];
  private closed = false;

  constructor(options: BuildRunnerOptions) {
    this.options = { niceness: 10, timeoutMs: 30 * 60_000, log: quiet, ...options };
    fs.mkdirSync(this.options.stateDir, { recursive: true });
    // Builds a previous server process left queued or running did not finish: say so.
    this.records = readBuilds(this.options.stateDir).map((record) =>
      record.status === 'queued' || record.status === 'running'
        ? { ...record, status: 'failed', error: 'The server stopped before this build finished.' }
        : record,
    );
    this.save();
  }

  /** Logs build starts and failures through the server's logger from now on. */
  setLog(log: BuildLog): void {
    this.options.log = log;
  }

  /** Every record, newest first. */
  list(): BuildRecord[] {
    return this.records.map((record) => ({ ...record }));
  }

  /**
   * Asks for a build. Starts one when none runs; otherwise queues one, or joins the one
   * already queued. Returns the build that will carry this request.
   */
  request(reason: string): BuildRecord {
    if (this.closed) throw new Error('The build runner is closed.');
    if (this.queued) {
      this.queued.reasons = [...this.queued.reasons, reason].slice(-20);
      this.save();
      return { ...this.queued };
    }
    const nextId = (this.records[0]?.id ?? 0) + 1;
    const record: BuildRecord = {
      id: nextId,
      status: 'queued',
      reasons: [reason],
      queuedAt: new Date().toISOString(),
    };
    this.records.unshift(record);
    this.records.length = Math.min(this.records.length, KEPT_RECORDS);
    this.queued = record;
    this.save();
    fs.rmSync(path.join(this.options.stateDir, `${nextId - KEPT_RECORDS}.log`), { force: true });
    if (!this.running) void this.startNext();
    return { ...record };
  }

  /**
   * Records a build that failed before it could run: the content it would read does not load
   * (`error` is the loader's message). Nothing runs and the live site stays as it is.
   */
  recordFailure(reason: string, error: string): BuildRecord {
    if (this.closed) throw new Error('The build runner is closed.');
    const now = new Date().toISOString();
    const nextId = Math.max(0, ...this.records.map((r) => r.id)) + 1;
    const record: BuildRecord = {
      id: nextId,
      status: 'failed',
      reasons: [reason],
      queuedAt: now,
      startedAt: now,
      finishedAt: now,
      durationMs: 0,
      error: `The content does not load: ${error}`,
    };
    this.records.unshift(record);
    this.records.length = Math.min(this.records.length, KEPT_RECORDS);
    this.save();
    fs.rmSync(path.join(this.options.stateDir, `${nextId - KEPT_RECORDS}.log`), { force: true });
    // Its "log" is what the loader said, every problem on its own line (npm run builds names it).
    fs.writeFileSync(
      path.join(this.options.stateDir, `${nextId}.log`),
      `${reason}\nNot built: the content does not load.\n${error}\n`,
    );
    this.options.log.error(
      { build: record.id, reason, error: record.error },
      'build failed; the live site is unchanged',
    );
    return { ...record };
  }

  /** Resolves once no build runs and none is queued. */
  idle(): Promise<void> {
    if (!this.running && !this.queued) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  /** Stops a running build (it is recorded as failed) and accepts no more requests. */
  async close(): Promise<void> {
    this.closed = true;
    if (this.queued) {
      Object.assign(this.queued, { status: 'failed', error: 'The server stopped first.' });
      this.queued = undefined;
      this.save();
    }
    const child = this.running?.child;
    if (child) stopTree(child);
    await this.idle();
  }

  private async startNext(): Promise<void> {
    const record = this.queued;
    if (!record) {
      for (const resolve of this.idleWaiters.splice(0)) resolve();
      return;
    }
    this.queued = undefined;
    this.running = { record };
    const started = Date.now();
    Object.assign(record, { status: 'running', startedAt: new Date(started).toISOString() });
    this.save();
    this.options.log.info({ build: record.id, reasons: record.reasons }, 'build started');
    try {
      await this.runCommand(record);
      const release = await publishRelease(this.options.releasesDir, this.options.outputDir, {
        keep: this.options.keep,
      });
      Object.assign(record, { status: 'done', release });
      this.options.log.info({ build: record.id, release }, 'build published');
      this.options.onRelease?.(release);
    } catch (error) {
      Object.assign(record, { status: 'failed', error: (error as Error).message });
      this.options.log.error(
        { build: record.id, error: record.error },
        'build failed; the live site is unchanged',
      );
    } finally {
      const finished = Date.now();
      Object.assign(record, {
        finishedAt: new Date(finished).toISOString(),
        durationMs: finished - started,
      });
      this.running = undefined;
      this.save();
    }
    void this.startNext();
  }

  private runCommand(record: BuildRecord): Promise<void> {
    const { command, cwd, env, niceness, timeoutMs, stateDir } = this.options;
    const logFile = path.join(stateDir, `${record.id}.log`);
    const out = fs.createWriteStream(logFile);
    const tail: string[] = [];
    // Gatsby prints ` ERROR  <code>` and the message on the lines after it: the first two of
    // those lines after the last such heading say why a build failed.
    let errorHeading: string | undefined;
    let errorLines: string[] = [];
    let partial = '';
    const collect = (chunk: Buffer) => {
      out.write(chunk);
      const lines = (partial + chunk.toString('utf8')).split(/\r?\n/);
      partial = lines.pop() ?? '';
      // Progress bars and colours are noise in a record.
      // eslint-disable-next-line no-control-regex
      for (const line of lines.map((l) => l.replace(/\u001b\[[0-9;]*[A-Za-z]/g, '').trimEnd())) {
        if (!line) continue;
        tail.push(line);
        if (/^\s*ERROR\b/.test(line)) {
          errorHeading = line.trim().replace(/\s+/g, ' ');
          errorLines = [];
        } else if (errorHeading && errorLines.length < 2) {
          errorLines.push(line.trim());
        }
      }
      tail.splice(0, Math.max(0, tail.length - TAIL_LINES));
    };

    return new Promise<void>((resolve, reject) => {
      const [program, ...args] = command;
      const child = spawn(program, args, {
        cwd,
        env: buildEnvironment(process.env, env),
        stdio: ['ignore', 'pipe', 'pipe'],
        // Its own process group: stopping a build stops Gatsby's workers with it.
        detached: true,
      });
      if (this.running) this.running.child = child;
      if (niceness > 0 && child.pid) {
        try {
          // Gatsby's workers start later and inherit this.
          os.setPriority(child.pid, Math.min(19, os.getPriority(child.pid) + niceness));
        } catch {
          // Not allowed here: the build runs at normal priority.
        }
      }
      child.stdout.on('data', collect);
      child.stderr.on('data', collect);
      const timer = setTimeout(() => stopTree(child), timeoutMs);
      const finish = (error?: Error) => {
        clearTimeout(timer);
        if (partial.trim()) tail.push(partial.trim());
        record.logTail = tail.slice(-TAIL_LINES);
        out.end();
        if (error) reject(error);
        else resolve();
      };
      child.on('error', (error) =>
        finish(new Error(`The build could not start: ${error.message}`)),
      );
      child.on('close', (code, signal) => {
        if (code === 0) return finish();
        const why = signal ? `was stopped (${signal})` : `exited with code ${code}`;
        const line = errorHeading
          ? `${errorHeading}: ${errorLines.join(' ')}`
          : [...tail].reverse().find((l) => /error|cannot|failed|invalid/i.test(l));
        finish(new Error(line ? `The build ${why}: ${line}` : `The build ${why}.`));
      });
    });
  }

  /** Writes the records in one rename, so a reader never sees half a file. */
  private save(): void {
    const file = path.join(this.options.stateDir, BUILDS_FILE);
    const temporary = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(temporary, `${JSON.stringify(this.records, null, 2)}\n`);
    fs.renameSync(temporary, file);
  }
}

const seconds = (ms: number | undefined) => (ms === undefined ? '' : `${(ms / 1000).toFixed(1)} s`);

/**
 * The records as a table for a terminal, then the detail of one build: `detail` when given,
 * else the newest failed build when it is newer than the newest successful one.
 */
export function formatBuilds(
  records: BuildRecord[],
  options: { detail?: number; releases?: { id: string; current: boolean }[]; buildsDir?: string },
): string {
  if (records.length === 0) return 'No builds yet.\n';
  const current = options.releases?.find((r) => r.current)?.id;
  const rows = records.map((r) => [
    String(r.id),
    r.status,
    (r.startedAt ?? r.queuedAt).replace('T', ' ').slice(0, 19),
    seconds(r.durationMs ?? (r.startedAt ? Date.now() - Date.parse(r.startedAt) : undefined)),
    r.release ? `${r.release}${r.release === current ? ' (live)' : ''}` : '',
    `${r.reasons[0] ?? ''}${r.reasons.length > 1 ? ` (+${r.reasons.length - 1} more)` : ''}`,
  ]);
  const header = ['id', 'status', 'started (UTC)', 'took', 'release', 'asked by'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => cell.padEnd(widths[i]!))
      .join('  ')
      .trimEnd();
  let out = `${[line(header), ...rows.map(line)].join('\n')}\n`;

  const lastDone = records.find((r) => r.status === 'done');
  const lastFailed = records.find((r) => r.status === 'failed');
  const shown =
    options.detail !== undefined
      ? records.find((r) => r.id === options.detail)
      : lastFailed && (!lastDone || lastFailed.id > lastDone.id)
        ? lastFailed
        : undefined;
  if (options.detail !== undefined && !shown) out += `\nNo build ${options.detail}.\n`;
  if (shown) {
    out += `\nBuild ${shown.id}: ${shown.status}${shown.error ? `: ${shown.error}` : ''}\n`;
    if (shown.status === 'failed' && current) out += `The live site is still release ${current}.\n`;
    if (shown.logTail?.length) out += `Last lines of its log:\n  ${shown.logTail.join('\n  ')}\n`;
    if (options.buildsDir) out += `Full log: ${path.join(options.buildsDir, `${shown.id}.log`)}\n`;
  }
  return out;
}
