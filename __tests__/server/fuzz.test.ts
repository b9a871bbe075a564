import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  countRows,
  drivers,
  login,
  PASSWORD,
  post,
  signup,
  testDatabase,
} from './support/helper';
import { random } from './support/random';

type Case = { url: string; payload: unknown; headers?: Record<string, string> };

const WRONG_TYPES: unknown[] = [
  null,
  0,
  -1,
  1.5,
  1e308,
  true,
  false,
  [],
  ['a'],
  {},
  { $gt: '' },
  { toString: 'x' },
  [[[[[]]]]],
];

const HUGE = ['x'.repeat(5_001), 'é'.repeat(20_000), 'a'.repeat(63_000)];

/** Valid bodies for each endpoint; every case below breaks at least one field of one of them. */
const ENDPOINTS: {
  url: string;
  body: Record<string, unknown>;
  invalid: Record<string, unknown[]>;
}[] = [
  {
    url: '/api/auth/signup',
    body: { username: 'fuzzer', email: 'fuzz@example.com', password: PASSWORD },
    invalid: {
      username: [
        '',
        'ab',
        'with space',
        'semi;colon',
        '<script>',
        'a'.repeat(31),
        'nul\u0000x',
        'ünïcode',
      ],
      email: [
        '',
        'plain',
        '@example.com',
        'a@',
        'a b@example.com',
        `${'a'.repeat(250)}@example.com`,
        'x\u0000@e.com',
      ],
      password: ['', 'short', 'x'.repeat(129), 'password', '12345678', 'qwertyuiop'],
    },
  },
  {
    url: '/api/auth/login',
    body: { email: 'fuzz@example.com', password: PASSWORD },
    invalid: { email: ['', 'not-an-email', 'a@'], password: ['', 'y'.repeat(129)] },
  },
  // Accounts: every valid body below names a link nobody was sent or a wrong password, so no
  // case may write a row.
  {
    url: '/api/auth/reset-password',
    body: { token: 'T'.repeat(43), password: PASSWORD },
    invalid: {
      token: ['', 'short', 'T'.repeat(44), `${'T'.repeat(42)}=`, `${'T'.repeat(42)}\u0000`],
      password: ['', 'short', 'x'.repeat(129), 'password1'],
    },
  },
  {
    url: '/api/auth/verify-email',
    body: { token: 'T'.repeat(43) },
    invalid: { token: ['', 'a b', 'T'.repeat(100), '../../etc'] },
  },
  {
    url: '/api/auth/reset-password/passkeys',
    body: { keepToken: 'T'.repeat(43), keep: ['AAAAAAAAAAAAAAAAAAAAAA'] },
    invalid: {
      keepToken: ['', 'short', 'T'.repeat(44), `${'T'.repeat(42)}\u0000`],
      keep: ['AAAA', [''], ['a b'], ['x'.repeat(1401)], Array.from({ length: 21 }, () => 'A')],
    },
  },
  {
    url: '/api/auth/end-passkey',
    body: { token: 'T'.repeat(43) },
    invalid: { token: ['', 'a b', 'T'.repeat(100), '../../etc'] },
  },
  {
    url: '/api/auth/forgot-password',
    body: { email: 'nobody@example.com' },
    invalid: { email: ['', 'plain', 'a@', `${'a'.repeat(250)}@example.com`, 'x\u0000@e.com'] },
  },
  {
    url: '/api/account/password',
    body: { currentPassword: 'not the password', newPassword: 'a new long password 1' },
    invalid: {
      currentPassword: ['', 'y'.repeat(129)],
      newPassword: ['', 'short', 'x'.repeat(129), 'password1', 'existing'],
    },
  },
  {
    url: '/api/account/email',
    body: { password: 'not the password', email: 'moved@example.com' },
    invalid: { password: ['', 'y'.repeat(129)], email: ['', 'plain', 'existing@example.com'] },
  },
  {
    url: '/api/account/delete',
    body: { password: 'not the password' },
    invalid: { password: ['', 'y'.repeat(129), PASSWORD.slice(0, 10)] },
  },
  {
    url: '/api/account/passkeys/options',
    body: { password: 'not the password' },
    invalid: { password: ['', 'y'.repeat(129)] },
  },
  {
    url: '/api/account/passkeys',
    body: {
      name: 'Laptop',
      response: {
        id: 'AAAA',
        rawId: 'AAAA',
        type: 'public-key',
        response: { clientDataJSON: 'AAAA', attestationObject: 'AAAA' },
        clientExtensionResults: {},
      },
    },
    invalid: { name: ['', '   ', 'x'.repeat(61), 'two\nlines', 'nul\u0000'] },
  },
  {
    url: '/api/comments',
    body: { postSlug: 'hello-world', text: 'fuzz' },
    invalid: {
      postSlug: [
        '',
        '../../etc/passwd',
        'a b',
        '-leading',
        'x'.repeat(201),
        'no-such-post',
        'nul\u0000',
      ],
      text: ['', '   ', '\n\t', 'x'.repeat(2001), 'bad \u0000 byte', 'bell \u0007'],
    },
  },
  {
    url: '/api/claps/hello-world',
    body: { count: 1 },
    invalid: { count: [0, 51, -5, 2.5, '1', '', 'NaN', 1e9] },
  },
  {
    url: '/url',
    body: { url: 'http://localhost:8000/blog' },
    invalid: {
      url: [
        '',
        'https://evil.example/',
        'javascript:alert(1)',
        '/relative',
        'http://a:b@localhost:8000/',
        'x'.repeat(2049),
      ],
    },
  },
  {
    url: '/api/v1.0/email/send-form',
    body: {
      user_name: 'Fuzz',
      user_email: 'fuzz@example.com',
      user_message: 'hello',
      service_id: 's',
      template_id: 't',
      user_id: 'u',
    },
    invalid: {
      user_name: ['', 'x'.repeat(101)],
      user_email: ['nope', ''],
      user_message: ['', 'x'.repeat(5001), 'nul \u0000'],
      service_id: [''],
      template_id: [''],
      user_id: [''],
    },
  },
];

