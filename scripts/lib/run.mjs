// Small helpers for the npm scripts: run a command with inherited output, time it.
import { spawn } from 'node:child_process';

export const baseEnv = {
  ...process.env,
  GATSBY_TELEMETRY_DISABLED: '1',
  STORYBOOK_DISABLE_TELEMETRY: '1',
  NEXT_TELEMETRY_DISABLED: '1',
  // node-fetch 2 (through whatwg-url 5 and tr46 0.0.3), used by Gatsby and its plugins, still
  // requires Node's built-in `punycode` (DEP0040); in `gatsby build` the deprecation warning
  // reached Gatsby's reporter as a red "ERROR UNKNOWN" line though nothing failed. Only that
  // one warning is hidden (package.json "build" does the same).
  NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --disable-warning=DEP0040`.trim(),
};

/** Settles a command's promise from how it ended: resolved on exit 0, rejected otherwise. */
function settle(cmd, args, resolve, reject) {
  return (code, signal) => {
    if (code === 0) resolve();
    else reject(new Error(`${cmd} ${args.join(' ')} failed (${signal ?? `exit ${code}`})`));
  };
}

/** Runs `cmd args`, resolving on exit 0 and rejecting otherwise. */
export function run(cmd, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: 'inherit', env: baseEnv, ...options });
    child.on('error', reject);
    child.on('exit', settle(cmd, args, resolve, reject));
  });
}

/**
 * Runs `cmd args` with its output held back and printed in one block when it ends, so several
 * can run at once without interleaving. Resolves on exit 0, rejects otherwise.
 */
export function runBuffered(cmd, args, options = {}) {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'], env: baseEnv, ...options });
    const chunks = [];
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    child.on('error', reject);
    const done = settle(cmd, args, resolve, reject);
    child.on('close', (code, signal) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const output = Buffer.concat(chunks).toString().trimEnd();
      console.log(`── ${cmd} ${args.join(' ')} (${seconds} s)${output ? `\n${output}` : ''}`);
      done(code, signal);
    });
  });
}

export async function step(name, fn) {
  const started = Date.now();
  console.log(`\n▶ ${name}`);
  await fn();
  console.log(`✓ ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}
