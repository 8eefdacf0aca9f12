import { newId, queryPreparedOnPool, type DbClient, type PreparedStatement } from '@scopewright/db';
import { retryAfterMessage } from '@scopewright/domain';
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

// $1 id, $2 key, $3 now (ms), $4 the start of a window still open at $3, $5 how many requests: every rate-limited
// request runs it (the public API's keys run it for a batch of requests).
const COUNT_REQUEST: PreparedStatement = {
  name: 'rate-limit-count',
  text: `insert into rate_limits (id, key, count, last_request) values ($1, $2, $5, $3)
  on conflict (key) do update set
    count = case when rate_limits.last_request <= $4 then $5 else rate_limits.count + $5 end,
    last_request = case when rate_limits.last_request <= $4 then $3 else rate_limits.last_request end
  returning count, last_request::float8 as "windowStart"`,
};

export interface WindowCountAt extends WindowCount {
  /** When the window ends, in ms since the epoch. */
  windowEndsAtMs: number;
}

/**
 * Adds `requests` (one by default) to `key`'s count in its window (a window that has ended starts again from `now`
 * with this count).
 */
export async function countRequest(
  db: DbClient,
  key: string,
  rule: RateRule,
  now: number,
  requests = 1,
): Promise<WindowCountAt> {
  const [row] = await queryPreparedOnPool<{ count: number; windowStart: number }>(db, COUNT_REQUEST, [
    newId(),
    key,
    now,
    now - rule.windowSeconds * 1000,
    requests,
  ]);
  const windowEndsAtMs = (row?.windowStart ?? now) + rule.windowSeconds * 1000;
  return { count: row?.count ?? 0, retryAfterSeconds: secondsUntil(windowEndsAtMs, now), windowEndsAtMs };
}
