import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../context';
import { AppError } from '../errors';
import { COOKIE_PREFIX, type Auth } from './auth';

/** The signed-in user as our handlers see it (from Better Auth's session lookup). */
export interface SignedIn {
  userId: string;
  email: string;
  emailVerified: boolean;
  sessionId: string;
}

const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?scopewright\.session_token=/;

/** Paths that never need the session: Better Auth reads its own, and probes and docs are public. */
const SKIP = ['/api/auth/', '/api/health', '/api/ready', '/api/openapi.json', '/api/docs', '/api/signup'];

/**
 * Reads the session at most once per request and puts it on the context (`c.get('signedIn')`): no cookie, no
 * query. A refreshed session cookie (Better Auth slides the expiry at most once a day) is passed on.
 */
export const loadSession = (auth: Auth) =>
  createMiddleware<AppEnv>(async (c, next) => {
    c.set('signedIn', null);
    const path = c.req.path;
    if (
      SKIP.some((prefix) => path === prefix || path.startsWith(prefix)) ||
      !SESSION_COOKIE.test(c.req.header('cookie') ?? '')
    ) {
      return next();
    }
    const { headers, response } = await auth.api.getSession({ headers: c.req.raw.headers, returnHeaders: true });
    if (response) {
      c.set('signedIn', {
        userId: response.user.id,
        email: response.user.email,
        emailVerified: response.user.emailVerified,
        sessionId: response.session.id,
      });
    }
    await next();
    for (const cookie of headers.getSetCookie()) c.res.headers.append('Set-Cookie', cookie);
  });

/** The signed-in user, or 401 UNAUTHORIZED. */
export function requireSignedIn(signedIn: SignedIn | null | undefined): SignedIn {
  if (!signedIn) throw new AppError('UNAUTHORIZED');
  return signedIn;
}

export const SESSION_COOKIE_NAME = `${COOKIE_PREFIX}.session_token`;
