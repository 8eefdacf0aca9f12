import { withPlatform, withTenant, type Tx } from '@scopewright/db';
import type { Context } from 'hono';
import { tenantContext, useCaseContext, type UseCaseContext } from '../../platform/access/use-case-context';
import type { AppEnv } from '../../platform/context';
import type { AppServices } from '../../platform/services';

/** Whose entries a call reads: one workspace's (its admins), or every entry of the platform (super admins). */
export type AuditLogScope = { kind: 'workspace'; tenantId: string } | { kind: 'platform' };

export interface AuditLogContext extends UseCaseContext {
  scope: AuditLogScope;
}

export type AuditLogServices = Pick<AppServices, 'database'>;

/** GET /api/audit-log…: the caller's own workspace, from the session. */
export function workspaceAuditLogContext(c: Context<AppEnv>, services: AuditLogServices): AuditLogContext {
  const { tenantId, ...base } = tenantContext(c, services.database);
  return { ...base, scope: { kind: 'workspace', tenantId } };
}

/** GET /api/platform/audit-log…: super admins only (the route's access says so). */
export function platformAuditLogContext(c: Context<AppEnv>, services: AuditLogServices): AuditLogContext {
  return { ...useCaseContext(c, services.database), scope: { kind: 'platform' } };
}

/** One transaction in the scope's row-level-security context: the workspace's own rows, or all as the platform. */
export function withScope<T>(ctx: AuditLogContext, work: (tx: Tx) => Promise<T>): Promise<T> {
  const db = ctx.database.db;
  return ctx.scope.kind === 'workspace'
    ? withTenant({ db, tenantId: ctx.scope.tenantId }, work)
    : withPlatform({ db }, work);
}
