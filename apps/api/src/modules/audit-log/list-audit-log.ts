import type { AuditLogListQuery, AuditLogPage } from '@scopewright/domain';
import { withScope, type AuditLogContext } from './audit-log-context';
import { selectAuditPage, selectTenantNames, tenantIdsOf, toAuditLogEntry } from './audit-log.queries';

/**
 * GET /api/audit-log and /api/platform/audit-log: the filtered entries, newest first, one keyset page at a time
 * (docs/decisions/0058-platform-console-and-audit-log.md). No total: the log holds millions of rows, so the page
 * says only whether more follow. On the platform door each entry names its workspace, looked up for the page's
 * rows only.
 */
export function listAuditLog(ctx: AuditLogContext, query: AuditLogListQuery): Promise<AuditLogPage> {
  const { cursor, limit, ...filters } = query;
  return withScope(ctx, async (tx) => {
    const { rows, nextCursor } = await selectAuditPage(tx, ctx.scope, filters, { cursor, limit });
    const names = ctx.scope.kind === 'platform' ? await selectTenantNames(tx, tenantIdsOf(rows)) : null;
    return { items: rows.map((row) => toAuditLogEntry(row, names)), hasMore: nextCursor !== null, nextCursor };
  });
}
