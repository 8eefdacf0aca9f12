import { catalogItems, withTenant } from '@scopewright/db';
import { catalogFrequencyIssue, UpdateCatalogItemInput, type CatalogItemView } from '@scopewright/domain';
import { and, eq } from 'drizzle-orm';
import type { TenantContext } from '../../platform/access/use-case-context';
import { AppError } from '../../platform/errors';
import { recordItemChange } from './rate-card-audit';
import { assertSkuFree, getCatalogItemOrThrow, toCatalogItemView, withSkuGuard } from './catalog-items.queries';

/** Changes any subset of an item; the kind/frequency rule holds for the item as it ends up. */
export function updateCatalogItem(
  ctx: TenantContext,
  id: string,
  input: UpdateCatalogItemInput,
): Promise<CatalogItemView> {
  const values = UpdateCatalogItemInput.parse(input);
  return withSkuGuard(values.sku, () =>
    withTenant({ db: ctx.database.db, tenantId: ctx.tenantId }, async (tx) => {
      const current = await getCatalogItemOrThrow(tx, ctx.tenantId, id);
      const issue = catalogFrequencyIssue(values.kind ?? current.kind, values.frequency ?? current.frequency);
      if (issue) throw new AppError('VALIDATION', undefined, { details: [{ path: 'frequency', message: issue }] });
      if (values.sku && !current.archivedAt) await assertSkuFree(tx, ctx.tenantId, values.sku, id);
      const [row] = await tx
        .update(catalogItems)
        .set(values)
        .where(and(eq(catalogItems.tenantId, ctx.tenantId), eq(catalogItems.id, id)))
        .returning();
      if (!row) throw new AppError('NOT_FOUND');
      const view = toCatalogItemView(row);
      await recordItemChange(tx, ctx, 'catalog.item_updated', toCatalogItemView(current), view);
      return view;
    }),
  );
}
