import { AUDIT_LOG_EXPORT_MAX_ROWS, toAuditLogCsv, type AuditLogFilters } from '@scopewright/domain';
import { withScope, type AuditLogContext } from './audit-log-context';
import { selectAuditRows, selectTenantNames, tenantIdsOf, toAuditLogEntry } from './audit-log.queries';

export interface AuditLogExport {
  csv: string;
  rows: number;
  /** More entries matched than AUDIT_LOG_EXPORT_MAX_ROWS: the file holds the newest ones only. */
  truncated: boolean;
}

/**
 * GET /api/audit-log/export and /api/platform/audit-log/export: the list's filters as CSV, newest first, at most
 * AUDIT_LOG_EXPORT_MAX_ROWS rows (one more is read to know whether the file was cut). Every entry names its
 * workspace (on a workspace's door, its own).
 */
export function exportAuditLog(ctx: AuditLogContext, filters: AuditLogFilters): Promise<AuditLogExport> {
  return withScope(ctx, async (tx) => {
    const read = await selectAuditRows(tx, ctx.scope, filters, AUDIT_LOG_EXPORT_MAX_ROWS + 1);
    const rows = read.slice(0, AUDIT_LOG_EXPORT_MAX_ROWS);
    const ids = ctx.scope.kind === 'workspace' ? [ctx.scope.tenantId] : tenantIdsOf(rows);
    const names = await selectTenantNames(tx, ids);
    return {
      csv: toAuditLogCsv(rows.map((row) => toAuditLogEntry(row, names))),
      rows: rows.length,
      truncated: read.length > AUDIT_LOG_EXPORT_MAX_ROWS,
    };
  });
}
