import crypto from 'node:crypto';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';

type CommentChangesOptions = {
  /**
   * The app's ioredis client: changes are published to every replica through it, and heard
   * on a second connection of the same settings (a subscribed connection can do nothing else).
   */
  redis?: Redis;
};

/** A post whose comment list changed, or null: anything may have changed (messages missed). */
type CommentChangeListener = (postSlug: string | null) => void;

declare module 'fastify' {
  interface FastifyInstance {
    commentChanges: {
      /**
       * A post's comments changed (one hidden, shown again or deleted): listeners in this
       * process hear it at once, other replicas through Redis. Never rejects: a Redis failure
       * is logged and other replicas catch up when their cached list expires.
       */
      publish(postSlug: string): Promise<void>;
      /** Called for every change published here or by another replica. */
      subscribe(listener: CommentChangeListener): void;
    };
  }
}

const CHANNEL = 'portfolio:comment-changes';
/** The longest a moderation request waits for Redis to take the message. */
const PUBLISH_WAIT_MS = 100;
/** At start, how long to wait for the subscription before serving without it. */
const SUBSCRIBE_WAIT_MS = 1000;

/**
 * Tells every replica's comment cache (routes/comments/) that a post's list changed, so a
 * removed comment stops being served everywhere at once rather than after the cache time.
 */
export default fp<CommentChangesOptions>(
  async (app, options) => {
    const listeners: CommentChangeListener[] = [];
    const notify = (postSlug: string | null) => {
      for (const listener of listeners) listener(postSlug);
    };
    // Our own messages come back on the subscription: they were heard when published.
    const self = crypto.randomUUID();
    const redis = options.redis;

    const publish = async (postSlug: string) => {
      notify(postSlug);
      if (!redis) return;
      const sent = redis.publish(CHANNEL, JSON.stringify({ from: self, postSlug }));
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`Redis did not answer within ${PUBLISH_WAIT_MS} ms`)),
          PUBLISH_WAIT_MS,
        );
      });
      try {
        await Promise.race([sent, late]);
      } catch (error) {
        app.log.warn(
          { err: error, postSlug },
          'comment change not published: other replicas show the old list until their cache expires',
        );
        sent.catch(() => {});
      } finally {
        clearTimeout(timer);
      }
    };
    app.decorate('commentChanges', {
      publish,
      subscribe: (listener: CommentChangeListener) => void listeners.push(listener),
    });

    if (!redis) return;
    const subscriber = redis.duplicate();
    // While the subscription is down, changes elsewhere go unheard: after it returns, every
    // cached list is dropped once.
    let heardSince = false;
    let subscribed: () => void = () => {};
    const ready = new Promise<void>((resolve) => (subscribed = resolve));
    subscriber.on('ready', () => {
      subscriber.subscribe(CHANNEL).then(
        () => {
          if (heardSince) notify(null);
          heardSince = true;
          subscribed();
        },
        (error: unknown) => app.log.warn({ err: error }, 'comment changes: subscribe failed'),
      );
    });
    // Outages are logged by the rate limiter's client (FailoverCounter); not again here.
    subscriber.on('error', (error: Error) =>
      app.log.debug({ err: error }, 'comment changes: Redis connection failed'),
    );
    subscriber.on('message', (channel: string, message: string) => {
      if (channel !== CHANNEL) return;
      const change = parse(message);
      if (change && change.from !== self) notify(change.postSlug);
    });
    app.addHook('onClose', async () => {
      subscriber.disconnect();
    });
    let waited: NodeJS.Timeout | undefined;
    await Promise.race([
      ready,
      new Promise((resolve) => (waited = setTimeout(resolve, SUBSCRIBE_WAIT_MS))),
    ]);
    clearTimeout(waited);
  },
  { name: 'comment-changes' },
);

function parse(message: string): { from: string; postSlug: string } | undefined {
  try {
    const value: unknown = JSON.parse(message);
    if (typeof value !== 'object' || value === null) return undefined;
    const { from, postSlug } = value as Record<string, unknown>;
    return typeof from === 'string' && typeof postSlug === 'string'
      ? { from, postSlug }
      : undefined;
  } catch {
    return undefined;
  }
}
