import { profiles, sessions, userRoles, withTenant } from '@scopewright/db';
import { TEAM_COPY } from '@scopewright/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { TenantContext } from '../../platform/access/use-case-context';
import { AppError } from '../../platform/errors';
import { recordAudit } from '../../platform/audit/record-audit';
import { assertStillManages, getMemberOrThrow, lockTeam } from './team.queries';

/**
 * DELETE /api/team/{userId}: the member leaves the workspace (no tenant, pending_user, no role record here) and
 * every session of theirs ends in the same transaction, so their next request is 401 (docs/security.md#sessions).
 */
export async function removeMember(ctx: TenantContext, input: { userId: string }): Promise<{ userId: string }> {
  if (input.userId === ctx.actor.userId) throw new AppError('CONFLICT', TEAM_COPY.cannotRemoveSelf);
  const { tenantId } = ctx;
  return withTenant({ db: ctx.database.db, tenantId }, async (tx) => {
    await lockTeam(tx, tenantId);
    await assertStillManages(tx, ctx);
    const member = await getMemberOrThrow(tx, tenantId, input.userId);
    if (member.isOwner) throw new AppError('CONFLICT', TEAM_COPY.ownerCannotBeRemoved);
    if (member.role === 'super_admin') throw new AppError('CONFLICT', TEAM_COPY.superAdminLocked);

    await tx.delete(userRoles).where(and(eq(userRoles.userId, member.id), eq(userRoles.tenantId, tenantId)));
    // The tenant policy's WITH CHECK refuses a row leaving the tenant (tenant_id null): the membership was
    // checked above in the tenant scope, so this one update runs in the platform scope, keyed by id and tenant.
    await tx.execute(sql`select set_config('app.platform', 'on', true)`);
    await tx
      .update(profiles)
      .set({ tenantId: null, role: 'pending_user', isOwner: false })
      .where(and(eq(profiles.id, member.id), eq(profiles.tenantId, tenantId)));
    await tx.execute(sql`select set_config('app.platform', '', true)`);
    await tx.delete(sessions).where(eq(sessions.userId, member.id));
    await recordAudit(tx, ctx, {
      action: 'member.removed',
      tenantId,
      target: { type: 'user', id: member.id, label: member.email },
      changes: { role: { before: member.role, after: null } },
    });
    return { userId: member.id };
  });
}
