import type { Database } from '@scopewright/db';
import type { Logger } from '../logger';
import { createSessionInvalidation } from '../realtime/session-invalidation';
import { SESSION_ABSOLUTE_LIFETIME_S } from './auth';
import { SessionCache, type SessionRow } from './session-cache';
import { hashSessionToken } from './secret-free-auth-storage';

/**
 * How long a cached session is trusted at most. The notifications drop an entry within milliseconds of a change;
 * this bound keeps security promise 7 (every process within 1 s) even if a notification were lost.
 */
export const SESSION_CACHE_TTL_MS = 1_000;
export const SESSION_CACHE_MAX_ENTRIES = 10_000;

const FIND_SESSION_SQL = `
  select s.id as session_id, s.user_id, u.email, u.email_verified, s.created_at, s.expires_at,
    app_load_actor(s.user_id) as actor
  from sessions s join users u on u.id = s.user_id
  where s.token = $1 and s.expires_at > now() and s.created_at > now() - make_interval(secs => $2)`;

/**
 * Session (stored by the SHA-256 of its token), user, profile and workspace in one round trip, as a named prepared
 * statement (parsed once per connection); expired sessions, idle or past the absolute lifetime, are not found.
 */
async function querySession(database: Database, tokenHash: string): Promise<SessionRow | null> {
  const result = await database.pool.query<SessionRow>({
    name: 'find-session-with-actor',
    text: FIND_SESSION_SQL,
    values: [tokenHash, SESSION_ABSOLUTE_LIFETIME_S],
  });
  return result.rows[0] ?? null;
}

export interface SessionLookup {
  find(token: string): Promise<SessionRow | null>;
  /** Resolves once the cache is in use (its invalidation listener is connected); at once without a cache. */
  ready(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The session check of every signed-in request. With `cache` on, a process answers from memory what it read
 * in the last second, unless a `session_cache` notification (migration 0019) dropped it (ADR 0038).
 */
export function createSessionLookup(input: { database: Database; cache: boolean; logger?: Logger }): SessionLookup {
  const { database } = input;
  if (!input.cache) {
    return {
      find: (token) => querySession(database, hashSessionToken(token)),
      ready: () => Promise.resolve(),
      close: () => Promise.resolve(),
    };
  }
  const cache = new SessionCache({
    ttlMs: SESSION_CACHE_TTL_MS,
    maxEntries: SESSION_CACHE_MAX_ENTRIES,
    absoluteLifetimeMs: SESSION_ABSOLUTE_LIFETIME_S * 1000,
  });
  const invalidation = createSessionInvalidation({
    connectionString: String(database.pool.options.connectionString),
    cache,
    logger: input.logger,
  });
  return {
    async find(token) {
      invalidation.start();
      const key = hashSessionToken(token);
      const cached = cache.get(key, Date.now());
      if (cached !== undefined) return cached;
      const generation = cache.generation;
      const row = await querySession(database, key);
      if (row) cache.set(key, row, generation, Date.now());
      return row;
    },
    ready: () => invalidation.ready(),
    close: () => invalidation.close(),
  };
}
