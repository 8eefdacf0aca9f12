import { personId } from '../../platform/access/actor';
import { profiles, userRoles, withTenant } from '@scopewright/db';
import { TEAM_COPY, type AssignableRole, type TeamMember } from '@scopewright/domain';
import { and, eq } from 'drizzle-orm';
import { enforceLimit } from '../../platform/access/enforce-limit';
import type { TenantContext } from '../../platform/access/use-case-context';
import { AppError } from '../../platform/errors';
import { recordAudit } from '../../platform/audit/record-audit';
import {
  assertStillManages,
  countOtherAdmins,
  countSeatsUsed,
  getMemberOrThrow,
  lockTeam,
  toTeamMember,
} from './team.queries';

export interface UpdateMemberRoleInput {
  userId: string;
  role: AssignableRole;
}

/**
 * PATCH /api/team/{userId}: a role change, or the approval of a pending user (who then takes a seat). The
 * profile and the role record change together; the owner keeps admin and a workspace keeps at least one admin.
 */
export async function updateMemberRole(
  ctx: TenantContext,
  input: UpdateMemberRoleInput,
  now = new Date(),
): Promise<{ member: TeamMember }> {
  if (input.userId === personId(ctx.actor)) throw new AppError('CONFLICT', TEAM_COPY.cannotChangeOwnRole);
  const { tenantId } = ctx;
  return withTenant({ db: ctx.database.db, tenantId }, async (tx) => {
    await lockTeam(tx, tenantId);
    await assertStillManages(tx, ctx);
    const member = await getMemberOrThrow(tx, tenantId, input.userId);
    if (member.role === 'super_admin') throw new AppError('CONFLICT', TEAM_COPY.superAdminLocked);
    if (member.role === input.role) return { member: toTeamMember(member, personId(ctx.actor)) };
    if (member.isOwner) throw new AppError('CONFLICT', TEAM_COPY.ownerRoleLocked);
    if (member.role === 'msp_admin' && (await countOtherAdmins(tx, tenantId, member.id)) === 0) {
      throw new AppError('CONFLICT', TEAM_COPY.lastAdmin);
    }
    const approving = member.role === 'pending_user';
    if (approving) {
      await enforceLimit(tx, { tenantId, limit: 'maxUsers', now, countUsed: (t) => countSeatsUsed(t, tenantId, now) });
    }
    // A joiner gave their names at sign-up and their workspace is this one: approval leaves nothing to onboard.
    const onboarded = approving && Boolean(member.firstName?.trim() && member.lastName?.trim());
    const [updated] = await tx
      .update(profiles)
      .set({ role: input.role, ...(onboarded ? { onboardingCompleted: true } : {}) })
      .where(and(eq(profiles.id, member.id), eq(profiles.tenantId, tenantId)))
      .returning();
    await tx
      .insert(userRoles)
      .values({ userId: member.id, tenantId, role: input.role })
      .onConflictDoUpdate({
        target: [userRoles.userId, userRoles.tenantId],
        set: { role: input.role, updatedAt: now },
      });
    if (!updated) throw new AppError('NOT_FOUND');
    await recordAudit(tx, ctx, {
      action: 'member.role_changed',
      tenantId,
      target: { type: 'user', id: member.id, label: member.email },
      changes: { role: { before: member.role, after: input.role } },
      ...(approving ? { metadata: { approved: true } } : {}),
    });
    return { member: toTeamMember(updated, personId(ctx.actor)) };
  });
}
