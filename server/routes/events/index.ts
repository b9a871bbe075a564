import type { FastifyPluginAsync } from 'fastify';
import type { FastifySchemaValidationError } from 'fastify/types/schema';
import { Type, type ObjectOptions, type Static, type TProperties } from '@sinclair/typebox';
import type { Analytics } from '../../data/analytics';
import {
  isBot,
  normalisePath,
  optedOut,
  referrerHost,
  type PageCheck,
} from '../../data/analytics/beacons';
import { utcDay } from '../../data/analytics/days';
import { METRIC_MAX } from '../../data/analytics/histograms';
import { formatSchemaErrors } from '../../lib/validation';
import { clientAddress } from '../../plugins/rate-limit';

type EventRoutesOptions = {
  analytics: Analytics;
  /** Whether a normalised path is a page of the site being served (server/data/analytics/). */
  isPage: PageCheck;
  /** The site's origins: a referrer on one of them is no referral. */
  siteOrigins: string[];
  /** How often raw rows are rolled up. @default one hour */
  rollUpEveryMs?: number;
};

/** At most 2 KiB: a beacon is a few hundred bytes. */
const EVENT_BODY_LIMIT = 2048;

const PagePath = Type.String({ pattern: '^/[^\\s?#]{0,199}$' });

/**
 * An object with exactly these fields. Fastify's ajv drops fields that `additionalProperties:
 * false` refuses (removeAdditional) instead of failing; `propertyNames` refuses them.
 */
function Strict<T extends TProperties>(properties: T, options: ObjectOptions = {}) {
  return Type.Object(properties, {
    ...options,
    propertyNames: { enum: Object.keys(properties) },
  });
}

const Pageview = Strict({
  type: Type.Literal('pageview'),
  path: PagePath,
  referrer: Type.String({ maxLength: 2048 }),
  device: Type.Union([Type.Literal('mobile'), Type.Literal('tablet'), Type.Literal('desktop')]),
});

const Ms = Type.Optional(Type.Number({ minimum: 0, maximum: METRIC_MAX.LCP }));

const Metrics = Strict(
  {
    LCP: Ms,
    INP: Ms,
    CLS: Type.Optional(Type.Number({ minimum: 0, maximum: METRIC_MAX.CLS })),
    FCP: Ms,
    TTFB: Ms,
  },
  { minProperties: 1 },
);

const VitalsEvent = Strict({ type: Type.Literal('vitals'), path: PagePath, metrics: Metrics });

/**
 * One of the two events, chosen by `type` (if/then rather than anyOf, so that an error names
 * the field that is wrong in the event that was meant, not a mismatch with the other one).
 */
const EventBody = Type.Unsafe<Static<typeof Pageview> | Static<typeof VitalsEvent>>({
  type: 'object',
  required: ['type'],
  properties: { type: { type: 'string', enum: ['pageview', 'vitals'] } },
  allOf: [
    { if: { properties: { type: { const: 'pageview' } } }, then: Pageview },
    { if: { properties: { type: { const: 'vitals' } } }, then: VitalsEvent },
  ],
});

/** The app's messages, and one that names a field the schema does not have. */
function eventErrors(errors: FastifySchemaValidationError[], dataVar: string): Error {
  const first = errors[0];
  // ajv names a refused property name on the error itself.
  const name = (first as { propertyName?: unknown } | undefined)?.propertyName;
  if (typeof name === 'string') {
    const where = first?.instancePath.split('/').filter(Boolean).join('.');
    return new Error(`${where ? `${where}.` : ''}${name} is not an allowed field`);
  }
  return formatSchemaErrors(errors, dataVar);
}

/**
 * POST /api/events: page views and Core Web Vitals beacons from the site (docs/analytics.md).
 * Answers 204 whether the event was stored or dropped on purpose (Do-Not-Track, Global Privacy
 * Control, a bot, a path that is no page, today's rows or the address's share of them used up),
 * so a client learns nothing from it; 400 off-schema, 413 over 2 KiB, 429 over the `events`
 * rate limit.
 */
const eventRoutes: FastifyPluginAsync<EventRoutesOptions> = async (app, options) => {
  const { analytics, isPage } = options;
  const ownHosts = new Set(options.siteOrigins.map((origin) => new URL(origin).hostname));

  // navigator.sendBeacon with a string sends text/plain;charset=UTF-8: JSON here, in this
  // plugin only (everywhere else text/plain stays a string, which no JSON schema takes).
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    return parseJson(request, text, done);
  });

  app.addHook('onReady', async () => {
    analytics.start(options.rollUpEveryMs);
  });
  app.addHook('onClose', async () => {
    await analytics.stop();
  });

  app.post(
    '/',
    {
      bodyLimit: EVENT_BODY_LIMIT,
      schema: { body: EventBody },
      schemaErrorFormatter: eventErrors,
      onRequest: app.limit('events'),
      // No request log lines for beacons: they would keep each reader's address (and the page
      // they read) beside the time, which the analytics tables leave out on purpose.
      // Warnings and errors are still written, without the address.
      logLevel: 'warn',
    },
    async (request, reply) => {
      reply.code(204);
      const event = request.body as Static<typeof EventBody>;
      if (optedOut(request.headers) || isBot(request.headers['user-agent'])) return reply.send();
      const day = utcDay();
      const pagePath = normalisePath(event.path);
      if (!isPage(pagePath, day)) return reply.send();
      // Keyed as the rate limit keys it: an IPv6 /64 is one address.
      const address = clientAddress(request);
      if (event.type === 'pageview') {
        const view = {
          path: pagePath,
          referrerHost: referrerHost(event.referrer, ownHosts),
          device: event.device,
        };
        await analytics.recordView(day, view, address);
      } else {
        await analytics.recordVitals(day, pagePath, event.metrics, address);
      }
      return reply.send();
    },
  );
};

export default eventRoutes;
