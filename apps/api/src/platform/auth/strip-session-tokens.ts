import { createMiddleware } from 'hono/factory';

/** Better Auth puts the raw session token in some JSON bodies (sign-in, get-session, list-sessions…). */
const TOKEN_KEY = 'token';

function withoutTokens(value: unknown, depth = 0): unknown {
  if (depth > 8 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => withoutTokens(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== TOKEN_KEY)
      .map(([key, inner]) => [key, withoutTokens(inner, depth + 1)]),
  );
}

/**
 * After Better Auth answers: no response body carries a session token (docs/security.md#secrets-at-rest). The browser holds its session
 * only in the httpOnly cookie, which script cannot read; the SPA never reads `token` from these bodies. Headers
 * (Set-Cookie) and status pass through unchanged.
 */
export const stripSessionTokens = createMiddleware(async (c, next) => {
  await next();
  const type = c.res.headers.get('content-type') ?? '';
  if (!type.includes('application/json')) return;
  const text = await c.res.clone().text();
  if (!text.includes(`"${TOKEN_KEY}"`)) return;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return;
  }
  const headers = new Headers(c.res.headers);
  headers.delete('content-length');
  c.res = new Response(JSON.stringify(withoutTokens(body)), { status: c.res.status, headers });
});
