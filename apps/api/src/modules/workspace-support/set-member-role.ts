import {
  ROLE_LABELS,
  TEAM_COPY,
  WORKSPACE_SUPPORT_COPY as COPY,
  type SetMemberRoleInput,
  type TenantDetail,
} from '@scopewright/domain';
import type { UseCaseContext } from '../../platform/access/use-case-context';
import { changedFields, recordAudit } from '../../platform/audit/record-audit';
import { AppError } from '../../platform/errors';
import { applyRoleChange, lockTeam } from '../team';
import { inWorkspace, lockMember, memberTarget, readTenantDetail } from './workspace-detail.queries';

/**
 * PUT /api/platform/workspaces/{id}/members/{userId}/role: the team's role rules and change (modules/team,
 * applyRoleChange) from the console, with the super admin's reason in the audit entry; choosing the role a member
 * already has is refused. The router then queues the seat sync, as the team's does.
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
    await applyRoleChange(tx, { tenantId, member, role: input.role, now });
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
