import { laborRoles, withTenant } from '@scopewright/db';
import type { LaborRoleView } from '@scopewright/domain';
import { and, eq } from 'drizzle-orm';
import type { TenantContext } from '../../platform/access/use-case-context';
import { AppError } from '../../platform/errors';
import { recordRoleChange } from './rate-card-audit';
import {
  assertRoleNameFree,
  getLaborRoleOrThrow,
  nextRolePosition,
  toLaborRoleView,
  withRoleNameGuard,
} from './labor-roles.queries';

/**
 * Archives a role (it leaves the wizard's pickers; quotes keep their copy) or restores it at the end of the
 * rate card. Idempotent; restoring fails when an active role has taken its name meanwhile.
 */
export async function setLaborRoleArchived(ctx: TenantContext, id: string, archived: boolean): Promise<LaborRoleView> {
  return withTenant({ db: ctx.database.db, tenantId: ctx.tenantId }, async (tx) => {
    const current = await getLaborRoleOrThrow(tx, ctx.tenantId, id);
    if (Boolean(current.archivedAt) === archived) return toLaborRoleView(current);
    if (!archived) await assertRoleNameFree(tx, ctx.tenantId, current.name, id);
    const values = archived
      ? { archivedAt: new Date() }
      : { archivedAt: null, position: await nextRolePosition(tx, ctx.tenantId) };
    const [row] = await withRoleNameGuard(current.name, () =>
      tx
        .update(laborRoles)
        .set(values)
        .where(and(eq(laborRoles.tenantId, ctx.tenantId), eq(laborRoles.id, id)))
        .returning(),
    );
    if (!row) throw new AppError('NOT_FOUND');
    const view = toLaborRoleView(row);
    // Roles are archived, never deleted (quotes keep their copy): archiving is the rate card's removal.
    await recordRoleChange(
      tx,
      ctx,
      archived ? 'rate_card.role_deleted' : 'rate_card.role_updated',
      toLaborRoleView(current),
      view,
      { archived },
    );
    return view;
  });
}
