import http from 'node:http';

/** Paths the API owns; everything else is Gatsby's. `/s/` is exact so /signup stays Gatsby's. */
const isApiPath = (url: string) =>
  url.startsWith('/api/') || url === '/url' || url.startsWith('/url?') || url.startsWith('/s/');

type Req = http.IncomingMessage & { url?: string };
type Res = http.ServerResponse;

/**
 * `gatsby develop` middleware forwarding API paths to the API process (scripts/develop.mjs),
 * so the browser talks to one origin in development as it does in production.
 */
export function apiProxy(target = `http://127.0.0.1:${process.env.API_PORT ?? '8001'}`) {
  const base = new URL(target);
  return (req: Req, res: Res, next: () => void) => {
    if (!req.url || !isApiPath(req.url)) {
      next();
      return;
    }
    const upstream = http.request(
      {
        hostname: base.hostname,
        port: base.port,
        path: req.url,
        method: req.method,
        headers: { ...req.headers, host: base.host },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      res.writeHead(502, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({ message: 'The API is not running (start it with npm run develop)' }),
      );
    });
    req.pipe(upstream);
  };
}
