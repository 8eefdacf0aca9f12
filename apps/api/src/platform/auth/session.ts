import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Database } from '@scopewright/db';
import { createMiddleware } from 'hono/factory';
import { toActor, type ActorRow } from '../access/actor';
import type { AppEnv } from '../context';
import {
  COOKIE_PREFIX,
  SESSION_ABSOLUTE_LIFETIME_S,
  SESSION_EXPIRES_IN_S,
  SESSION_UPDATE_AGE_S,
  type Auth,
} from './auth';
import { hashSessionToken } from './secret-free-auth-storage';

export const SESSION_COOKIE_NAME = `${COOKIE_PREFIX}.session_token`;
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?scopewright\.session_token=([^;]+)/;

/** Paths that never need the session: Better Auth reads its own, and probes and docs are public. */
const SKIP = ['/api/auth/', '/api/health', '/api/ready', '/api/openapi.json', '/api/docs', '/api/signup'];

export interface SessionDeps {
  auth: Auth;
  database: Database;
  sessionSecret: string;
  superAdminEmailDomains: readonly string[];
}

/** The token of a Better Auth signed cookie (`token.base64(HMAC-SHA256)`), or null when the signature is wrong. */
export function verifySessionCookie(rawValue: string, secret: string): string | null {
  let value: string;
  try {
    value = decodeURIComponent(rawValue);
  } catch {
    return null;
  }
  const dot = value.lastIndexOf('.');
  if (dot <= 0) return null;
  const token = value.slice(0, dot);
  const given = Buffer.from(value.slice(dot + 1), 'base64');
  const expected = createHmac('sha256', secret).update(token).digest();
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
}

interface SessionRow extends Record<string, unknown> {
  session_id: string;
  user_id: string;
  email: string;
  email_verified: boolean;
  expires_at: string | Date;
  actor: ActorRow | null;
}

const FIND_SESSION_SQL = `
  select s.id as session_id, s.user_id, u.email, u.email_verified, s.expires_at, app_load_actor(s.user_id) as actor
  from sessions s join users u on u.id = s.user_id
  where s.token = $1 and s.expires_at > now() and s.created_at > now() - make_interval(secs => $2)`;

/**
 * Session (stored by the SHA-256 of its token), user, profile and workspace in one round trip, as a named prepared statement (parsed once per
 * connection); expired sessions, idle or past the absolute lifetime, are not found.
 */
async function findSession(database: Database, token: string): Promise<SessionRow | null> {
  const result = await database.pool.query<SessionRow>({
    name: 'find-session-with-actor',
    text: FIND_SESSION_SQL,
    values: [hashSessionToken(token), SESSION_ABSOLUTE_LIFETIME_S],
  });
  return result.rows[0] ?? null;
}

/** Better Auth's sliding rule: refresh once the session is older than updateAge. */
const needsRefresh = (expiresAt: Date, now: Date) =>
  expiresAt.getTime() - SESSION_EXPIRES_IN_S * 1000 + SESSION_UPDATE_AGE_S * 1000 <= now.getTime();

/**
 * Reads the session at most once per request, with the actor in the same query, and puts it on the context
 * (`c.get('actor')`): no cookie or a bad signature, no query. Once a day Better Auth slides the expiry and the
 * refreshed cookie is passed on.
 */
export const loadSession = (deps: SessionDeps) =>
  createMiddleware<AppEnv>(async (c, next) => {
    c.set('actor', null);
    const path = c.req.path;
    const raw = SKIP.some((prefix) => path === prefix || path.startsWith(prefix))
      ? undefined
      : SESSION_COOKIE.exec(c.req.header('cookie') ?? '')?.[1];
    const token = raw ? verifySessionCookie(raw, deps.sessionSecret) : null;
    const row = token ? await findSession(deps.database, token) : null;
    if (!row) return next();

    const now = new Date();
    const session = {
      userId: row.user_id,
      email: row.email,
      emailVerified: row.email_verified,
      sessionId: row.session_id,
    };
    c.set('actor', toActor(session, row.actor, deps.superAdminEmailDomains, now));
    if (!needsRefresh(new Date(row.expires_at), now)) return next();

    const { headers } = await deps.auth.api.getSession({ headers: c.req.raw.headers, returnHeaders: true });
    await next();
    for (const cookie of headers.getSetCookie()) c.res.headers.append('Set-Cookie', cookie);
  });
