import { newId, rateLimits, type DbClient } from '@scopewright/db';
import { retryAfterMessage } from '@scopewright/domain';
import { sql } from 'drizzle-orm';
import { AppError } from '../errors';
import { AUTH_LONGEST_RATE_WINDOW_S } from './auth';

export interface RateRule {
  windowSeconds: number;
  max: number;
}

export interface WindowCount {
  count: number;
  /** Whole seconds until this key's window ends and its count starts again (at least 1). */
  retryAfterSeconds: number;
}

/**
 * One atomic step of a fixed-window counter in the table Better Auth keeps for /api/auth/* (rate_limits: key,
 * count, last_request in ms), for our own routes. For our keys `last_request` is the window's first request, so a
 * refused request never pushes the window further and Retry-After is exact (ADR 0028). Past `max` the request is
 * refused with 429 RATE_LIMITED, Retry-After and `message` (by default one that says when to try again).
 */
export async function consumeRateLimit(
  db: DbClient,
  key: string,
  rule: RateRule,
  { message, now = Date.now() }: { message?: string; now?: number } = {},
): Promise<void> {
  if (rule.windowSeconds > AUTH_LONGEST_RATE_WINDOW_S) {
    throw new Error('consumeRateLimit: window longer than the longest Better Auth window (its pruning would reset it)');
  }
  const { count, retryAfterSeconds } = await countRequest(db, key, rule, now);
  if (count > rule.max) throw rateLimited(retryAfterSeconds, message);
}

export function rateLimited(retryAfterSeconds: number, message = retryAfterMessage(retryAfterSeconds)): AppError {
  return new AppError('RATE_LIMITED', message, { retryAfterSeconds, details: { retryAfterSeconds } });
}

/** Whole seconds from `now` until `endsAtMs`, at least 1 (a Retry-After of 0 invites a busy loop). */
export const secondsUntil = (endsAtMs: number, now: number) => Math.max(1, Math.ceil((endsAtMs - now) / 1000));

/** Adds one to `key`'s count in its window (a window that has ended starts again at 1 from `now`). */
export async function countRequest(db: DbClient, key: string, rule: RateRule, now: number): Promise<WindowCount> {
  const expired = sql`${rateLimits.lastRequest} <= ${now - rule.windowSeconds * 1000}`;
  const [row] = await db
    .insert(rateLimits)
    .values({ id: newId(), key, count: 1, lastRequest: now })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
        lastRequest: sql`case when ${expired} then ${now} else ${rateLimits.lastRequest} end`,
      },
    })
    .returning({ count: rateLimits.count, windowStart: rateLimits.lastRequest });
  const windowStart = Number(row?.windowStart ?? now);
  return { count: row?.count ?? 0, retryAfterSeconds: secondsUntil(windowStart + rule.windowSeconds * 1000, now) };
}
