import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exchange, type RawOutcome } from './support/raw-http';
import { buildTestApp, drivers, login, PASSWORD, signup, testDatabase } from './support/helper';
import { random } from './support/random';

/**
 * Malformed requests over real HTTP: a listening server (buildApp on a loopback port 0, the
 * database of each driver), raw sockets so that framing, header and URL garbage reach it
 * unchanged. Every route and method is tried with broken bodies, content types, cookies,
 * origins, headers and URLs.
 *
 * The rules a response must meet (`verdict` below):
 * - an answer within TIMEOUT_MS (else: hang), and never a 5xx;
 * - on API paths (the path starts with /api/, is /url, or is /s/... for any method but GET and
 *   HEAD, where a browser following a short link gets the site's 404 page), every 4xx is JSON
 *   with a string `message` (HEAD: a JSON content type, since it has no body);
 * - requests Node's HTTP server answers itself, before any Fastify code runs (the `framing`
 *   cases: a broken request line, header overflow, conflicting lengths, a missing Host, an
 *   Expect it cannot meet, CONNECT), may answer any 4xx, with or without a body, or close the
 *   connection; they must still answer within the time limit and never with a 5xx. (Most of
 *   them do get JSON, from Fastify's clientErrorHandler.) Any other request closed without an
 *   answer fails;
 * - a route's path asked with a method it does not have (OPTIONS aside: CORS answers it) is
 *   not a 404: a 405 with an `Allow` header, or an earlier 4xx (403 CSRF, 413, 415, ...);
 * - a body over the 64 KiB overall limit is never accepted (2xx) by a route that writes;
 * - no malformed request leaves an error-level line in the log.
 * Site paths (everything else) may answer 4xx with HTML or text.
 *
 * The cases come from a seeded PRNG: FUZZ_SEED=<n> replays a run; each failure names its case,
 * and FUZZ_LOG=<file> writes every case with its status to <file>.<driver>.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 15_2026);
const TIMEOUT_MS = 5000;
const CONCURRENCY = 8;
const MIN_CASES = 1500;
/** The systematic cases come to about 2,600; random combinations fill up to this. */
const TOTAL_CASES = 4000;
const INBOX_TOKEN = 'fuzz-inbox-token-0123456789abcdef';
const BODY_LIMIT = 64 * 1024;

type Header = [string, string];

type Case = {
  id: number;
  /** What kind of garbage, for the counts and the failure list. */
  kind: string;
  method: string;
  target: string;
  headers: Header[];
  body?: Buffer;
  /** Bytes sent as they are, instead of a request built from the fields above. */
  raw?: Buffer;
  halfClose?: boolean;
};

const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD'];
const BODY_METHODS = new Set(['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']);

/** An id in the shape of a comment's or a message's (no row has it). */
const SOME_ID = '00000000-0000-4000-8000-000000000000';

/** A mailed link's token in the right shape (no link has it). */
const TOKEN = 'T'.repeat(43);
/** A passkey's answer in the right shape, signed by no one. */
const PASSKEY_ANSWER = {
  id: 'AAAAAAAAAAAAAAAAAAAAAA',
  rawId: 'AAAAAAAAAAAAAAAAAAAAAA',
  type: 'public-key',
  response: {
    clientDataJSON: Buffer.from(
      '{"type":"webauthn.get","challenge":"abcdefghijklmnopqrstuv"}',
    ).toString('base64url'),
    authenticatorData: 'AAAA',
    signature: 'AAAA',
    attestationObject: 'AAAA',
  },
  clientExtensionResults: {},
};

