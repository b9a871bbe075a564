#!/usr/bin/env node
// Whether a signup's answer or its timing tells a registered address from a new one
// (docs/accounts.md, "An address that already has an account"). Against the real app
// (bench/api-server.ts: its own process on loopback, fresh PGlite database, rate limits raised),
// it sends signups of four kinds in turn, one at a time, and compares the two pairs that differ
// only in the address:
//   taken username + registered address   vs   taken username + new address
//   free username  + registered address   vs   free username  + new address
// Each kind's answers must be alike (status and body), and its median close to its pair's.
//   npm run bench:signup [-- --rounds 60 --warmup 5]
import crypto from 'node:crypto';
import { startApiServer } from './lib/api-server.mjs';
import { median, saveResults, table } from './lib/results.mjs';

const args = process.argv.slice(2);
const arg = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const ROUNDS = arg('rounds', 60);
const WARMUP = arg('warmup', 5);

const server = await startApiServer();
const { url } = server;
const password = `bench-${crypto.randomBytes(12).toString('base64url')}`;
const run = crypto.randomBytes(3).toString('hex');
let serial = 0;
const fresh = (prefix) => `${prefix}${run}${(serial += 1)}`;

async function signup(body) {
  const started = performance.now();
  const response = await fetch(`${url}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ password, ...body }),
  });
  const text = await response.text();
  return { ms: performance.now() - started, answer: `${response.status} ${text}` };
}

const TAKEN = `taken${run}`;
const REGISTERED = `registered-${run}@example.com`;
const KINDS = {
  takenRegistered: () => ({ username: TAKEN, email: REGISTERED }),
  takenNew: () => ({ username: TAKEN, email: `${fresh('new-')}@example.com` }),
  freeRegistered: () => ({ username: fresh('free'), email: REGISTERED }),
  freeNew: () => ({ username: fresh('free'), email: `${fresh('new-')}@example.com` }),
};
const LABELS = {
  takenRegistered: 'taken username, registered address',
  takenNew: 'taken username, new address',
  freeRegistered: 'free username, registered address',
  freeNew: 'free username, new address',
};

const samples = Object.fromEntries(Object.keys(KINDS).map((kind) => [kind, []]));
const answers = Object.fromEntries(Object.keys(KINDS).map((kind) => [kind, new Set()]));
try {
  // The account whose username and address the other signups reuse.
  const seed = await signup({ username: TAKEN, email: REGISTERED });
  if (!seed.answer.startsWith('201 ')) throw new Error(`seed signup failed: ${seed.answer}`);
  for (let round = 0; round < WARMUP + ROUNDS; round += 1) {
    // A different order each round, so neither kind of a pair always follows the other.
    const order = Object.keys(KINDS).sort(() => Math.random() - 0.5);
    for (const kind of order) {
      const { ms, answer } = await signup(KINDS[kind]());
      if (round < WARMUP) continue;
      samples[kind].push(ms);
      answers[kind].add(answer);
    }
  }
} finally {
  await server.stop();
}

const stats = Object.fromEntries(
  Object.entries(samples).map(([kind, values]) => {
    const sorted = [...values].sort((a, b) => a - b);
    return [
      kind,
      {
        median: median(values),
        p10: sorted[Math.floor(sorted.length * 0.1)],
        p90: sorted[Math.floor(sorted.length * 0.9)],
        answers: [...answers[kind]],
      },
    ];
  }),
);
const pairs = [
  ['takenRegistered', 'takenNew'],
  ['freeRegistered', 'freeNew'],
].map(([registered, unregistered]) => {
  const a = stats[registered];
  const b = stats[unregistered];
  const sameAnswer =
    a.answers.length === 1 && b.answers.length === 1 && a.answers[0] === b.answers[0];
  return { registered, unregistered, ratio: a.median / b.median, sameAnswer };
});

const ms = (value) => value.toFixed(1);
const rows = Object.entries(stats).map(([kind, s]) => [
  LABELS[kind],
  ms(s.median),
  `${ms(s.p10)} / ${ms(s.p90)}`,
  s.answers.map((answer) => `\`${answer.slice(0, 60)}\``).join(', '),
]);
const pairRows = pairs.map((pair) => [
  `${LABELS[pair.registered]} vs new address`,
  `${pair.ratio.toFixed(3)}×`,
  pair.sameAnswer ? 'yes' : 'NO',
]);
const markdown = `${ROUNDS} rounds after ${WARMUP} of warm-up; each round sends one signup of each kind, one at a time, in a random order, to bench/api-server.ts (PGlite in a temp folder, rate limits raised, logging off) on loopback. Client and server share the machine's cores.

${table(['signup', 'median ms', 'p10 / p90 ms', 'answers'], rows)}

${table(['pair', 'median ratio (registered / new)', 'same answer'], pairRows)}

Run: \`npm run bench:signup\` (options \`--rounds ${ROUNDS} --warmup ${WARMUP}\`).`;
console.log(markdown);
saveResults(
  'signup',
  'Signup: registered and new addresses',
  { setup: { rounds: ROUNDS, warmup: WARMUP }, kinds: stats, pairs },
  markdown,
);
