import { createHmac, timingSafeEqual } from 'node:crypto';
import { isSeatRole } from '@scopewright/domain';
import { createMiddleware } from 'hono/factory';
import { toActor } from '../access/actor';
import type { AppEnv } from '../context';
import { COOKIE_PREFIX, SESSION_EXPIRES_IN_S, SESSION_UPDATE_AGE_S, type Auth } from './auth';
import type { PageVisitor } from '../spa/data-preloads';
import type { SessionLookup } from './session-lookup';

export const SESSION_COOKIE_NAME = `${COOKIE_PREFIX}.session_token`;
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?scopewright\.session_token=([^;]+)/;

/** Paths that never need the session: Better Auth reads its own, and probes and docs are public. */
const SKIP = ['/api/auth/', '/api/health', '/api/ready', '/api/openapi.json', '/api/docs', '/api/signup'];

export interface SessionDeps {
  auth: Auth;
  sessions: SessionLookup;
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

/** The session token of a request's Cookie header when its signature is good, else null (no database involved). */
export function signedSessionToken(cookieHeader: string | undefined, secret: string): string | null {
  const raw = SESSION_COOKIE.exec(cookieHeader ?? '')?.[1];
  return raw ? verifySessionCookie(raw, secret) : null;
}

/**
 * Who a page request's cookie belongs to, for the page's preloads (platform/spa/data-preloads.ts): the same
 * session check as the API's (from this process's cache when it can), read-only; nothing is refreshed here.
 */
export const pageVisitor =
  (deps: Pick<SessionDeps, 'sessions' | 'sessionSecret'>) =>
  async (cookieHeader: string | undefined): Promise<PageVisitor> => {
    const token = signedSessionToken(cookieHeader, deps.sessionSecret);
    const row = token ? await deps.sessions.find(token) : null;
    if (!row) return 'signed-out';
    return row.actor?.tenant && isSeatRole(row.actor.profile?.role) ? 'workspace-member' : 'signed-in';
  };

/** Better Auth's sliding rule: refresh once the session is older than updateAge. */
const needsRefresh = (expiresAt: Date, now: Date) =>
  expiresAt.getTime() - SESSION_EXPIRES_IN_S * 1000 + SESSION_UPDATE_AGE_S * 1000 <= now.getTime();

/**
 * Reads the session at most once per request, with the actor in the same query or from this process's cache
 * (session-lookup.ts), and puts it on the context (`c.get('actor')`): no cookie or a bad signature, no lookup. Once a day Better Auth slides the expiry and the
 * refreshed cookie is passed on.
 */
export const loadSession = (deps: SessionDeps) =>
  createMiddleware<AppEnv>(async (c, next) => {
    c.set('actor', null);
    const path = c.req.path;
    const token = SKIP.some((prefix) => path === prefix || path.startsWith(prefix))
      ? null
      : signedSessionToken(c.req.header('cookie'), deps.sessionSecret);
    const row = token ? await deps.sessions.find(token) : null;
    if (!row) return next();

    const now = new Date();
    const session = {
      userId: row.user_id,
      email: row.email,
      emailVerified: row.email_verified,
      sessionId: row.session_id,
    };
    c.set('actor', toActor(session, row.actor, deps.superAdminEmailDomains, now, row.support ?? null));
    if (!needsRefresh(new Date(row.expires_at), now)) return next();

    const { headers } = await deps.auth.api.getSession({ headers: c.req.raw.headers, returnHeaders: true });
    await next();
    for (const cookie of headers.getSetCookie()) c.res.headers.append('Set-Cookie', cookie);
  });
