import { createMiddleware } from 'hono/factory';
import { clientIp } from '../auth/client-ip';
import type { AppEnv } from '../context';

/** Puts the caller's address and user agent on the context for the audit log (same address rule as the limits). */
export const clientMeta = (trustProxy: boolean) =>
  createMiddleware<AppEnv>(async (c, next) => {
    c.set('client', { ip: clientIp(c, trustProxy), userAgent: c.req.header('user-agent') ?? null });
    await next();
  });
