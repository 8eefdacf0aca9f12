import { laborRoles, withTenant } from '@scopewright/db';
import { CreateLaborRoleInput, type LaborRoleView } from '@scopewright/domain';
import type { TenantContext } from '../../platform/access/use-case-context';
import { AppError } from '../../platform/errors';
import { recordRoleChange } from './rate-card-audit';
import { assertRoleNameFree, nextRolePosition, toLaborRoleView, withRoleNameGuard } from './labor-roles.queries';

/** Adds a role at the end of the rate card. */
export function createLaborRole(ctx: TenantContext, input: CreateLaborRoleInput): Promise<LaborRoleView> {
  const values = CreateLaborRoleInput.parse(input);
  return withRoleNameGuard(values.name, () =>
    withTenant({ db: ctx.database.db, tenantId: ctx.tenantId }, async (tx) => {
      await assertRoleNameFree(tx, ctx.tenantId, values.name);
      const position = await nextRolePosition(tx, ctx.tenantId);
      const [row] = await tx
        .insert(laborRoles)
        .values({ ...values, tenantId: ctx.tenantId, position })
        .returning();
      if (!row) throw new AppError('INTERNAL');
      const view = toLaborRoleView(row);
      await recordRoleChange(tx, ctx, 'rate_card.role_created', null, view);
      return view;
    }),
  );
}
