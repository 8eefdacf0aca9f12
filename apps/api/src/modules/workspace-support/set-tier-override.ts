import { profiles } from '@scopewright/db';
import { WORKSPACE_SUPPORT_COPY as COPY, type SetTierOverrideInput, type TenantDetail } from '@scopewright/domain';
import { and, eq } from 'drizzle-orm';
import type { UseCaseContext } from '../../platform/access/use-case-context';
import { changedFields, recordAudit } from '../../platform/audit/record-audit';
import { AppError } from '../../platform/errors';
import { inWorkspace, lockMember, memberTarget, readTenantDetail } from './workspace-detail.queries';

/**
 * PUT /api/platform/workspaces/{id}/members/{userId}/tier-override: the member gets the features of `tier` instead
 * of the workspace's plan (null clears it). The actor's access summary applies it (platform/access/actor.ts, domain
 * withTierOverride); the profiles trigger drops the member's cached sessions, so it holds from their next request.
 */
export async function setTierOverride(
  ctx: UseCaseContext,
  tenantId: string,
  userId: string,
  input: SetTierOverrideInput,
  now = new Date(),
): Promise<TenantDetail> {
  return inWorkspace(ctx, tenantId, async (tx, tenant) => {
    const member = await lockMember(tx, tenantId, userId);
    if ((member.tierOverride ?? null) === input.tier) throw new AppError('CONFLICT', COPY.sameTierOverride);
    await tx
      .update(profiles)
      .set({ tierOverride: input.tier })
      .where(and(eq(profiles.id, member.id), eq(profiles.tenantId, tenantId)));
    await recordAudit(tx, ctx, {
      action: 'member.tier_override_set',
      tenantId,
      target: memberTarget(member),
      changes: changedFields({ tierOverride: member.tierOverride }, { tierOverride: input.tier }, ['tierOverride']),
      reason: input.reason,
    });
    return readTenantDetail(tx, ctx, tenant, now);
  });
}
