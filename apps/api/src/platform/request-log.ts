import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './context';
import type { Logger } from './logger';

// Load balancers poll these every few seconds; their successes are debug noise, their failures are not.
const PROBES = new Set(['/api/health', '/api/ready']);

// Invitation, quote and password-reset links carry their secret in the path (docs/product-rules.md#invitations, docs/security.md#public-quote-links, docs/security.md#secrets-at-rest):
// the logged path keeps its shape, not the token. Matched case-insensitively and with repeated slashes, because
// a mistyped link still carries a live token.
const TOKEN_PATHS = [
  /^(\/+q\/+)[^/]+/i,
  /^(\/+invite\/+)[^/]+/i,
  /^(\/+api\/+public\/+quotes\/+)[^/]+/i,
  /^(\/+api\/+invitations\/+lookup\/+)[^/]+/i,
  /^(\/+api\/+invitations\/+)[^/]+(?=\/+accept)/i,
  /^(\/+api\/+auth\/+reset-password\/+)[^/]+/i,
];

export function loggedPath(path: string): string {
  for (const pattern of TOKEN_PATHS) if (pattern.test(path)) return path.replace(pattern, '$1[REDACTED]');
  return path;
}

/** One line per request. The path is logged without its query string, which may carry tokens. */
export const requestLog = (logger: Logger) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const start = performance.now();
    const requestId = c.get('requestId');
    c.set('logger', logger.child({ requestId }));
    await next();
    const status = c.res.status;
    const line = {
      requestId,
      method: c.req.method,
      path: loggedPath(c.req.path),
      status,
      durationMs: Math.round((performance.now() - start) * 100) / 100,
    };
    if (status >= 500) logger.error(line, 'request failed');
    else if (PROBES.has(line.path)) logger.debug(line, 'probe');
    else logger.info(line, 'request');
  });