/** Every route's path, with a valid body for the ones that take one. */
const ROUTES: {
  path: string;
  /** The methods the route answers (OPTIONS, the CORS preflight, aside); undefined: no route. */
  methods?: string[];
  body?: Record<string, unknown>;
  multipart?: boolean;
}[] = [
  { path: '/api/health', methods: ['GET', 'HEAD'] },
  {
    path: '/api/auth/signup',
    methods: ['POST'],
    body: { username: 'fuzzer', email: 'fuzz@example.com', password: PASSWORD },
  },
  {
    path: '/api/auth/login',
    methods: ['POST'],
    body: { email: 'existing@example.com', password: PASSWORD },
  },
  { path: '/api/auth/logout', methods: ['POST'], body: {} },
  { path: '/api/comments', methods: ['POST'], body: { postSlug: 'hello-world', text: 'fuzz' } },
  // GET is a post's list; DELETE takes a comment id (a slug there is a missing comment).
  { path: '/api/comments/hello-world', methods: ['DELETE', 'GET', 'HEAD'] },
  { path: `/api/comments/${SOME_ID}`, methods: ['DELETE', 'GET', 'HEAD'] },
  { path: '/api/claps/hello-world', methods: ['GET', 'HEAD', 'POST'], body: { count: 1 } },
  { path: '/api/claps/no-such-post', methods: ['GET', 'HEAD', 'POST'], body: { count: 1 } },
  { path: '/api/feed', methods: ['GET', 'HEAD'] },
  {
    path: '/api/v1.0/email/send-form',
    methods: ['POST'],
    multipart: true,
    body: {
      user_name: 'Fuzz',
      user_email: 'fuzz@example.com',
      user_message: 'hello',
      service_id: 's',
      template_id: 't',
      user_id: 'u',
    },
  },
  // Accounts (docs/accounts.md): mailed links, passkeys, /api/account. Valid bodies carry a
  // wrong password or a token nobody was sent, so no case changes the suite's account.
  { path: '/api/auth/link', methods: ['POST'], body: { token: TOKEN } },
  { path: '/api/auth/verify-email', methods: ['POST'], body: { token: TOKEN } },
  {
    path: '/api/auth/verify-email/resend',
    methods: ['POST'],
    body: { email: 'existing@example.com' },
  },
  { path: '/api/auth/forgot-password', methods: ['POST'], body: { email: 'fuzz@example.com' } },
  {
    path: '/api/auth/reset-password',
    methods: ['POST'],
    body: { token: TOKEN, password: PASSWORD },
  },
  {
    path: '/api/auth/reset-password/passkeys',
    methods: ['POST'],
    body: { keepToken: TOKEN, keep: ['AAAAAAAAAAAAAAAAAAAAAA'] },
  },
  { path: '/api/auth/end-passkey', methods: ['POST'], body: { token: TOKEN } },
  { path: '/api/auth/passkey/options', methods: ['POST'], body: {} },
  { path: '/api/auth/passkey', methods: ['POST'], body: { response: PASSKEY_ANSWER } },
  { path: '/api/account', methods: ['GET', 'HEAD'] },
  { path: '/api/account/export', methods: ['GET', 'HEAD'] },
  {
    path: '/api/account/password',
    methods: ['POST'],
    body: { currentPassword: 'not the password', newPassword: 'a new long password 1' },
  },
  {
    path: '/api/account/email',
    methods: ['POST'],
    body: { password: 'not the password', email: 'moved@example.com' },
  },
  { path: '/api/account/verify-email', methods: ['POST'], body: {} },
  { path: '/api/account/sessions/sign-out-others', methods: ['POST'], body: {} },
  { path: '/api/account/delete/options', methods: ['POST'], body: {} },
  { path: '/api/account/delete', methods: ['POST'], body: { password: 'not the password' } },
  {
    path: '/api/account/passkeys/options',
    methods: ['POST'],
    body: { password: 'not the password' },
  },
  {
    path: '/api/account/passkeys',
    methods: ['POST'],
    body: { name: 'Laptop', response: PASSKEY_ANSWER },
  },
  { path: '/api/account/passkeys/AAAAAAAAAAAAAAAAAAAAAA', methods: ['DELETE', 'PATCH'] },
  // The owner's API: the unknown-route 404 for every session the suite has (docs/admin.md).
  { path: '/api/admin/inbox', methods: ['GET', 'HEAD'] },
  { path: `/api/admin/inbox/${SOME_ID}`, methods: ['PATCH'] },
  { path: '/api/admin/me', methods: ['GET', 'HEAD'] },
  { path: '/api/admin/comments', methods: ['GET', 'HEAD'] },
  { path: `/api/admin/comments/${SOME_ID}`, methods: ['DELETE', 'PATCH'] },
  { path: '/api/admin/moderation', methods: ['GET', 'HEAD'] },
  // No bodies: nobody here is an owner, so no body is ever read.
  { path: '/api/admin/builds', methods: ['GET', 'HEAD', 'POST'] },
  { path: '/url', methods: ['POST'], body: { url: 'http://localhost:8000/blog' } },
  { path: '/s/abcdefg', methods: ['GET', 'HEAD'] },
  { path: '/s/x', methods: ['GET', 'HEAD'] },
  { path: '/api/no-such-route' },
];
const SITE_PATHS = ['/', '/blog', '/index.html', '/static/app-1234.js', '/no-such-page'];
const ALL_PATHS = [...ROUTES.map((r) => r.path), ...SITE_PATHS];

const WRONG_TYPES: unknown[] = [null, 0, -1, 1.5, 1e308, true, [], ['a'], {}, { $gt: '' }];
const HUGE_STRINGS = ['x'.repeat(5_001), 'é'.repeat(20_000), 'a'.repeat(70_000)];

const BAD_JSON = [
  '{',
  '{"a":',
  "{'single': 'quotes'}",
  '{"trailing": 1,}',
  '[1, 2',
  'undefined',
  'NaN',
  '{"__proto__": {"admin": true}}',
  '{"constructor": {"prototype": {"admin": true}}}',
  '\uFEFF{"bom": true}',
  '{"a": "\\ud800"}',
  '{"deep": ' + '['.repeat(3000) + ']'.repeat(3000) + '}',
  '"just a string"',
  '12345',
  'null',
  '[]',
  '\u0000\u0001\u0002',
  ' ',
  '\r\n',
];

