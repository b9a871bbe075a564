/**
 * The content webhook's memory of deliveries already received (POST /api/hooks/content): each
 * by the SHA-256 of what its signature covers, until the signature expires. Kept where every
 * replica sees it and a restart keeps it: the database, or Redis when REDIS_URL is set (a key
 * with that expiry, which Redis drops by itself). A delivery seen twice is a replay.
 */
import crypto from 'node:crypto';
import { lt } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import type { Database } from '../db/client';
import { webhookDeliveries } from '../db/schema';

export type DeliveryStore = {
  /**
   * Records a delivery until `expiresAt` (ms since the epoch): true the first time, false
   * when it was recorded already (a replay). Rejects when the store does not answer.
   */
  claim(key: string, expiresAt: number): Promise<boolean>;
};

/** What a delivery is known by: what its signature covers, the timestamp and the body. */
export function deliveryKey(timestamp: number, body: string): string {
  return crypto.createHash('sha256').update(`${timestamp}.${body}`).digest('hex');
}

/** Deliveries in the `webhook_deliveries` table; expired rows are swept on every claim. */
export function databaseDeliveries(db: Database): DeliveryStore {
  return {
    async claim(key, expiresAt) {
      const now = new Date();
      await db.delete(webhookDeliveries).where(lt(webhookDeliveries.expiresAt, now));
      const inserted = await db
        .insert(webhookDeliveries)
        .values({ key, expiresAt: new Date(expiresAt) })
        .onConflictDoNothing()
        .returning({ key: webhookDeliveries.key });
      return inserted.length === 1;
    },
  };
}

const REDIS_PREFIX = 'portfolio:webhook-delivery:';
/** The longest a webhook waits for Redis before it is refused (503). */
const REDIS_WAIT_MS = 1000;

/** Deliveries as Redis keys that expire with their signature (SET … PX … NX). */
export function redisDeliveries(redis: Redis): DeliveryStore {
  return {
    async claim(key, expiresAt) {
      const ttl = Math.max(1, Math.ceil(expiresAt - Date.now()));
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`Redis did not answer within ${REDIS_WAIT_MS} ms`)),
          REDIS_WAIT_MS,
        );
      });
      try {
        const set = await Promise.race([
          redis.set(`${REDIS_PREFIX}${key}`, '1', 'PX', ttl, 'NX'),
          late,
        ]);
        return set === 'OK';
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
