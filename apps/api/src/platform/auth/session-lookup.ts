import { isUuid, type Database } from '@scopewright/db';
import { isProviderEmployee } from '@scopewright/domain';
import type { SupportRow } from '../access/actor';
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
async function querySession(
  database: Database,
  tokenHash: string,
  superAdminEmailDomains: readonly string[],
): Promise<SessionRow | null> {
  const result = await database.pool.query<SessionRow>({
    name: 'find-session-with-actor',
    text: FIND_SESSION_SQL,
    values: [tokenHash, SESSION_ABSOLUTE_LIFETIME_S],
  });
  const row = result.rows[0] ?? null;
  if (row && mayBeSuperAdmin(row, superAdminEmailDomains)) row.support = await querySupport(database, row.session_id);
  return row;
}

/** The actor will be a super admin (actor.ts toActor's rule), so an open support session may apply. */
function mayBeSuperAdmin(row: SessionRow, superAdminEmailDomains: readonly string[]): boolean {
  if (!row.actor?.profile) return false;
  return (
    row.actor.profile.role === 'super_admin' ||
    isProviderEmployee(row.email, row.email_verified, superAdminEmailDomains)
  );
}

/**
 * The open support session of a super admin's auth session and its workspace (modules/workspace-support), read
 * only for super admins: every other request pays nothing. support_sessions and tenants are forced-RLS, so the
 * platform scope is set for one implicit transaction: a simple query's statements run as one, in one round trip.
 * The id comes from the sessions row and is checked to be a UUID before it is written into the text.
 */
async function querySupport(database: Database, sessionId: string): Promise<SupportRow | null> {
  if (!isUuid(sessionId)) return null;
  const results = (await database.pool.query(`
    select set_config('app.platform', 'on', true);
    select s.id, s.mode, s.act_until, jsonb_build_object(
        'id', t.id, 'name', t.name, 'suspended', t.suspended, 'active_tier', t.active_tier,
        'selected_tier', t.selected_tier, 'trial_start_date', t.trial_start_date, 'trial_end_date', t.trial_end_date,
        'per_seat_billing', t.per_seat_billing
      ) as tenant
    from support_sessions s join tenants t on t.id = s.tenant_id
    where s.auth_session_id = '${sessionId}' and s.ended_at is null
    limit 1`)) as unknown as { rows: SupportRow[] }[];
  return results[1]?.rows[0] ?? null;
}

export interface SessionLookup {
  find(token: string): Promise<SessionRow | null>;
  /**
   * Forgets what this process holds for a session, a user or a workspace at once (a support session opened or
   * switched, a member's sessions ended, a workspace suspended); the notifications do the same for every process
   * a moment later.
   */
  dropSession?(sessionId: string): void;
  dropUser?(userId: string): void;
  dropTenant?(tenantId: string): void;
  /** Resolves once the cache is in use (its invalidation listener is connected); at once without a cache. */
  ready(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The session check of every signed-in request. With `cache` on, a process answers from memory what it read
 * in the last second, unless a `session_cache` notification (migration 0019) dropped it (ADR 0038).
 */
export function createSessionLookup(input: {
  database: Database;
  cache: boolean;
  logger?: Logger;
  /** Verified emails of these domains are super admins (SUPER_ADMIN_EMAIL_DOMAINS): their support session is read. */
  superAdminEmailDomains?: readonly string[];
}): SessionLookup {
  const { database } = input;
  const domains = input.superAdminEmailDomains ?? [];
  if (!input.cache) {
    return {
      find: (token) => querySession(database, hashSessionToken(token), domains),
      dropSession: () => undefined,
      dropUser: () => undefined,
      dropTenant: () => undefined,
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
      const row = await querySession(database, key, domains);
      if (row) cache.set(key, row, generation, Date.now());
      return row;
    },
    dropSession: (sessionId) => cache.dropSession(sessionId),
    dropUser: (userId) => cache.dropUser(userId),
    dropTenant: (tenantId) => cache.dropTenant(tenantId),
    ready: () => invalidation.ready(),
    close: () => invalidation.close(),
  };
}
