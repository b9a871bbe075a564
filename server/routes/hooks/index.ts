/**
 * POST /api/hooks/content: Sanity's GROQ-powered webhook (or the embedded Content Lake's copy
 * of it) saying content changed. A verified change queues a build; a change to nothing but a
 * post's starting claps does not (claps never show from content, see studio/schema). The
 * embedded Lake's webhook for a folder that does not load carries the loader's `error`: that is
 * recorded as a failed build, without running Gatsby on content known not to load.
 *
 * Refused with 401 and nothing queued: no signature, a signature that does not match the body
 * and SANITY_WEBHOOK_SECRET (checked with @sanity/webhook), one older than the tolerance, or one
 * already received (a replay). Deliveries are remembered in the database (or Redis), so a replay
 * is refused by every replica and after a restart; while that store does not answer, webhooks
 * are refused with 503 (Sanity retries a 5xx twice, 30 s apart) and the rest of the site is unaffected.
 */
import { decodeSignatureHeader, isValidSignature, SIGNATURE_HEADER_NAME } from '@sanity/webhook';
import type { FastifyPluginAsync } from 'fastify';
import { databaseDeliveries, deliveryKey, type DeliveryStore } from '../../data/webhook-deliveries';
import { httpError } from '../../lib/errors';

export type ContentChange = {
  /** One line saying what changed, for the build record. */
  reason: string;
  /** Only fields that never show on the site changed: no build needed. */
  ignorable: boolean;
  /**
   * The embedded Lake could not load its folder: the loader's error (naming file:line). The
   * build would fail on it, so it is recorded as a failed build without running one.
   */
  error?: string;
};

export type HookRoutesOptions = {
  secret: string;
  /** Queues a build; returns what the caller is told, or undefined when builds are off. */
  onContentChange: (change: ContentChange) => { id: number; status: string } | undefined;
  /** How far a signature's time may be from now. @default 5 minutes */
  toleranceMs?: number;
  /** Where deliveries already received are remembered. @default the app's database */
  deliveries?: DeliveryStore;
};

const MAX_BODY = 1024 * 1024;
/** Fields whose change alone needs no build: starting claps and Sanity's own stamps. */
const IGNORED_FIELDS = new Set(['claps', '_rev', '_updatedAt']);

function withoutIgnored(doc: unknown): string {
  if (!doc || typeof doc !== 'object') return JSON.stringify(doc ?? null);
  const kept = Object.entries(doc as Record<string, unknown>).filter(
    ([key]) => !IGNORED_FIELDS.has(key),
  );
  return JSON.stringify(Object.fromEntries(kept));
}

/**
 * Reads the payload. The projection docs/content.md gives sends the document before and after
 * the mutation; when both are there and differ only in ignored fields, no build is needed. Any
 * other payload counts as a change.
 */
function describeChange(payload: unknown): ContentChange {
  const body = (payload && typeof payload === 'object' ? payload : {}) as Record<string, unknown>;
  const doc = (body.after ?? body.before ?? body) as Record<string, unknown>;
  const id = typeof doc._id === 'string' ? doc._id : undefined;
  const type = typeof doc._type === 'string' ? doc._type : undefined;
  const operation =
    !body.before && body.after ? 'created' : body.before && !body.after ? 'deleted' : 'changed';
  const reason =
    typeof body.reason === 'string'
      ? body.reason.slice(0, 200)
      : id
        ? `${type ?? 'document'} ${id} ${operation}`
        : 'content changed';
  const ignorable =
    'before' in body &&
    'after' in body &&
    !!body.before &&
    !!body.after &&
    withoutIgnored(body.before) === withoutIgnored(body.after);
  const error = typeof body.error === 'string' ? body.error.slice(0, 2000) : undefined;
  return { reason, ignorable, ...(error ? { error } : {}) };
}

const hookRoutes: FastifyPluginAsync<HookRoutesOptions> = async (app, options) => {
  const toleranceMs = options.toleranceMs ?? 5 * 60_000;
  const deliveries = options.deliveries ?? databaseDeliveries(app.db);

  // The signature covers the body exactly as sent: keep it as text (in this plugin only).
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    ['application/json', 'text/plain'],
    { parseAs: 'string', bodyLimit: MAX_BODY },
    (_request, body, done) => done(null, body),
  );

  app.post('/content', async (request, reply) => {
    const signature = request.headers[SIGNATURE_HEADER_NAME];
    if (typeof signature !== 'string' || !signature) {
      throw httpError(401, `Missing ${SIGNATURE_HEADER_NAME} header: the webhook must be signed`);
    }
    let timestamp: number;
    try {
      timestamp = decodeSignatureHeader(signature).timestamp;
    } catch {
      throw httpError(401, `Malformed ${SIGNATURE_HEADER_NAME} header`);
    }
    const body = typeof request.body === 'string' ? request.body : '';
    if (!body || !(await isValidSignature(body, signature, options.secret))) {
      throw httpError(401, 'Invalid webhook signature');
    }
    const now = Date.now();
    if (Math.abs(now - timestamp) > toleranceMs) {
      throw httpError(401, 'Webhook signature expired: its timestamp is too far from now');
    }
    let first: boolean;
    try {
      first = await deliveries.claim(deliveryKey(timestamp, body), timestamp + toleranceMs);
    } catch (error) {
      request.log.error({ err: error }, 'content webhook: the delivery store did not answer');
      throw httpError(
        503,
        'Webhook not accepted: the server cannot check it is no replay right now (its database or Redis does not answer); send it again later',
      );
    }
    if (!first) throw httpError(401, 'Webhook already received (replayed)');

    let payload: unknown;
    try {
      payload = JSON.parse(body);
    } catch {
      throw httpError(400, 'Webhook body must be JSON');
    }
    const change = describeChange(payload);
    if (change.ignorable) {
      return reply.code(200).send({ message: 'Ignored: only claps changed', queued: false });
    }
    const build = options.onContentChange(change);
    if (!build) {
      throw httpError(
        503,
        'Automatic builds are off: this server serves PUBLIC_DIR as it is (npm start serves releases and builds them)',
      );
    }
    if (change.error) {
      request.log.warn(
        { build: build.id, reason: change.reason, problem: change.error },
        'content webhook: the content does not load; failed build recorded',
      );
      return reply.code(200).send({ message: 'Content does not load', queued: false, build });
    }
    request.log.info({ build: build.id, reason: change.reason }, 'content webhook: build queued');
    return reply.code(202).send({ message: 'Build queued', queued: true, build });
  });
};

export default hookRoutes;
