import { catalogItems, laborRoles, pipelineStages, type Tx } from '@scopewright/db';
import { INTEGRATION_LIMITS, MAPPING_PHASES_MAX, type MappingSubjects } from '@scopewright/domain';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';

/** What the workspace maps onto the PSA: active roles, catalog items and stages, and its most used section names. */
export async function listMappingSubjects(tx: Tx, tenantId: string): Promise<MappingSubjects> {
  const named = { id: sql<string>`id::text`, name: sql<string>`name` };
  const roles = await tx
    .select(named)
    .from(laborRoles)
    .where(and(eq(laborRoles.tenantId, tenantId), isNull(laborRoles.archivedAt)))
    .orderBy(asc(laborRoles.position), asc(laborRoles.name));
  const catalog = (kind: 'product' | 'recurring_service') =>
    tx
      .select(named)
      .from(catalogItems)
      .where(and(eq(catalogItems.tenantId, tenantId), eq(catalogItems.kind, kind), isNull(catalogItems.archivedAt)))
      .orderBy(asc(catalogItems.name))
      .limit(INTEGRATION_LIMITS.mappingEntries);
  const stages = await tx
    .select(named)
    .from(pipelineStages)
    .where(and(eq(pipelineStages.tenantId, tenantId), isNull(pipelineStages.retiredAt)))
    .orderBy(asc(pipelineStages.position));
  return {
    roles,
    phases: await listPhaseNames(tx, tenantId),
    products: await catalog('product'),
    recurring: await catalog('recurring_service'),
    stages,
  };
}

/** Section names of the workspace's quotes (counted once per quote) and templates, most used first. */
async function listPhaseNames(tx: Tx, tenantId: string): Promise<string[]> {
  const { rows } = await tx.execute<{ name: string }>(sql`
    with used as (
      select s.name, count(distinct v.quote_id) as uses
      from quote_sections s
      join quote_versions v on v.tenant_id = s.tenant_id and v.id = s.version_id
      where s.tenant_id = ${tenantId}
      group by s.name
      union all
      select section->>'name', count(*)
      from templates t,
        jsonb_array_elements(
          case when jsonb_typeof(t.document->'content'->'sections') = 'array'
            then t.document->'content'->'sections' else '[]'::jsonb end
        ) section
      where t.tenant_id = ${tenantId} and t.archived_at is null and jsonb_typeof(section->'name') = 'string'
      group by section->>'name'
    )
    select min(btrim(name)) as name
    from used
    where btrim(name) <> ''
    group by lower(btrim(name))
    order by sum(uses) desc, min(btrim(name))
    limit ${MAPPING_PHASES_MAX}
  `);
  return rows.map((row) => row.name);
}
