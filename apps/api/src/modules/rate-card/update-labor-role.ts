import { laborRoles, withTenant } from '@scopewright/db';
import { UpdateLaborRoleInput, type LaborRoleView } from '@scopewright/domain';
import { and, eq } from 'drizzle-orm';
import type { TenantContext } from '../../platform/access/use-case-context';
import { AppError } from '../../platform/errors';
import { recordRoleChange } from './rate-card-audit';
import { assertRoleNameFree, getLaborRoleOrThrow, toLaborRoleView, withRoleNameGuard } from './labor-roles.queries';

/** Changes any subset of a role. Existing quotes keep the rates they copied (snapshots). */
export function updateLaborRole(ctx: TenantContext, id: string, input: UpdateLaborRoleInput): Promise<LaborRoleView> {
  const values = UpdateLaborRoleInput.parse(input);
  return withRoleNameGuard(values.name ?? '', () =>
    withTenant({ db: ctx.database.db, tenantId: ctx.tenantId }, async (tx) => {
      const current = await getLaborRoleOrThrow(tx, ctx.tenantId, id);
      if (values.name !== undefined && !current.archivedAt) {
        await assertRoleNameFree(tx, ctx.tenantId, values.name, id);
      }
      const [row] = await tx
        .update(laborRoles)
        .set(values)
        .where(and(eq(laborRoles.tenantId, ctx.tenantId), eq(laborRoles.id, id)))
        .returning();
      if (!row) throw new AppError('NOT_FOUND');
      const view = toLaborRoleView(row);
      await recordRoleChange(tx, ctx, 'rate_card.role_updated', toLaborRoleView(current), view);
      return view;
    }),
  );
}
