/**
 * Answers for requests Fastify never sees as requests, with a JSON `message` and the security
 * headers like every other answer (docs/api.md, Errors): bytes that do not parse as HTTP
 * (Node's clientError), CONNECT, an Expect other than 100-continue and an HTTP/1.1 request
 * without a Host header (both of which Node would answer itself, with an empty body).
 */
import http from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { httpError } from './errors';
import { RAW_ERROR_HEADERS } from '../plugins/security';

/** The whole answer as bytes: status line, headers, a JSON body; the connection then closes. */
function rawAnswer(status: number, message: string): string {
  const body = JSON.stringify({ message });
  const headers = {
    ...RAW_ERROR_HEADERS,
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(body)),
    connection: 'close',
  };
  const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
  return [`HTTP/1.1 ${status} ${http.STATUS_CODES[status] ?? ''}`, ...head, '', body].join('\r\n');
}

/** Writes `rawAnswer` when the socket can still take it, then closes it. */
function answerOnSocket(socket: Duplex, status: number, message: string) {
  if (socket.writable && !socket.destroyed) socket.end(rawAnswer(status, message));
  else socket.destroy();
}

/** Fastify's clientErrorHandler: what a request that could not be parsed gets. */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Duplex) {
  // A reset connection has nobody left to answer.
  if (error.code === 'ECONNRESET') return socket.destroy();
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    return answerOnSocket(socket, 408, 'The request took too long to arrive');
  }
  if (error.code === 'HPE_HEADER_OVERFLOW') {
    return answerOnSocket(socket, 431, 'Request headers too large');
  }
  return answerOnSocket(socket, 400, 'Malformed request');
}

/** CONNECT, the Expect header and a missing Host, answered as the rest of the API answers. */
export function guardRawRequests(app: FastifyInstance) {
  app.server.on('connect', (_request: http.IncomingMessage, socket: Duplex) => {
    answerOnSocket(socket, 405, 'CONNECT is not supported: this is not a proxy');
  });
  // Node answers a request whose Expect it does not know with an empty 417 unless someone
  // listens; here it goes through the app, which refuses it below with its usual headers.
  app.server.on('checkExpectation', (request, response) => {
    app.routing(request, response);
  });
  app.addHook('onRequest', async (request) => {
    const expect = request.headers.expect;
    if (expect !== undefined && expect.toLowerCase() !== '100-continue') {
      throw httpError(417, `Expect: ${expect.slice(0, 40)} is not supported`);
    }
    if (request.raw.httpVersion === '1.1' && !request.headers.host) {
      throw httpError(400, 'An HTTP/1.1 request needs a Host header');
    }
  });
}