const NON_UTF8 = [
  Buffer.from([0xff, 0xfe, 0xfd, 0x7b, 0x22]),
  Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc3, 0x28, 0x22, 0x7d]),
  Buffer.from([0xc0, 0xaf, 0xe0, 0x80, 0xaf]),
  Buffer.concat([Buffer.from('{"text":"'), Buffer.from([0xed, 0xa0, 0x80]), Buffer.from('"}')]),
];

const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=latin1',
  'application/json;;;',
  'APPLICATION/JSON',
  'application/jsonx',
  'application/vnd.api+json',
  'text/plain',
  'text/html; charset=utf-8',
  'application/x-www-form-urlencoded',
  'application/xml',
  'application/octet-stream',
  'image/png',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'multipart/form-data; boundary=xyz',
  'multipart/mixed; boundary=xyz',
  '*/*',
  ';',
  'application/json, text/plain',
  '\u00e9t\u00e9/json',
];

const COOKIES = [
  'session=',
  'session=garbage',
  `session=${'A'.repeat(43)}`,
  `session=${'-_'.repeat(21)}a`,
  `session=${'A'.repeat(44)}`,
  'session=%E0%A4%A',
  'session="quoted"',
  'session=a; session=b',
  `session=${'x'.repeat(6000)}`,
  '__Host-session=abc',
  ';;;;',
  '=',
  'session',
  'a=b=c=d',
];

const ORIGINS = [
  'null',
  'http://evil.example',
  'http://localhost:8000',
  'https://localhost:8000',
  'http://localhost:8000/',
  'http://localhost:8000.evil.example',
  'http://localhost',
  '*',
  'file://',
  'javascript:alert(1)',
  `http://${'a'.repeat(3000)}.example`,
  'http://[::1',
  '',
];

/** Header noise, added to a request on top of what it already has. */
const ODD_HEADERS: Header[][] = [
  [['x-forwarded-for', 'not-an-ip, 999.999.1.1, ::ffff:zz']],
  [['authorization', 'Bearer ']],
  [['authorization', `Bearer ${INBOX_TOKEN}x`]],
  [['authorization', 'Basic Zm9vOmJhcg==']],
  [['authorization', `Bearer ${'t'.repeat(8000)}`]],
  [['accept', '*/*;q=bogus, text/html;q=2']],
  [['accept-encoding', 'br;q=x, gzip;q=-1, identity;q=0']],
  [['range', 'bytes=999999-']],
  [['range', 'bytes=abc']],
  [['if-none-match', '"'.repeat(100)]],
  [['if-modified-since', 'yesterday']],
  [['x-request-id', '../../etc/passwd']],
  [['expect', '100-continue']],
  [['content-encoding', 'gzip']],
  [['content-encoding', 'br, deflate']],
  [['transfer-encoding', 'identity']],
  [['x-huge', 'h'.repeat(12_000)]],
  [['access-control-request-method', 'POST']],
  [['access-control-request-method', 'FOO']],
  [
    ['access-control-request-method', 'POST'],
    ['access-control-request-headers', 'x-a, x-b, \u0001'],
  ],
  [['access-control-request-headers', 'content-type']],
  [
    ['origin', 'http://localhost:8000'],
    ['access-control-request-method', 'DELETE'],
  ],
  [['host', 'evil.example']],
  [['host', '']],
  [['host', 'localhost:8000']],
  [['sec-fetch-site', 'cross-site']],
  [['x-http-method-override', 'DELETE']],
];

/** Request targets: percent-encoding garbage, traversal, NUL, very long paths, odd forms. */
const ODD_TARGETS = [
  '/api/claps/%',
  '/api/claps/%ZZ',
  '/api/claps/%00',
  '/api/claps/%C0%AF',
  '/api/claps/..%2F..%2Fetc%2Fpasswd',
  '/api/claps/%2e%2e',
  '/api/comments/%E0%A4%A',
  '/api/comments/%F0%9F%92%A9',
  '/api/comments/a%2Fb',
  `/api/comments/${'z'.repeat(300)}`,
  `/api/claps/${'z'.repeat(5000)}`,
  `/api/${'deep/'.repeat(500)}`,
  '/api/../api/health',
  '/api/health/../../etc/passwd',
  '/api//health',
  '/api/health%00',
  '/api/health?x=%',
  `/api/health?${'a=1&'.repeat(1500)}`,
  '/api/health?__proto__[admin]=1',
  '/api/feed?callback=alert',
  '/api/%2e%2e/health',
  '/api/claps/hello-world?count=5',
  '/api/claps/hello-world;jsessionid=1',
  '/url?url=http://evil.example',
  '/url/',
  '/url%00',
  '/s/',
  '/s/%FF',
  '/s/..%2F..%2Fapi%2Fhealth',
  `/s/${'q'.repeat(400)}`,
  '/%2e%2e/%2e%2e/etc/passwd',
  '/..%2f..%2fetc%2fpasswd',
  '/static/../../package.json',
  '/static/%2e%2e/%2e%2e/package.json',
  '/index.html%00.js',
  '/%',
  '/%%32%65',
  `/${'p'.repeat(6000)}`,
];

