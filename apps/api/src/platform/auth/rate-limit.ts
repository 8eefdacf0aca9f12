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

// $1 ids, $2 keys (distinct), $3 now (ms), $4 the start of a window still open at $3, $5 each key's requests: every
// rate-limited request runs it for its key, and the public API's counters for a batch of keys. Rows are written in
// key order, so two processes flushing overlapping keys lock them in the same order and never deadlock.
const COUNT_REQUESTS: PreparedStatement = {
  name: 'rate-limit-count',
  text: `insert into rate_limits (id, key, count, last_request)
  select batch.id, batch.key, batch.requests, $3::bigint
  from unnest($1::uuid[], $2::text[], $5::int[]) as batch (id, key, requests)
  order by batch.key
  on conflict (key) do update set
    count = case when rate_limits.last_request <= $4::bigint then excluded.count else rate_limits.count + excluded.count end,
    last_request = case when rate_limits.last_request <= $4::bigint then excluded.last_request else rate_limits.last_request end
  returning key, count, last_request::float8 as "windowStart"`,
};

export interface WindowCountAt extends WindowCount {
  /** When the window ends, in ms since the epoch. */
  windowEndsAtMs: number;
}

/** Adds one request to `key`'s count in its window (a window that has ended starts again from `now`). */
export async function countRequest(db: DbClient, key: string, rule: RateRule, now: number): Promise<WindowCountAt> {
  const answers = await countRequests(db, new Map([[key, 1]]), rule, now);
  return answers.get(key)!;
}

/**
 * Adds each key's requests to its count in one statement (a window that has ended starts again from `now` with
 * these requests) and answers each key's count and window, by key.
 */
export async function countRequests(
  db: DbClient,
  requestsByKey: ReadonlyMap<string, number>,
  rule: RateRule,
  now: number,
): Promise<Map<string, WindowCountAt>> {
  const keys = [...requestsByKey.keys()];
  if (keys.length === 0) return new Map();
  const rows = await queryPreparedOnPool<{ key: string; count: number; windowStart: number }>(db, COUNT_REQUESTS, [
    keys.map(() => newId()),
    keys,
    now,
    now - rule.windowSeconds * 1000,
    keys.map((key) => requestsByKey.get(key)),
  ]);
  return new Map(
    rows.map((row) => {
      const windowEndsAtMs = row.windowStart + rule.windowSeconds * 1000;
      const answer = { count: row.count, retryAfterSeconds: secondsUntil(windowEndsAtMs, now), windowEndsAtMs };
      return [row.key, answer];
    }),
  );
}
