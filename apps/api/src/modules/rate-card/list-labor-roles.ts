import { withTenant } from '@scopewright/db';
import { LaborRoleListQuery, type LaborRoleList } from '@scopewright/domain';
import type { TenantContext } from '../../platform/access/use-case-context';
import { selectLaborRoles, toLaborRoleView } from './labor-roles.queries';

/** The rate card in its display order (archived roles last when included). */
export function listLaborRoles(ctx: TenantContext, query: LaborRoleListQuery): Promise<LaborRoleList> {
  const { archived } = LaborRoleListQuery.parse(query);
  return withTenant({ db: ctx.database.db, tenantId: ctx.tenantId }, async (tx) => ({
    roles: (await selectLaborRoles(tx, ctx.tenantId, archived)).map(toLaborRoleView),
  }));
}
