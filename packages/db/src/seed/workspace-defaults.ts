import { DEFAULT_CATALOG_ITEMS, DEFAULT_LABOR_ROLES } from '@scopewright/domain';
import { eq } from 'drizzle-orm';
import { catalogItems, laborRoles } from '../schema/rate-card';
import type { Tx } from '../tenancy/with-tenant';

export interface WorkspaceDefaultsResult {
  roles: number;
  catalogItems: number;
}

/**
 * The starter rate card and catalog of a workspace, in the caller's transaction (tenant or
 * platform scope). Idempotent: each list is filled only while the workspace has none at all (archived included),
 * so running it again, or for a workspace whose admin already shaped their own, changes nothing.
 */
export async function insertWorkspaceDefaults(tx: Tx, tenantId: string): Promise<WorkspaceDefaultsResult> {
  const result: WorkspaceDefaultsResult = { roles: 0, catalogItems: 0 };
  if ((await tx.$count(laborRoles, eq(laborRoles.tenantId, tenantId))) === 0) {
    const rows = await tx
      .insert(laborRoles)
      .values(DEFAULT_LABOR_ROLES.map((role, position) => ({ ...role, tenantId, position })))
      .onConflictDoNothing()
      .returning({ id: laborRoles.id });
    result.roles = rows.length;
  }
  if ((await tx.$count(catalogItems, eq(catalogItems.tenantId, tenantId))) === 0) {
    const rows = await tx
      .insert(catalogItems)
      .values(DEFAULT_CATALOG_ITEMS.map((item) => ({ ...item, tenantId })))
      .onConflictDoNothing()
      .returning({ id: catalogItems.id });
    result.catalogItems = rows.length;
  }
  return result;
}