const BAD_JSON = [
  '{',
  '}',
  '{"a":',
  "{'single': 'quotes'}",
  '{"trailing": 1,}',
  '[1, 2',
  'nul',
  'undefined',
  'NaN',
  '{"__proto__": {"admin": true}}',
  '{"constructor": {"prototype": {"admin": true}}}',
  '\uFEFF{"bom": true}',
  '{"a": "\\ud800"}',
  '{"deep": ' + '['.repeat(5000) + ']'.repeat(5000) + '}',
  '"just a string"',
  '12345',
  'true',
  'null',
  '[]',
  '\u0000\u0001\u0002',
];

function buildCases(): Case[] {
  const next = random(20240601);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  const cases: Case[] = [];
  const add = (url: string, payload: unknown, headers?: Record<string, string>) =>
    cases.push({ url, payload, headers });

  for (const { url, body, invalid } of ENDPOINTS) {
    const fields = Object.keys(body);
    for (const field of fields) {
      // Every wrong type, every huge string, every invalid value, and the field missing.
      for (const value of [...WRONG_TYPES, ...HUGE, ...(invalid[field] ?? [])])
        add(url, { ...body, [field]: value });
      const { [field]: _removed, ...missing } = body;
      add(url, missing);
    }
    add(url, {});
    for (const text of BAD_JSON) add(url, text);
    add(url, 'user_name=x&user_email=y', { 'content-type': 'application/x-www-form-urlencoded' });
    add(url, '<xml/>', { 'content-type': 'application/xml' });
    add(url, JSON.stringify(body).slice(0, -1));
    add(url, Buffer.from([0xff, 0xfe, 0xfd, 0x7b, 0x22]));
    add(url, '', { 'content-type': 'multipart/form-data; boundary=nothing' });
  }

  // Random combinations: several fields broken at once, values drawn from all the bad ones.
  while (cases.length < 1200) {
    const { url, body, invalid } = pick(ENDPOINTS);
    const broken: Record<string, unknown> = { ...body };
    const fields = Object.keys(body);
    const count = 1 + Math.floor(next() * fields.length);
    for (let i = 0; i < count; i++) {
      const field = pick(fields);
      const choice = next();
      if (choice < 0.2) delete broken[field];
      else if (choice < 0.6) broken[field] = pick(WRONG_TYPES);
      else broken[field] = pick([...(invalid[field] ?? []), ...HUGE]);
    }
    if (fields.every((f) => broken[f] === body[f])) delete broken[pick(fields)];
    add(url, next() < 0.1 ? JSON.stringify(broken).slice(0, -2) : broken);
  }
  return cases;
}

describe.each(drivers)('fuzz on %s', (driver) => {
  const handle = testDatabase(driver);
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildTestApp(handle.db);
    // One account and session, so authenticated endpoints reach their validation too.
    await signup(app, { username: 'existing', email: 'existing@example.com' });
  });
  afterAll(async () => {
    await app.close();
  });

  it('answers at least 1,000 malformed bodies with 4xx, never 5xx, and writes no row', async () => {
    const cookie = await login(app, 'existing@example.com');
    const before = await countRows(handle.db);
    const cases = buildCases();
    expect(cases.length).toBeGreaterThanOrEqual(1000);

    const failures: string[] = [];
    for (let i = 0; i < cases.length; i += 25) {
      const batch = cases.slice(i, i + 25);
      const responses = await Promise.all(
        batch.map((c) => post(app, c.url, c.payload, { cookie, ...c.headers })),
      );
      responses.forEach((response, j) => {
        if (response.statusCode < 400 || response.statusCode >= 500) {
          const c = batch[j];
          failures.push(
            `${response.statusCode} ${c?.url} ${JSON.stringify(c?.payload)?.slice(0, 200)} -> ${response.body.slice(0, 200)}`,
          );
        } else if (!String(response.headers['content-type']).startsWith('application/json')) {
          failures.push(`non-JSON ${response.statusCode} for ${batch[j]?.url}`);
        } else if (typeof response.json().message !== 'string') {
          failures.push(`no message: ${response.body.slice(0, 200)}`);
        }
      });
    }
    expect(failures).toEqual([]);
    expect(await countRows(handle.db)).toEqual(before);
  }, 240_000);

  it('survives hostile paths', async () => {
    const before = await countRows(handle.db);
    for (const path of [
      '/api/claps/..%2F..%2Fetc',
      '/api/claps/%00',
      '/api/comments/%E0%A4%A',
      '/s/%FF',
      `/api/claps/${'z'.repeat(600)}`,
    ]) {
      const response = await post(app, path, { count: 1 });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
    }
    expect(await countRows(handle.db)).toEqual(before);
  });
});
