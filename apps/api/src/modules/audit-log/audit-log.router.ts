import { AUDIT_LOG_TRUNCATED_HEADER } from '@scopewright/domain';
import type { Context } from 'hono';
import type { AppEnv } from '../../platform/context';
import { createRouter, firstQueryProblem } from '../../platform/openapi';
import {
  platformAuditLogContext,
  workspaceAuditLogContext,
  type AuditLogContext,
  type AuditLogServices,
} from './audit-log-context';
import * as routes from './audit-log.routes';
import { exportAuditLog } from './export-audit-log';
import { listAuditLog } from './list-audit-log';

/**
 * Settings → Audit log (a workspace's admins: their own entries) and Super admin → Audit (every entry): one use
 * case per action behind both doors. Read-only: no route edits or deletes an entry
 * (docs/decisions/0058-platform-console-and-audit-log.md).
 */
export function auditLogRouter(services: AuditLogServices) {
  const own = (c: Context<AppEnv>) => workspaceAuditLogContext(c, services);
  const all = (c: Context<AppEnv>) => platformAuditLogContext(c, services);
  const noStore = (c: Context<AppEnv>) => c.header('Cache-Control', 'no-store');
  const csv = async (c: Context<AppEnv>, ctx: AuditLogContext, filters: Parameters<typeof exportAuditLog>[1]) => {
    const file = await exportAuditLog(ctx, filters);
    const day = new Date().toISOString().slice(0, 10);
    return c.body(file.csv, 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="audit-log-${day}.csv"`,
      'Cache-Control': 'no-store',
      [AUDIT_LOG_TRUNCATED_HEADER]: String(file.truncated),
    });
  };
  return createRouter()
    .openapi(routes.exportAuditLogRoute, async (c) => csv(c, own(c), c.req.valid('query')), firstQueryProblem)
    .openapi(
      routes.listAuditLogRoute,
      async (c) => {
        noStore(c);
        return c.json(await listAuditLog(own(c), c.req.valid('query')), 200);
      },
      firstQueryProblem,
    )
    .openapi(routes.platformExportAuditLogRoute, async (c) => csv(c, all(c), c.req.valid('query')), firstQueryProblem)
    .openapi(
      routes.platformListAuditLogRoute,
      async (c) => {
        noStore(c);
        return c.json(await listAuditLog(all(c), c.req.valid('query')), 200);
      },
      firstQueryProblem,
    );
}
