import { supportModeAt, WORKSPACE_SUPPORT_COPY } from '@scopewright/domain';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../context';
import { AppError } from '../errors';
import type { Actor } from './actor';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * What a super admin may still write while a workspace is open as support in view mode: the console itself
 * (`/api/platform/*`, which holds the support endpoints) and signing out (Better Auth's, `/api/auth/*`, which never
 * reaches this middleware: its handler answers first).
 */
const EXEMPT = ['/api/platform/', '/api/auth/sign-out'];

/**
 * The one check behind "read-only support" (modules/workspace-support): in view mode, or act mode past its end,
 * every state-changing request to a workspace route is a 403 `support-read-only` before any route runs; an act
 * mode that ended says when. Runs after loadSession; ordinary actors (no `support`) pass at once.
 */
export function supportWriteRefusal(actor: Actor | null, method: string, path: string, now: Date): AppError | null {
  const support = actor?.support;
  if (!support || !WRITE_METHODS.has(method)) return null;
  if (EXEMPT.some((prefix) => path.startsWith(prefix))) return null;
  if (supportModeAt(support, now) === 'act') return null;
  const ended = support.mode === 'act' && support.actUntil ? support.actUntil : null;
  return new AppError(
    'FORBIDDEN',
    ended ? WORKSPACE_SUPPORT_COPY.actEnded(ended) : WORKSPACE_SUPPORT_COPY.supportReadOnly,
    {
      reason: 'support-read-only',
      details: { tenantId: support.tenantId, ...(ended ? { actEndedAt: ended.toISOString() } : {}) },
    },
  );
}

export const supportReadOnly = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    const refusal = supportWriteRefusal(c.get('actor'), c.req.method, c.req.path, new Date());
    if (refusal) throw refusal;
    await next();
  });
