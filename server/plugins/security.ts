import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import cors from '@fastify/cors';
import { isApiPath } from '../lib/api-paths';
import { httpError } from '../lib/errors';

type SecurityOptions = {
  /** The origins allowed to call the API from a browser with credentials (SITE_URL first). */
  siteOrigins: string[];
};

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

// Built pages get a strict policy with their inline scripts' hashes where they are served
// (server/lib/csp.ts). Anything else that is not the API (an image, a font, a page from a build
// without a CSP manifest, whose inline scripts a script-src would block) gets this baseline;
// API responses, never rendered as pages, get a policy that allows nothing.
const SITE_CSP = "base-uri 'self'; object-src 'none'; frame-ancestors 'self'; form-action 'self'";
const API_CSP = "default-src 'none'; frame-ancestors 'none'";

// Browser features the site never uses, off for it and for anything that might frame it.
const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ');

/**
 * What helmet and the hook below put on every answer, for the few written straight to the socket
 * before Fastify has a request (a malformed request, CONNECT): the API's, as those are errors.
 * __tests__/server/raw-errors.test.ts checks that they match what an ordinary API answer carries.
 */
export const RAW_ERROR_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': API_CSP,
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'permissions-policy': PERMISSIONS_POLICY,
  'referrer-policy': 'strict-origin-when-cross-origin',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

/** Security headers, CORS for the site's own origins only, and the CSRF Origin check. */
export default fp<SecurityOptions>(
  async (app, options) => {
    await app.register(helmet, {
      // Set below, per response kind.
      contentSecurityPolicy: false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    });

    await app.register(cors, {
      origin: options.siteOrigins,
      credentials: true,
      // PATCH and DELETE: comment deletion and the owner's API, from a site on another origin
      // (GATSBY_API_URL); the Origin check below covers them like POST.
      methods: ['GET', 'HEAD', 'POST', 'PATCH', 'DELETE'],
      maxAge: 600,
    });

    const allowed = new Set(options.siteOrigins);
    app.addHook('onRequest', async (request, reply) => {
      reply.header('x-request-id', request.id);
      reply.header('content-security-policy', isApiPath(request.url) ? API_CSP : SITE_CSP);
      reply.header('permissions-policy', PERMISSIONS_POLICY);
      if (SAFE_METHODS.has(request.method)) return;
      // Browsers send Origin on every cross-origin (and same-origin fetch) POST; a request without
      // one comes from curl or another server, which cannot ride on a visitor's cookies. The
      // whole origin (scheme, host, port) must be one of the site's own: never compared with the
      // Host header, which the client chooses.
      const origin = request.headers.origin;
      if (origin === undefined || allowed.has(origin)) return;
      throw httpError(403, 'Cross-origin request refused');
    });
  },
  { name: 'security' },
);
