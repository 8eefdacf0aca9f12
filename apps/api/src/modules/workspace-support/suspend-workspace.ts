import { tenants } from '@scopewright/db';
import { WORKSPACE_SUPPORT_COPY as COPY, type SupportReasonInput, type TenantDetail } from '@scopewright/domain';
import { eq } from 'drizzle-orm';
import type { UseCaseContext } from '../../platform/access/use-case-context';
import { changedFields, recordAudit } from '../../platform/audit/record-audit';
import { AppError } from '../../platform/errors';
import { inWorkspace, isOwnWorkspace, readTenantDetail } from './workspace-detail.queries';

/**
 * POST /api/platform/workspaces/{id}/suspend and /unsuspend: the support suspension (`tenants.suspended`). The
 * tenants trigger notifies every process's session cache (migration 0019), so members lose (or regain) access on
 * their next request. A super admin cannot suspend their own workspace; suspending twice, or lifting a suspension
 * that is not there, is a 409.
 */
export async function setWorkspaceSuspended(
  ctx: UseCaseContext,
  tenantId: string,
  suspended: boolean,
  input: SupportReasonInput,
  now = new Date(),
): Promise<TenantDetail> {
  return inWorkspace(ctx, tenantId, async (tx, tenant) => {
    if (suspended && (await isOwnWorkspace(tx, ctx, tenantId))) throw new AppError('CONFLICT', COPY.cannotSuspendOwn);
    if (tenant.suspended === suspended) {
      throw new AppError('CONFLICT', suspended ? COPY.alreadySuspended : COPY.notSuspended);
    }
    const [updated] = await tx.update(tenants).set({ suspended }).where(eq(tenants.id, tenantId)).returning();
    if (!updated) throw new AppError('NOT_FOUND', COPY.notFound);
    await recordAudit(tx, ctx, {
      action: suspended ? 'workspace.suspended' : 'workspace.unsuspended',
      tenantId,
      target: { type: 'workspace', id: tenantId, label: tenant.name },
      changes: changedFields({ suspended: tenant.suspended }, { suspended }, ['suspended']),
      reason: input.reason,
    });
    return readTenantDetail(tx, ctx, updated, now);
  });
}
