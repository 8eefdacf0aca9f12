import { createMiddleware } from 'hono/factory';
import { clientIp } from '../auth/client-ip';
import type { AppEnv } from '../context';
import { runInAuditRequest } from './audit-request-scope';

/**
 * Puts the caller's address and user agent on the context for the audit log (same address rule as the limits),
 * and keeps them with the request id for the code the request runs that has no context (Better Auth's hooks).
 */
export const clientMeta = (trustProxy: boolean) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const client = { ip: clientIp(c, trustProxy), userAgent: c.req.header('user-agent') ?? null };
    c.set('client', client);
    await runInAuditRequest({ requestId: c.get('requestId') ?? null, client }, next);
  });