function buildCases(next: () => number): Case[] {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  const cases: Case[] = [];
  const add = (c: Omit<Case, 'id'>) => cases.push({ ...c, id: cases.length });
  const json = (value: unknown) => Buffer.from(JSON.stringify(value));
  const routeFor = (target: string) => ROUTES.find((r) => r.path === target);

  /** A random broken body for a route that takes one (or for any path, a generic one). */
  const brokenBody = (target: string): { kind: string; headers: Header[]; body: Buffer } => {
    const route = routeFor(target);
    const valid = route?.body ?? { a: 1 };
    const fields = Object.keys(valid);
    const jsonType: Header = ['content-type', 'application/json'];
    const choice = next();
    if (choice < 0.25 && fields.length) {
      const field = pick(fields);
      const value = next() < 0.6 ? pick(WRONG_TYPES) : pick(HUGE_STRINGS);
      return { kind: 'wrong-type', headers: [jsonType], body: json({ ...valid, [field]: value }) };
    }
    if (choice < 0.4)
      return { kind: 'bad-json', headers: [jsonType], body: Buffer.from(pick(BAD_JSON)) };
    if (choice < 0.5) return { kind: 'non-utf8', headers: [jsonType], body: pick(NON_UTF8) };
    if (choice < 0.6) return { kind: 'empty-json', headers: [jsonType], body: Buffer.alloc(0) };
    if (choice < 0.7) return { kind: 'multipart', ...multipartGarbage(valid) };
    if (choice < 0.85) {
      return {
        kind: 'content-type',
        headers: [['content-type', pick(CONTENT_TYPES)]],
        body: next() < 0.5 ? json(valid) : Buffer.from('a=1&b=%ZZ&c'),
      };
    }
    return {
      kind: 'truncated-json',
      headers: [jsonType],
      body: json(valid).subarray(0, Math.max(1, Math.floor(next() * json(valid).length))),
    };
  };

  /** Multipart bodies: missing boundary, wrong boundary, cut off, files, too many parts. */
  const multipartGarbage = (
    valid: Record<string, unknown>,
  ): { headers: Header[]; body: Buffer } => {
    const boundary = `----fuzz${Math.floor(next() * 1e9)}`;
    const part = (name: string, value: string, extra = '') =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${extra}\r\n\r\n${value}\r\n`;
    const fields = Object.entries(valid)
      .map(([k, v]) => part(k, String(v)))
      .join('');
    const variants: [string, string][] = [
      [`multipart/form-data`, `${fields}--${boundary}--\r\n`],
      [`multipart/form-data; boundary=${boundary}`, `${fields}`],
      [`multipart/form-data; boundary=${boundary}`, fields.slice(0, Math.floor(fields.length / 2))],
      [`multipart/form-data; boundary=${boundary}`, 'garbage without any boundary'],
      [`multipart/form-data; boundary=${boundary}`, ''],
      [`multipart/form-data; boundary=other`, `${fields}--${boundary}--\r\n`],
      [
        `multipart/form-data; boundary=${boundary}`,
        `${fields}${part('file', 'MZ\u0000\u0001', '; filename="a.exe"')}--${boundary}--\r\n`,
      ],
      [
        `multipart/form-data; boundary=${boundary}`,
        `${Array.from({ length: 40 }, (_, i) => part(`f${i}`, 'x')).join('')}--${boundary}--\r\n`,
      ],
      [
        `multipart/form-data; boundary=${boundary}`,
        `--${boundary}\r\nContent-Disposition: form-data\r\n\r\nno name\r\n--${boundary}--\r\n`,
      ],
      [
        `multipart/form-data; boundary=${boundary}`,
        `${part('x'.repeat(300), 'long name')}--${boundary}--\r\n`,
      ],
      [`multipart/form-data; boundary="${boundary}`, `${fields}--${boundary}--\r\n`],
      [`multipart/form-data; boundary=${boundary}`, `\u00ff\u00fe${fields}--${boundary}--\r\n`],
    ];
    const [type, body] = pick(variants);
    return { headers: [['content-type', type]], body: Buffer.from(body, 'latin1') };
  };

  // 1. Every path with every method: once plain, then three times with broken bodies and headers.
  for (const target of ALL_PATHS) {
    for (const method of METHODS) {
      add({ kind: 'method', method, target, headers: [] });
      for (let i = 0; i < 3; i++) {
        const headers: Header[] = [];
        let body: Buffer | undefined;
        let kind = 'method+headers';
        if (next() < 0.5) headers.push(['cookie', pick(COOKIES)]);
        if (next() < 0.5) headers.push(['origin', pick(ORIGINS)]);
        if (next() < 0.5) headers.push(...pick(ODD_HEADERS));
        if (BODY_METHODS.has(method) && next() < 0.8) {
          const broken = brokenBody(target);
          headers.push(...broken.headers);
          body = broken.body;
          kind = `method+${broken.kind}`;
        }
        add({ kind, method, target, headers, body });
      }
    }
  }

  // 2. Every route that takes a body: every field with every wrong type and huge value, bad
  //    JSON, non-UTF-8, every content type, multipart garbage.
  for (const route of ROUTES.filter((r) => r.body)) {
    const valid = route.body ?? {};
    const post = (kind: string, headers: Header[], body: Buffer) =>
      add({ kind, method: 'POST', target: route.path, headers, body });
    const jsonType: Header = ['content-type', 'application/json'];
    for (const field of Object.keys(valid)) {
      for (const value of [...WRONG_TYPES, ...HUGE_STRINGS]) {
        post('wrong-type', [jsonType], json({ ...valid, [field]: value }));
      }
      const { [field]: _dropped, ...missing } = valid;
      post('missing-field', [jsonType], json(missing));
    }
    for (const text of BAD_JSON) post('bad-json', [jsonType], Buffer.from(text));
    for (const bytes of NON_UTF8) post('non-utf8', [jsonType], bytes);
    for (const type of CONTENT_TYPES) post('content-type', [['content-type', type]], json(valid));
    post('no-content-type', [], json(valid));
    post('empty-json', [jsonType], Buffer.alloc(0));
    for (let i = 0; i < 8; i++) {
      const garbage = multipartGarbage(valid);
      post('multipart', garbage.headers, garbage.body);
    }
    // Over the 64 KiB overall limit, both as JSON and as a multipart form with valid fields.
    post('oversize', [jsonType], json({ ...valid, pad: 'p'.repeat(BODY_LIMIT + 1024) }));
    const boundary = 'fuzzbig';
    const fields = { ...valid, pad1: 'p'.repeat(60_000), pad2: 'p'.repeat(60_000) };
    post(
      'oversize',
      [['content-type', `multipart/form-data; boundary=${boundary}`]],
      Buffer.from(
        Object.entries(fields)
          .map(
            ([k, v]) =>
              `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${String(v)}\r\n`,
          )
          .join('') + `--${boundary}--\r\n`,
      ),
    );
  }

  // 3. Odd URLs with every method.
  for (const target of ODD_TARGETS) {
    for (const method of METHODS) add({ kind: 'url', method, target, headers: [] });
  }

  // 4. Cookies, origins and odd headers on every path.
  for (const target of ALL_PATHS) {
    const method = pick(['GET', 'POST', 'POST', 'OPTIONS', 'DELETE']);
    const route = routeFor(target);
    const body =
      method === 'POST' && route?.body && !route.multipart ? json(route.body) : undefined;
    const typed: Header[] = body ? [['content-type', 'application/json']] : [];
    for (const cookie of COOKIES) {
      add({ kind: 'cookie', method, target, headers: [...typed, ['cookie', cookie]], body });
    }
    for (const origin of ORIGINS) {
      add({ kind: 'origin', method, target, headers: [...typed, ['origin', origin]], body });
    }
    for (const odd of ODD_HEADERS) {
      add({ kind: 'header', method, target, headers: [...typed, ...odd], body });
    }
  }

  // 5. Framing: request lines, lengths and encodings Node's HTTP parser has to refuse.
  const framing = (raw: string | Buffer, halfClose = false) =>
    add({
      kind: 'framing',
      method: 'RAW',
      target: '',
      headers: [],
      raw: typeof raw === 'string' ? Buffer.from(raw, 'latin1') : raw,
      halfClose,
    });
  const H = 'Host: 127.0.0.1\r\nConnection: close\r\n';
  framing(`GET /api/ health HTTP/1.1\r\n${H}\r\n`);
  framing(`GET /api/health\u0000 HTTP/1.1\r\n${H}\r\n`);
  framing(`GET /api/claps/\u00ff\u00fe HTTP/1.1\r\n${H}\r\n`);
  framing(`GET /api/health HTTP/9.9\r\n${H}\r\n`);
  framing(`GET /api/health HTTP/1.1\r\nConnection: close\r\n\r\n`);
  framing(`GET /api/health\r\n\r\n`);
  framing(`FOO /api/health HTTP/1.1\r\n${H}\r\n`);
  framing(`TRACE /api/health HTTP/1.1\r\n${H}\r\n`);
  framing(`PROPFIND /api/health HTTP/1.1\r\n${H}\r\n`);
  framing(`CONNECT 127.0.0.1:22 HTTP/1.1\r\n${H}\r\n`);
  framing(`OPTIONS * HTTP/1.1\r\n${H}\r\n`);
  framing(`GET http://evil.example/api/health HTTP/1.1\r\n${H}\r\n`);
  framing(`GET /api/health HTTP/1.1\r\nHost: a\r\nHost: b\r\nConnection: close\r\n\r\n`);
  framing(`GET /api/health HTTP/1.1\r\n${H}Bad Header: x\r\n\r\n`);
  framing(`GET /api/health HTTP/1.1\r\n${H}X-A: b\u0000c\r\n\r\n`);
  framing(`GET /api/health HTTP/1.1\r\n${H} folded: line\r\n\r\n`);
  framing(`GET /api/health HTTP/1.1\n${H.replace(/\r/g, '')}\n`);
  framing(`GET /api/health HTTP/1.1\r\n${H}X-Big: ${'b'.repeat(20_000)}\r\n\r\n`);
  framing(`GET /api/${'l'.repeat(20_000)} HTTP/1.1\r\n${H}\r\n`);
  const post = (extra: string, body: string, halfClose = false) =>
    framing(
      `POST /api/claps/hello-world HTTP/1.1\r\n${H}Content-Type: application/json\r\n${extra}\r\n${body}`,
      halfClose,
    );
  post('Content-Length: 12\r\nContent-Length: 13\r\n', '{"count": 1}');
  post('Content-Length: 12\r\nTransfer-Encoding: chunked\r\n', 'c\r\n{"count": 1}\r\n0\r\n\r\n');
  post('Content-Length: -1\r\n', '{"count": 1}');
  post('Content-Length: 1e3\r\n', '{"count": 1}');
  post('Content-Length: 99999999999999999999\r\n', '{"count": 1}');
  post('Transfer-Encoding: chunked\r\n', 'zz\r\n{"count": 1}\r\n0\r\n\r\n');
  post('Transfer-Encoding: chunked\r\n', 'c\r\n{"count": 1}\r\n', true);
  post('Transfer-Encoding: chunked, identity\r\n', 'c\r\n{"count": 1}\r\n0\r\n\r\n');
  post('Transfer-Encoding: gzip\r\n', '{"count": 1}');
  post('Content-Length: 5\r\n', '{"count": 1}');
  // Cut off mid-body, then the client says it is done: the server may close without answering.
  post('Content-Length: 100\r\n', '{"count": 1', true);
  post('Transfer-Encoding: chunked\r\n', '20\r\n{"count":', true);
  framing(
    `POST /api/v1.0/email/send-form HTTP/1.1\r\n${H}Content-Type: multipart/form-data; boundary=b\r\nContent-Length: 500\r\n\r\n--b\r\nContent-Disposition: form-data; name="user_name"\r\n\r\nx`,
    true,
  );
  framing(`GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n`, true);
  framing(`POST /api/claps/hello-world HTTP/1.1\r\n${H}Expect: something-else\r\n\r\n`);
  framing(`POST /api/auth/login HTTP/1.1\r\n${H}Expect: 100-continue, x\r\n\r\n`);
  framing(Buffer.from([0x16, 0x03, 0x01, 0x00, 0xa5, 0x01, 0x00, 0x00, 0xa1, 0x03, 0x03]));
  framing(Buffer.from('PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n'));

  // 6. Random combinations of all of the above until there are enough.
  while (cases.length < TOTAL_CASES) {
    const target = next() < 0.7 ? pick(ALL_PATHS) : pick(ODD_TARGETS);
    const method = pick(METHODS);
    const headers: Header[] = [];
    let body: Buffer | undefined;
    if (next() < 0.6) headers.push(['cookie', pick(COOKIES)]);
    if (next() < 0.6) headers.push(['origin', pick(ORIGINS)]);
    if (next() < 0.6) headers.push(...pick(ODD_HEADERS));
    if (BODY_METHODS.has(method) || next() < 0.1) {
      const broken = brokenBody(target);
      headers.push(...broken.headers);
      body = broken.body;
    }
    add({ kind: 'random', method, target, headers, body });
  }
  return cases;
}

