import { newId, type Database } from '@scopewright/db';
import type pg from 'pg';
import { rateLimited, secondsUntil, type RateRule } from '../../platform/auth/rate-limit';
import { AppError } from '../../platform/errors';

// The fixed window of platform/auth/rate-limit.ts (same table, same rule), counted inside this transaction.
const COUNT_SOURCE_REQUEST = {
  name: 'email_events_count_source',
  text: `insert into rate_limits (id, key, count, last_request) values ($1, $2, 1, $3)
    on conflict (key) do update set
      count = case when rate_limits.last_request <= $4 then 1 else rate_limits.count + 1 end,
      last_request = case when rate_limits.last_request <= $4 then $3 else rate_limits.last_request end
    returning count, last_request::float8 as "windowStart"`,
};

export interface RequestSource {
  /** The source address's rate-limit key. */
  key: string;
  rule: RateRule;
  now?: number;
}

/**
 * One platform-scope transaction per webhook request (a provider's event names no workspace), opened in one round
 * trip: the source address is counted first, then the request is authenticated and recorded, and all of it
 * commits once (a single WAL flush per request). A refusal (401, 404, 422, 429) still commits the count, so
 * guessing credentials is limited; anything else rolls back.
 */
export async function inEventsTransaction<T>(
  database: Pick<Database, 'pool'>,
  source: RequestSource,
  work: (client: pg.ClientBase) => Promise<T>,
): Promise<T> {
  const client = await database.pool.connect();
  let broken: Error | undefined;
  try {
    await client.query(`begin; select set_config('app.platform', 'on', true)`);
    let refusal: AppError | null = null;
    let value: T | undefined;
    try {
      const now = source.now ?? Date.now();
      const { rows } = await client.query<{ count: number; windowStart: number }>({
        ...COUNT_SOURCE_REQUEST,
        values: [newId(), source.key, now, now - source.rule.windowSeconds * 1000],
      });
      const counted = rows[0];
      if (counted && counted.count > source.rule.max) {
        throw rateLimited(secondsUntil(counted.windowStart + source.rule.windowSeconds * 1000, now));
      }
      value = await work(client);
    } catch (error) {
      if (!(error instanceof AppError) || error.status >= 500) throw error;
      refusal = error;
    }
    await client.query('commit');
    if (refusal) throw refusal;
    return value as T;
  } catch (error) {
    if (!(error instanceof AppError && error.status < 500)) {
      await client.query('rollback').catch((rollbackError: Error) => (broken = rollbackError));
    }
    throw error;
  } finally {
    client.release(broken);
  }
}
