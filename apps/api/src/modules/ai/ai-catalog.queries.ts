import { catalogItems, type Tx } from '@scopewright/db';
import type { CatalogCandidate } from '@scopewright/scoping';
import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';

/** More than any MSP's active product and service list; bounds the engine's work per call. */
const MAX_CANDIDATES = 2_000;

/** The workspace's active products and recurring services: the only items the engines may propose. */
export async function listCatalogCandidates(tx: Tx, tenantId: string): Promise<CatalogCandidate[]> {
  return tx
    .select({
      id: catalogItems.id,
      kind: catalogItems.kind,
      name: catalogItems.name,
      description: catalogItems.description,
      sku: catalogItems.sku,
      manufacturer: catalogItems.manufacturer,
      category: catalogItems.category,
      unit: catalogItems.unit,
      unitPriceCents: catalogItems.unitPriceCents,
      unitCostCents: catalogItems.unitCostCents,
      frequency: catalogItems.frequency,
      taxable: catalogItems.taxable,
    })
    .from(catalogItems)
    .where(
      and(eq(catalogItems.tenantId, tenantId), isNull(catalogItems.archivedAt), ne(catalogItems.kind, 'labor_package')),
    )
    .orderBy(asc(catalogItems.createdAt), asc(sql`lower(${catalogItems.name})`))
    .limit(MAX_CANDIDATES);
}