/** The bytes of a request: Host and Connection: close unless the case sets them. */
function requestBytes(c: Case, port: number): Buffer {
  if (c.raw) return c.raw;
  const names = new Set(c.headers.map(([name]) => name.toLowerCase()));
  const lines = [`${c.method} ${c.target} HTTP/1.1`];
  if (!names.has('host')) lines.push(`Host: 127.0.0.1:${port}`);
  lines.push('Connection: close');
  for (const [name, value] of c.headers) lines.push(`${name}: ${value}`);
  if (c.body !== undefined && !names.has('transfer-encoding')) {
    lines.push(`Content-Length: ${c.body.length}`);
  }
  const head = Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'latin1');
  return c.body ? Buffer.concat([head, c.body]) : head;
}

const pathOf = (target: string) => target.split('?')[0] ?? '';

/** Whether a 4xx on this request must be JSON with a message (see the rules above). */
function isApiRequest(method: string, target: string): boolean {
  const p = pathOf(target);
  if (p.startsWith('/api/') || p === '/url') return true;
  return p.startsWith('/s/') && method !== 'GET' && method !== 'HEAD';
}

/** The request line of a raw case, so framing cases are judged by the path they name. */
function rawRequestLine(raw: Buffer): { method: string; target: string } {
  const line = raw.subarray(0, Math.max(0, raw.indexOf('\r\n'))).toString('latin1');
  const [method = '', target = ''] = line.split(' ');
  return { method, target };
}

