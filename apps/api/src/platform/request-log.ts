import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './context';
import type { Logger } from './logger';

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
      path: c.req.path,
      status,
      durationMs: Math.round((performance.now() - start) * 100) / 100,
    };
    if (status >= 500) logger.error(line, 'request failed');
    else logger.info(line, 'request');
  });
