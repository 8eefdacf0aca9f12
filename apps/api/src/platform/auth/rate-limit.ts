import { newId, rateLimits, type DbClient } from '@scopewright/db';
import { sql } from 'drizzle-orm';
import { AppError } from '../errors';
import { AUTH_LONGEST_RATE_WINDOW_S } from './auth';

export interface RateRule {
  windowSeconds: number;
  max: number;
}

/**
 * One atomic step of the same counter Better Auth keeps for /api/auth/* (rate_limits: key, count, last_request
 * in ms), for our own routes (e.g. POST /api/signup). A gap of a full window since the last request resets the
 * count; otherwise the count grows and a request past `max` is refused with 429 RATE_LIMITED.
 */
export async function consumeRateLimit(db: DbClient, key: string, rule: RateRule, now = Date.now()): Promise<void> {
  if (rule.windowSeconds > AUTH_LONGEST_RATE_WINDOW_S) {
    throw new Error('consumeRateLimit: window longer than the longest Better Auth window (its pruning would reset it)');
  }
  if ((await countRequest(db, key, rule, now)) > rule.max) throw new AppError('RATE_LIMITED');
}

/** Adds one to `key`'s count in its window (a full window's gap starts it again at 1); returns the new count. */
export async function countRequest(db: DbClient, key: string, rule: RateRule, now: number): Promise<number> {
  const windowStart = now - rule.windowSeconds * 1000;
  const [row] = await db
    .insert(rateLimits)
    .values({ id: newId(), key, count: 1, lastRequest: now })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.lastRequest} <= ${windowStart} then 1 else ${rateLimits.count} + 1 end`,
        lastRequest: now,
      },
    })
    .returning({ count: rateLimits.count });
  return row?.count ?? 0;
}