const WRITE_ROUTES = new Set(ROUTES.filter((r) => r.body).map((r) => r.path));

/** Why the outcome breaks a rule, or undefined when it keeps them all. */
function verdict(c: Case, outcome: RawOutcome): string | undefined {
  if (outcome.kind === 'hang') return `no answer within ${TIMEOUT_MS} ms`;
  if (outcome.kind === 'closed') {
    return c.raw ? undefined : `connection closed without an answer`;
  }
  const { status, headers, body } = outcome;
  if (status >= 500) return `${status}`;
  if (c.raw) return undefined;
  const { method, target } = c;
  if (
    status < 300 &&
    method === 'POST' &&
    WRITE_ROUTES.has(pathOf(target)) &&
    (c.body?.length ?? 0) > BODY_LIMIT
  ) {
    return `${status}: a ${c.body?.length}-byte body was accepted (limit ${BODY_LIMIT})`;
  }
  const route = ROUTES.find((r) => r.path === target);
  if (route?.methods && method !== 'OPTIONS' && !route.methods.includes(method)) {
    if (status === 404) return `404 for a method the route does not have (want 405 and Allow)`;
    if (status === 405 && !headers.allow) return `405 without an Allow header`;
  }
  if (status < 400 || status >= 500 || !isApiRequest(method, target)) return undefined;
  const type = headers['content-type'] ?? '';
  if (!type.startsWith('application/json')) return `${status} ${type || 'without a content type'}`;
  if (method === 'HEAD') return undefined;
  try {
    const parsed: unknown = JSON.parse(body.toString('utf8'));
    if (typeof (parsed as { message?: unknown } | null)?.message !== 'string') {
      return `${status} JSON without a string message`;
    }
  } catch {
    return `${status} invalid JSON body`;
  }
  return undefined;
}

