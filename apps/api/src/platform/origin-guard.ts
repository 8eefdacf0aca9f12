import { createMiddleware } from 'hono/factory';
import { AppError } from './errors';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json$/i;

export const VITE_DEV_ORIGIN = 'http://localhost:5173';

export function allowedOrigins({ appUrl, nodeEnv }: { appUrl: string; nodeEnv: string }): ReadonlySet<string> {
  const origins = new Set([new URL(appUrl).origin]);
  if (nodeEnv !== 'production') origins.add(VITE_DEV_ORIGIN);
  return origins;
}

/**
 * CSRF wall (docs/security.md#csrf): every state change must come from an allowed Origin and carry JSON. The public
 * API (`bearerOnly` paths) takes no cookies, only an API key in a header a browser never adds by itself, so its
 * callers (servers, scripts) need no Origin; its bodies are JSON all the same.
 */
export const originGuard = (origins: ReadonlySet<string>, bearerOnly: (path: string) => boolean = () => false) =>
  createMiddleware(async (c, next) => {
    if (!STATE_CHANGING.has(c.req.method)) return next();
    const origin = c.req.header('Origin');
    if (!bearerOnly(c.req.path) && (origin === undefined || !origins.has(origin))) {
      throw new AppError('FORBIDDEN', 'This request did not come from an allowed origin.');
    }
    const hasBody = c.req.header('Transfer-Encoding') !== undefined || Number(c.req.header('Content-Length') ?? 0) > 0;
    const mediaType = (c.req.header('Content-Type') ?? '').split(';')[0]?.trim() ?? '';
    if (hasBody && !JSON_MEDIA_TYPE.test(mediaType)) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
    return next();
  });
