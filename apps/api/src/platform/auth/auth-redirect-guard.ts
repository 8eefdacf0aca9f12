import { isSafeRedirectTarget } from '@scopewright/domain';
import { createMiddleware } from 'hono/factory';
import { AppError, type FieldIssue } from '../errors';

/** Every parameter through which Better Auth takes a redirect target, from the body or the query. */
export const AUTH_REDIRECT_FIELDS = ['callbackURL', 'errorCallbackURL', 'newUserCallbackURL', 'redirectTo'] as const;

export const UNSAFE_REDIRECT_MESSAGE = 'A redirect target must be a path on this site.';

async function readJsonObject(request: Request): Promise<Record<string, unknown>> {
  const text = await request.clone().text();
  if (text.trim() === '') return {};
  try {
    const body: unknown = JSON.parse(text);
    return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * Applies the redirect-target rule (docs/security.md#no-open-redirects) to every redirect target sent to Better Auth, before it sees
 * them: its own check resolves a relative target against baseURL and lets `/..//evil.example` through, and a
 * non-Latin-1 target ends in a 500 when it becomes a Location header. An unsafe value is refused with a 400
 * naming the field; it is never replaced, so a stored OAuth state only ever holds safe targets.
 */
export function authRedirectGuard(appUrl: string) {
  const ownOrigin = new URL(appUrl).origin;
  return createMiddleware(async (c, next) => {
    const query = new URL(c.req.url).searchParams;
    const body = c.req.method === 'GET' || c.req.method === 'HEAD' ? {} : await readJsonObject(c.req.raw);
    const issues: FieldIssue[] = [];
    for (const field of AUTH_REDIRECT_FIELDS) {
      const values: unknown[] = [...query.getAll(field), ...(Object.hasOwn(body, field) ? [body[field]] : [])];
      if (values.some((value) => !isSafeRedirectTarget(value, ownOrigin))) {
        issues.push({ path: field, message: UNSAFE_REDIRECT_MESSAGE });
      }
    }
    if (issues.length > 0) throw new AppError('BAD_REQUEST', UNSAFE_REDIRECT_MESSAGE, { details: issues });
    return next();
  });
}
