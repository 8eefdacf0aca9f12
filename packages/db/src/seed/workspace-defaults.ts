import {
  DEFAULT_CATALOG_ITEMS,
  DEFAULT_LABOR_ROLES,
  DEFAULT_LOSS_REASONS,
  DEFAULT_PIPELINE_STAGES,
} from '@scopewright/domain';
import { eq } from 'drizzle-orm';
import { lossReasons, pipelineStages } from '../schema/opportunities';
import { catalogItems, laborRoles } from '../schema/rate-card';
import type { Tx } from '../tenancy/with-tenant';

export interface WorkspaceDefaultsResult {
  roles: number;
  catalogItems: number;
  pipelineStages: number;
  lossReasons: number;
}

/**
 * The starter rate card, catalog, pipeline stages and loss reasons of a workspace, in the caller's transaction (tenant or
 * platform scope). Idempotent: each list is filled only while the workspace has none at all (archived included),
 * so running it again, or for a workspace whose admin already shaped their own, changes nothing.
 */
export async function insertWorkspaceDefaults(tx: Tx, tenantId: string): Promise<WorkspaceDefaultsResult> {
  const result: WorkspaceDefaultsResult = {
    roles: 0,
    catalogItems: 0,
    ...(await insertPipelineDefaults(tx, tenantId)),
  };
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

/** The seven stages and the loss reasons of docs/decisions/0047 (migration 0027 gave existing workspaces the same). */
export async function insertPipelineDefaults(
  tx: Tx,
  tenantId: string,
): Promise<Pick<WorkspaceDefaultsResult, 'pipelineStages' | 'lossReasons'>> {
  const result = { pipelineStages: 0, lossReasons: 0 };
  if ((await tx.$count(pipelineStages, eq(pipelineStages.tenantId, tenantId))) === 0) {
    const rows = await tx
      .insert(pipelineStages)
      .values(DEFAULT_PIPELINE_STAGES.map((stage, position) => ({ ...stage, tenantId, position })))
      .onConflictDoNothing()
      .returning({ id: pipelineStages.id });
    result.pipelineStages = rows.length;
  }
  if ((await tx.$count(lossReasons, eq(lossReasons.tenantId, tenantId))) === 0) {
    const rows = await tx
      .insert(lossReasons)
      .values(DEFAULT_LOSS_REASONS.map((label, position) => ({ label, tenantId, position })))
      .onConflictDoNothing()
      .returning({ id: lossReasons.id });
    result.lossReasons = rows.length;
  }
  return result;
}
