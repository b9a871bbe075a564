import net from 'node:net';

/** One HTTP/1.1 response as read off the socket (the first one, after any 1xx). */
export type RawResponse = {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
};

/**
 * What came back for the bytes sent: a response, the connection closed with no response at all,
 * or nothing within the time limit (`hang`).
 */
export type RawOutcome =
  | ({ kind: 'response' } & RawResponse)
  | { kind: 'closed'; bytes: number }
  | { kind: 'hang'; bytes: number };

/** Decodes a chunked body as far as it goes (a cut-off body gives what arrived). */
function dechunk(data: Buffer): Buffer {
  const parts: Buffer[] = [];
  let at = 0;
  for (;;) {
    const eol = data.indexOf('\r\n', at);
    if (eol < 0) break;
    const size = Number.parseInt(data.subarray(at, eol).toString('latin1').split(';')[0] ?? '', 16);
    if (!Number.isFinite(size) || size <= 0) break;
    parts.push(data.subarray(eol + 2, eol + 2 + size));
    at = eol + 2 + size + 2;
  }
  return Buffer.concat(parts);
}

/** Parses the first final response in `data`; undefined when its head is incomplete. */
export function parseResponse(data: Buffer, head: boolean): RawResponse | undefined {
  let start = 0;
  for (;;) {
    const end = data.indexOf('\r\n\r\n', start);
    if (end < 0) return undefined;
    const lines = data.subarray(start, end).toString('latin1').split('\r\n');
    const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(lines[0] ?? '')?.[1]);
    if (!Number.isInteger(status)) return undefined;
    if (status >= 100 && status < 200) {
      // 100 Continue and friends come before the real answer.
      start = end + 4;
      continue;
    }
    const headers: Record<string, string> = {};
    for (const line of lines.slice(1)) {
      const colon = line.indexOf(':');
      if (colon > 0) {
        const name = line.slice(0, colon).trim().toLowerCase();
        const value = line.slice(colon + 1).trim();
        headers[name] = name in headers ? `${headers[name]}, ${value}` : value;
      }
    }
    const rest = data.subarray(end + 4);
    let body: Buffer;
    if (head || status === 204 || status === 304) body = Buffer.alloc(0);
    else if (/chunked/i.test(headers['transfer-encoding'] ?? '')) body = dechunk(rest);
    else if (headers['content-length'] !== undefined) {
      body = rest.subarray(0, Number(headers['content-length']));
    } else body = rest;
    return { status, headers, body };
  }
}

export type ExchangeOptions = {
  /** Give up (outcome `hang`) after this long. */
  timeoutMs: number;
  /** HEAD: the response has no body whatever its headers say. */
  head?: boolean;
  /** Half-close after writing (the client says it will send nothing more). */
  halfClose?: boolean;
};

/**
 * Writes `bytes` to a fresh loopback connection as they are (no HTTP client in between, so
 * framing, header and URL garbage reach the server) and reads until the server closes.
 * Requests carry `Connection: close`, so a close means the server is done.
 */
export function exchange(port: number, bytes: Buffer, options: ExchangeOptions) {
  return new Promise<RawOutcome>((resolve) => {
    const chunks: Buffer[] = [];
    let length = 0;
    let settled = false;
    const socket = net.connect({ port, host: '127.0.0.1', allowHalfOpen: true });
    const finish = (timedOut: boolean) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      const data = Buffer.concat(chunks);
      const response = data.length ? parseResponse(data, options.head ?? false) : undefined;
      if (response) resolve({ kind: 'response', ...response });
      else resolve({ kind: timedOut ? 'hang' : 'closed', bytes: length });
    };
    const timer = setTimeout(() => finish(true), options.timeoutMs);
    socket.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      length += chunk.length;
    });
    socket.on('end', () => finish(false));
    socket.on('close', () => finish(false));
    // A reset after the answer was sent is still an answer; before it, a close.
    socket.on('error', () => finish(false));
    socket.on('connect', () => {
      socket.write(bytes, () => {
        if (options.halfClose) socket.end();
      });
    });
  });
}
