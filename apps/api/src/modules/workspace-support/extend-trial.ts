import { tenants } from '@scopewright/db';
import {
  canExtendTrial,
  extendedTrialEnd,
  WORKSPACE_SUPPORT_COPY as COPY,
  type ExtendTrialInput,
  type TenantDetail,
} from '@scopewright/domain';
import { eq } from 'drizzle-orm';
import type { UseCaseContext } from '../../platform/access/use-case-context';
import { changedFields, recordAudit } from '../../platform/audit/record-audit';
import { AppError } from '../../platform/errors';
import { inWorkspace, readTenantDetail } from './workspace-detail.queries';

/**
 * POST /api/platform/workspaces/{id}/extend-trial: a workspace on trial, or whose trial ended without a paid plan,
 * gets `days` more after the later of now and its trial's end; an expired trial is a trial again. A paying (or
 * billing-suspended, or read-only) workspace has no trial to extend: 409.
 */
export async function extendTrial(
  ctx: UseCaseContext,
  tenantId: string,
  input: ExtendTrialInput,
  now = new Date(),
): Promise<TenantDetail> {
  return inWorkspace(ctx, tenantId, async (tx, tenant) => {
    if (!canExtendTrial(tenant.activeTier)) throw new AppError('CONFLICT', COPY.trialNotExtendable);
    const trialEndDate = extendedTrialEnd(tenant.trialEndDate, now, input.days);
    const activeTier = 'trial';
    const [updated] = await tx
      .update(tenants)
      .set({ trialEndDate, activeTier, trialStartDate: tenant.trialStartDate ?? now })
      .where(eq(tenants.id, tenantId))
      .returning();
    if (!updated) throw new AppError('NOT_FOUND', COPY.notFound);
    const field = (row: { trialEndDate: Date | null; activeTier: string }) => ({
      trialEndDate: row.trialEndDate?.toISOString() ?? null,
      activeTier: row.activeTier,
    });
    await recordAudit(tx, ctx, {
      action: 'workspace.trial_extended',
      tenantId,
      target: { type: 'workspace', id: tenantId, label: tenant.name },
      changes: changedFields(field(tenant), field(updated), ['trialEndDate', 'activeTier']),
      reason: input.reason,
      metadata: { days: input.days },
    });
    return readTenantDetail(tx, ctx, updated, now);
  });
}