/** A short, replayable description of a case. */
function describeCase(c: Case): string {
  const show = (b: Buffer, n: number) =>
    JSON.stringify(b.subarray(0, n).toString('latin1')) + (b.length > n ? `…(${b.length} B)` : '');
  if (c.raw) return `#${c.id} ${c.kind} raw ${show(c.raw, 160)}`;
  const headers = c.headers
    .map(([n, v]) => `${n}: ${v.length > 60 ? `${v.slice(0, 60)}…(${v.length})` : v}`)
    .join('; ');
  const target =
    c.target.length > 120 ? `${c.target.slice(0, 120)}…(${c.target.length})` : c.target;
  return `#${c.id} ${c.kind} ${c.method} ${target}${headers ? ` [${headers}]` : ''}${c.body ? ` body ${show(c.body, 100)}` : ''}`;
}

/** The route a target would reach, for grouping failures (site paths are one group). */
function routeFamily(target: string): string {
  const p = pathOf(target);
  const known = ROUTES.find((r) => r.path === p);
  if (known) return known.path.replace(/^\/s\/.*/, '/s/:code');
  for (const [prefix, name] of [
    ['/api/claps/', '/api/claps/:slug'],
    ['/api/comments/', '/api/comments/:postSlug'],
    ['/s/', '/s/:code'],
    ['/api/', '/api/* (other)'],
    ['/url', '/url*'],
  ] as const) {
    if (p.startsWith(prefix)) return name;
  }
  return 'site paths';
}

const statusLabel = (outcome: RawOutcome) =>
  outcome.kind === 'response' ? String(outcome.status) : outcome.kind;

