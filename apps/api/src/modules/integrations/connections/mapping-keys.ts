import { catalogItems, laborRoles, pipelineStages, type Tx } from '@scopewright/db';
import { and, eq, inArray } from 'drizzle-orm';

export type MappingKeyKind = 'role' | 'product' | 'recurring' | 'stage';

/** Which of the ids are the workspace's records of that kind (archived and retired ones included). */
export async function findMappingKeys(
  tx: Tx,
  tenantId: string,
  kind: MappingKeyKind,
  ids: readonly string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const list = [...ids];
  const rows = await (() => {
    switch (kind) {
      case 'role':
        return tx
          .select({ id: laborRoles.id })
          .from(laborRoles)
          .where(and(eq(laborRoles.tenantId, tenantId), inArray(laborRoles.id, list)));
      case 'product':
      case 'recurring':
        return tx
          .select({ id: catalogItems.id })
          .from(catalogItems)
          .where(
            and(
              eq(catalogItems.tenantId, tenantId),
              eq(catalogItems.kind, kind === 'product' ? 'product' : 'recurring_service'),
              inArray(catalogItems.id, list),
            ),
          );
      case 'stage':
        return tx
          .select({ id: pipelineStages.id })
          .from(pipelineStages)
          .where(and(eq(pipelineStages.tenantId, tenantId), inArray(pipelineStages.id, list)));
    }
  })();
  return new Set(rows.map((row) => row.id));
}
