import type { TenantDetail } from '@scopewright/domain';
import type { UseCaseContext } from '../../platform/access/use-case-context';
import { inWorkspace, readTenantDetail } from './workspace-detail.queries';

/** GET /api/platform/workspaces/{id}: one workspace as the console shows it (super admins). */
export function getWorkspaceDetail(ctx: UseCaseContext, tenantId: string, now = new Date()): Promise<TenantDetail> {
  return inWorkspace(ctx, tenantId, (tx, tenant) => readTenantDetail(tx, ctx, tenant, now), { lock: false });
}