describe.each(drivers)('fuzz over HTTP on %s', (driver) => {
  const handle = testDatabase(driver);
  let app: FastifyInstance;
  let port: number;
  let siteDir: string;
  const errorLogs: string[] = [];

  beforeAll(async () => {
    siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fuzz-site-'));
    fs.mkdirSync(path.join(siteDir, 'static'));
    fs.mkdirSync(path.join(siteDir, 'blog'));
    fs.writeFileSync(path.join(siteDir, 'index.html'), '<!doctype html><title>home</title>');
    fs.writeFileSync(
      path.join(siteDir, 'blog', 'index.html'),
      '<!doctype html><title>blog</title>',
    );
    fs.writeFileSync(path.join(siteDir, '404.html'), '<!doctype html><title>lost</title>');
    fs.writeFileSync(path.join(siteDir, 'static', 'app-1234.js'), 'console.log(1)');
    // Error-level log lines are collected: a malformed request must never be a server error.
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString('utf8').split('\n')) {
          if (line && (JSON.parse(line) as { level: number }).level >= 50) errorLogs.push(line);
        }
        done();
      },
    });
    app = await buildTestApp(handle.db, {
      publicDir: siteDir,
      inboxToken: INBOX_TOKEN,
      logger: { level: 'error', stream },
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
    // One account, so login and session-carrying requests get past the first checks.
    await signup(app, { username: 'existing', email: 'existing@example.com' });
  });
  afterAll(async () => {
    await app?.close();
    if (siteDir) fs.rmSync(siteDir, { recursive: true, force: true });
  });

  it(`answers ${MIN_CASES}+ malformed requests on every route and method: no 5xx, no hang, JSON 4xx on the API`, async () => {
    const next = random(SEED);
    const cases = buildCases(next);
    // A live session on some requests, so authenticated routes reach their validation.
    const cookie = await login(app, 'existing@example.com');
    for (const c of cases) {
      if (!c.raw && next() < 0.15 && !c.headers.some(([n]) => n === 'cookie')) {
        c.headers.push(['cookie', cookie]);
      }
    }
    expect(cases.length).toBeGreaterThanOrEqual(MIN_CASES);

    // FUZZ_LOG=<file>: every case, its status and verdict, one per line (for replaying).
    const trace = process.env.FUZZ_LOG ? ([] as string[]) : undefined;
    const counts: Record<string, number> = {};
    const failures: { reason: string; c: Case }[] = [];
    let index = 0;
    const started = Date.now();
    const worker = async () => {
      while (index < cases.length) {
        const c = cases[index++] as Case;
        const { method } = c.raw ? rawRequestLine(c.raw) : c;
        const outcome = await exchange(port, requestBytes(c, port), {
          timeoutMs: TIMEOUT_MS,
          head: method === 'HEAD',
          halfClose: c.halfClose,
        });
        const label = statusLabel(outcome);
        counts[label] = (counts[label] ?? 0) + 1;
        const reason = verdict(c, outcome);
        if (reason) failures.push({ reason, c });
        const requestId = outcome.kind === 'response' ? outcome.headers['x-request-id'] : '';
        trace?.push(`${label}\t${reason ?? 'ok'}\t${requestId ?? ''}\t${describeCase(c)}`);
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));

    // Still up and answering after all of it.
    const health = await exchange(
      port,
      Buffer.from(`GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`),
      { timeoutMs: TIMEOUT_MS },
    );
    if (health.kind !== 'response' || health.status !== 200) {
      failures.push({
        reason: `health after the run: ${statusLabel(health)}`,
        c: cases[0] as Case,
      });
    }

    const sorted = Object.fromEntries(
      Object.entries(counts).sort(([a], [b]) => a.localeCompare(b)),
    );
    const summary =
      `fuzz-http ${driver} seed ${SEED}: ${cases.length} requests in ` +
      `${((Date.now() - started) / 1000).toFixed(1)} s; by status ${JSON.stringify(sorted)}; ` +
      `${failures.length} broke a rule; ${errorLogs.length} error log lines`;
    console.log(summary);
    if (trace && process.env.FUZZ_LOG) {
      fs.writeFileSync(`${process.env.FUZZ_LOG}.${driver}`, `${trace.join('\n')}\n`);
    }

    // One example per kind of failure (the rule broken), with the routes and methods it hit.
    const classes = new Map<
      string,
      { count: number; routes: Set<string>; methods: Set<string>; example: string }
    >();
    for (const { reason, c } of failures) {
      const { method, target } = c.raw ? rawRequestLine(c.raw) : c;
      const key = reason.replace(/\d{4,}/g, 'N');
      const entry = classes.get(key) ?? {
        count: 0,
        routes: new Set(),
        methods: new Set(),
        example: describeCase(c),
      };
      entry.count++;
      entry.routes.add(routeFamily(target));
      entry.methods.add(method);
      classes.set(key, entry);
    }
    const report = [...classes]
      .sort(([, x], [, y]) => y.count - x.count)
      .map(
        ([key, { count, routes, methods, example }]) =>
          `${count} × ${key}: ${[...methods].join(' ')} on ${[...routes].join(', ')}\n    e.g. ${example}`,
      );
    // Each distinct message with its error's first line (the stack stays out of the report).
    const logs = [
      ...new Set(
        errorLogs.map((line) => {
          const entry = JSON.parse(line) as { msg?: string; err?: { message?: string } };
          return `${entry.msg}: ${entry.err?.message?.split('\n')[0] ?? ''}`;
        }),
      ),
    ];
    expect(
      { failures: failures.length, errorLogs: errorLogs.length },
      `${summary}\n${report.join('\n')}\nerror log messages: ${JSON.stringify(logs)}`,
    ).toEqual({ failures: 0, errorLogs: 0 });
  }, 120_000);
});
