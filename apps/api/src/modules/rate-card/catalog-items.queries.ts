import { catalogItems, type CatalogItem, type Tx } from '@scopewright/db';
import { CATALOG_COPY, type CatalogItemView } from '@scopewright/domain';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { AppError } from '../../platform/errors';
import { isUniqueViolation } from '../../platform/unique-violation';

export function toCatalogItemView(row: CatalogItem): CatalogItemView {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    description: row.description,
    sku: row.sku,
    manufacturer: row.manufacturer,
    unit: row.unit,
    unitPriceCents: row.unitPriceCents,
    unitCostCents: row.unitCostCents,
    frequency: row.frequency,
    taxable: row.taxable,
    category: row.category,
    archivedAt: row.archivedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The item (RLS-scoped, row locked for the change), or 404 as for any id the caller cannot see. */
export async function getCatalogItemOrThrow(tx: Tx, tenantId: string, id: string): Promise<CatalogItem> {
  const [row] = await tx
    .select()
    .from(catalogItems)
    .where(and(eq(catalogItems.tenantId, tenantId), eq(catalogItems.id, id)))
    .for('update');
  if (!row) throw new AppError('NOT_FOUND', 'This catalog item does not exist or was removed.');
  return row;
}

export const skuTaken = (sku: string) =>
  new AppError('VALIDATION', CATALOG_COPY.skuTaken(sku), {
    details: [{ path: 'sku', message: CATALOG_COPY.skuTaken(sku) }],
  });

/** Active SKUs are unique per workspace, ignoring case. */
export async function assertSkuFree(tx: Tx, tenantId: string, sku: string | null, exceptId?: string): Promise<void> {
  if (!sku) return;
  const [taken] = await tx
    .select({ id: catalogItems.id })
    .from(catalogItems)
    .where(
      and(
        eq(catalogItems.tenantId, tenantId),
        isNull(catalogItems.archivedAt),
        sql`lower(${catalogItems.sku}) = lower(${sku})`,
        exceptId ? ne(catalogItems.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (taken) throw skuTaken(sku);
}

/** Runs a write that may race another for the same SKU: the loser gets the same field error. */
export async function withSkuGuard<T>(sku: string | null | undefined, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, 'catalog_items_tenant_sku_active_unique')) throw skuTaken(sku ?? '');
    throw error;
  }
}
