// Requests Fastify never sees as requests (issue 37.7): each answer still has a JSON message and
// the security headers an ordinary API answer has, where Node alone sent an empty 400 or 417,
// or closed the socket.
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, testDatabase } from './support/helper';
import { exchange, type RawOutcome } from './support/raw-http';

const database = testDatabase('pglite');
let app: FastifyInstance;
let port: number;

beforeAll(async () => {
  app = await buildTestApp(database.db);
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await app?.close();
});

const send = (text: string) =>
  exchange(port, Buffer.from(text, 'latin1'), { timeoutMs: 5_000 }) as Promise<RawOutcome>;

/** The security headers of an ordinary API error, the answer every raw one must match. */
async function ordinaryHeaders() {
  const outcome = await send(
    'GET /api/nothing-here HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
  );
  if (outcome.kind !== 'response') throw new Error(`no answer: ${outcome.kind}`);
  // Not compared: what differs per answer, and the caching marks an unknown API path shares
  // with the owner's routes (docs/api.md, Caching).
  const names = Object.keys(outcome.headers).filter(
    (name) =>
      !/^(content-|connection|date|keep-alive|x-request-id|vary|access-control|cache-control)/.test(
        name,
      ),
  );
  return Object.fromEntries(names.map((name) => [name, outcome.headers[name]]));
}

describe('answers that Node or a half-parsed request used to give', () => {
  it.each([
    [
      'a request without Host',
      'GET /api/health HTTP/1.1\r\nConnection: close\r\n\r\n',
      400,
      /Host/,
    ],
    [
      'an Expect other than 100-continue',
      'GET /api/health HTTP/1.1\r\nHost: x\r\nExpect: tea\r\nConnection: close\r\n\r\n',
      417,
      /Expect: tea/,
    ],
    [
      'CONNECT',
      'CONNECT internal.example:443 HTTP/1.1\r\nHost: internal.example:443\r\n\r\n',
      405,
      /not a proxy/,
    ],
    ['bytes that are not HTTP', 'HELLO THERE\r\n\r\n', 400, /Malformed request/],
    [
      'a header with a bad character',
      'GET / HTTP/1.1\r\nHost: x\r\nX-Bad\u0001: 1\r\n\r\n',
      400,
      /Malformed request/,
    ],
  ])('%s: a JSON message and the security headers', async (_name, bytes, status, message) => {
    const outcome = await send(bytes);
    expect(outcome.kind).toBe('response');
    if (outcome.kind !== 'response') return;
    expect(outcome.status).toBe(status);
    expect(outcome.headers['content-type']).toMatch(/^application\/json/);
    expect((JSON.parse(outcome.body.toString('utf8')) as { message: string }).message).toMatch(
      message,
    );
    expect(outcome.headers).toMatchObject(await ordinaryHeaders());
  });

  it('still takes HTTP/1.0 without Host, and Expect: 100-continue', async () => {
    const old = await send('GET /api/health HTTP/1.0\r\n\r\n');
    expect(old.kind === 'response' && old.status).toBe(200);
    const body = '{"count":1}';
    const continued = await send(
      `POST /api/nothing HTTP/1.1\r\nHost: x\r\nExpect: 100-continue\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`,
    );
    expect(continued.kind === 'response' && continued.status).toBe(404);
  });
});
