import { personId } from '../../platform/access/actor';
import { withTenant } from '@scopewright/db';
import { TEAM_COPY, type AssignableRole, type TeamMember } from '@scopewright/domain';
import type { TenantContext } from '../../platform/access/use-case-context';
import { AppError } from '../../platform/errors';
import { recordAudit } from '../../platform/audit/record-audit';
import { applyRoleChange } from './apply-role-change';
import { assertStillManages, getMemberOrThrow, lockTeam, toTeamMember } from './team.queries';

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
    const approving = member.role === 'pending_user';
    const updated = await applyRoleChange(tx, { tenantId, member, role: input.role, now });
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
