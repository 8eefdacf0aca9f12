import { laborRoles, withTenant } from '@scopewright/db';
import { RATE_CARD_COPY, ReorderLaborRolesInput, type LaborRoleList } from '@scopewright/domain';
import { eq, sql } from 'drizzle-orm';
import type { TenantContext } from '../../platform/access/use-case-context';
import { recordAudit } from '../../platform/audit/record-audit';
import { AppError } from '../../platform/errors';
import { selectLaborRoles, toLaborRoleView } from './labor-roles.queries';

/**
 * Sets the display order of the active roles. The ids must be exactly the active roles: an unknown id is 404, a
 * list made stale by another admin's add or archive is refused (409) instead of silently misplacing a role.
 */
export function reorderLaborRoles(ctx: TenantContext, input: ReorderLaborRolesInput): Promise<LaborRoleList> {
  const { ids } = ReorderLaborRolesInput.parse(input);
  return withTenant({ db: ctx.database.db, tenantId: ctx.tenantId }, async (tx) => {
    const known = await tx
      .select({ id: laborRoles.id, archivedAt: laborRoles.archivedAt })
      .from(laborRoles)
      .where(eq(laborRoles.tenantId, ctx.tenantId))
      .for('update');
    const knownIds = new Set(known.map((row) => row.id));
    if (!ids.every((id) => knownIds.has(id))) throw new AppError('NOT_FOUND', 'One of these roles does not exist.');
    const activeIds = new Set(known.filter((row) => !row.archivedAt).map((row) => row.id));
    if (activeIds.size !== ids.length || !ids.every((id) => activeIds.has(id))) {
      throw new AppError('CONFLICT', RATE_CARD_COPY.orderMismatch);
    }
    const positions = sql.join(
      ids.map((id, position) => sql`(${id}::uuid, ${position}::int)`),
      sql`, `,
    );
    await tx.execute(sql`
      update ${laborRoles} set position = v.position, updated_at = now()
      from (values ${positions}) as v(id, position)
      where ${laborRoles.id} = v.id and ${laborRoles.tenantId} = ${ctx.tenantId}`);
    const roles = (await selectLaborRoles(tx, ctx.tenantId, 'exclude')).map(toLaborRoleView);
    await recordAudit(tx, ctx, {
      action: 'rate_card.roles_reordered',
      tenantId: ctx.tenantId,
      metadata: { order: roles.map((role) => role.name) },
    });
    return { roles };
  });
}
