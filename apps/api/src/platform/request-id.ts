import { randomUUID } from 'node:crypto';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './context';

export const REQUEST_ID_HEADER = 'X-Request-Id';
// An upstream proxy's id is kept only when it is a short token that is safe to echo and log.
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{8,64}$/;

export const requestId = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    const incoming = c.req.header(REQUEST_ID_HEADER);
    const id = incoming !== undefined && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
    c.set('requestId', id);
    c.header(REQUEST_ID_HEADER, id);
    await next();
  });
