import { profiles, userRoles } from '@scopewright/db';
import {
  isSeatRole,
  ROLE_LABELS,
  TEAM_COPY,
  WORKSPACE_SUPPORT_COPY as COPY,
  type SetMemberRoleInput,
  type TenantDetail,
} from '@scopewright/domain';
import { and, eq } from 'drizzle-orm';
import { enforceLimit } from '../../platform/access/enforce-limit';
import type { UseCaseContext } from '../../platform/access/use-case-context';
import { changedFields, recordAudit } from '../../platform/audit/record-audit';
import { AppError } from '../../platform/errors';
import { countOtherAdmins, countSeatsUsed, lockTeam } from '../team';
import { inWorkspace, lockMember, memberTarget, readTenantDetail } from './workspace-detail.queries';

/**
 * PUT /api/platform/workspaces/{id}/members/{userId}/role: the team's rules (modules/team) from the console — a
 * platform administrator's role is not the workspace's to change, the owner stays an admin, the workspace keeps
 * an admin, and a member who takes a seat again (from Pending User) needs one free on the plan. The profile and the
 * role record change together, with the audit entry. The router then queues the seat sync, as the team's does.
 */
export async function setMemberRole(
  ctx: UseCaseContext,
  tenantId: string,
  userId: string,
  input: SetMemberRoleInput,
  now = new Date(),
): Promise<TenantDetail> {
  return inWorkspace(ctx, tenantId, async (tx, tenant) => {
    await lockTeam(tx, tenantId);
    const member = await lockMember(tx, tenantId, userId);
    if (member.role === 'super_admin') throw new AppError('CONFLICT', TEAM_COPY.superAdminLocked);
    if (member.role === input.role) throw new AppError('CONFLICT', COPY.sameRole(ROLE_LABELS[input.role]));
    if (member.isOwner) throw new AppError('CONFLICT', TEAM_COPY.ownerRoleLocked);
    if (member.role === 'msp_admin' && (await countOtherAdmins(tx, tenantId, member.id)) === 0) {
      throw new AppError('CONFLICT', TEAM_COPY.lastAdmin);
    }
    if (!isSeatRole(member.role) && isSeatRole(input.role)) {
      await enforceLimit(tx, { tenantId, limit: 'maxUsers', now, countUsed: (t) => countSeatsUsed(t, tenantId, now) });
    }
    // As the team's approval: a joiner who gave their names has nothing left to onboard.
    const onboarded =
      member.role === 'pending_user' &&
      isSeatRole(input.role) &&
      Boolean(member.firstName?.trim() && member.lastName?.trim());
    await tx
      .update(profiles)
      .set({ role: input.role, ...(onboarded ? { onboardingCompleted: true } : {}) })
      .where(and(eq(profiles.id, member.id), eq(profiles.tenantId, tenantId)));
    await tx
      .insert(userRoles)
      .values({ userId: member.id, tenantId, role: input.role })
      .onConflictDoUpdate({
        target: [userRoles.userId, userRoles.tenantId],
        set: { role: input.role, updatedAt: now },
      });
    await recordAudit(tx, ctx, {
      action: 'member.role_changed',
      tenantId,
      target: memberTarget(member),
      changes: changedFields({ role: member.role }, { role: input.role }, ['role']),
      reason: input.reason,
    });
    return readTenantDetail(tx, ctx, tenant, now);
  });
}
