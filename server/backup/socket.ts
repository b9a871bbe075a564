import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';

/**
 * The socket through which a running server hands out a copy of its embedded database (PGlite's
 * folder belongs to one process; docs/backups.md).
 */

/** How long `npm run backup` waits for the running server's copy before giving up. */
export const SOCKET_TIMEOUT_MS = 5 * 60_000;

/** Where a server holding the PGlite folder answers backup requests: `<folder>.sock`. */
export function backupSocketPath(pgliteDir: string): string {
  return path.join(pgliteDir, '..', `${path.basename(pgliteDir)}.sock`);
}

/* ------------------------------------------------------------------------------------------ */
/* The server's side                                                                          */
/* ------------------------------------------------------------------------------------------ */

/**
 * Answers `POST /backup` on a Unix socket with the archive `backup()` makes (200,
 * `application/gzip`, with its length), or a JSON `{ message }` with the problem. Only the
 * server's own user can connect: the socket is created mode 0600. Call it while holding the
 * data folder's lock: a socket file already at `socketPath` is then a crashed server's, and is
 * replaced.
 */
export async function startBackupSocket(options: {
  socketPath: string;
  backup: () => Promise<Blob>;
  log: FastifyBaseLogger;
}): Promise<{ close(): Promise<void> }> {
  const { socketPath, backup, log } = options;
  removeStaleSocket(socketPath);

  const reply = (response: http.ServerResponse, status: number, message: string) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ message }));
  };
  const server = http.createServer((request, response) => {
    if (request.url !== '/backup') return reply(response, 404, 'Not found; POST /backup');
    if (request.method !== 'POST') {
      response.setHeader('allow', 'POST');
      return reply(response, 405, `Method ${request.method} not allowed; use POST`);
    }
    const started = Date.now();
    backup()
      .then(async (archive) => {
        const bytes = Buffer.from(await archive.arrayBuffer());
        response.writeHead(200, {
          'content-type': 'application/gzip',
          'content-length': bytes.length,
        });
        response.end(bytes);
        log.info({ bytes: bytes.length, ms: Date.now() - started }, 'database backup sent');
      })
      .catch((error: unknown) => {
        log.error({ err: error }, 'database backup failed');
        // Cut short, the client sees fewer bytes than announced and keeps nothing.
        if (response.headersSent) response.destroy();
        else reply(response, 500, `The backup failed: ${(error as Error).message ?? error}`);
      });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    // Node binds the socket inside listen(), synchronously: with this umask it is born 0600, so
    // no other user can connect in the moment before a chmod would have closed it.
    const umask = process.umask(0o177);
    try {
      server.listen(socketPath, () => {
        server.off('error', reject);
        resolve();
      });
    } finally {
      process.umask(umask);
    }
  }).catch((error: unknown) => {
    throw new Error(
      `Could not open the backup socket ${socketPath}: ${(error as Error).message}` +
        (Buffer.byteLength(socketPath) > 107
          ? ' (a Unix socket path must be under 108 bytes)'
          : ''),
      { cause: error },
    );
  });
  fs.chmodSync(socketPath, 0o600);

  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => {
          fs.rmSync(socketPath, { force: true });
          resolve();
        });
        server.closeIdleConnections();
      }),
  };
}

function removeStaleSocket(socketPath: string): void {
  let stat: fs.Stats;
  try {
    stat = fs.lstatSync(socketPath);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  if (!stat.isSocket()) {
    throw new Error(`${socketPath} is in the way of the backup socket: it is not a socket.`);
  }
  fs.unlinkSync(socketPath);
}

/* ------------------------------------------------------------------------------------------ */
/* npm run backup                                                                             */
/* ------------------------------------------------------------------------------------------ */
