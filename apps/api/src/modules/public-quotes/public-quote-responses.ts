import { createMiddleware } from 'hono/factory';
import { compress } from 'hono/compress';
import type { AppEnv } from '../../platform/context';

/**
 * Every answer under /api/public/quotes, errors included: never cached (the link is a secret; no-referrer and
 * noindex come from the security headers), and gzipped — the quote view is the page's largest download on a phone
 * (PDF and PNG are left as they are).
 */
export const publicQuoteResponses = [
  createMiddleware<AppEnv>(async (c, next) => {
    await next();
    c.res.headers.set('Cache-Control', 'no-store');
  }),
  compress({ encoding: 'gzip' }),
];
