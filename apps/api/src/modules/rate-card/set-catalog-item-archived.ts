import { catalogItems, withTenant } from '@scopewright/db';
import type { CatalogItemView } from '@scopewright/domain';
import { and, eq } from 'drizzle-orm';
import type { TenantContext } from '../../platform/access/use-case-context';
import { AppError } from '../../platform/errors';
import { recordItemChange } from './rate-card-audit';
import { assertSkuFree, getCatalogItemOrThrow, toCatalogItemView, withSkuGuard } from './catalog-items.queries';

/** Archives an item (quotes keep their copy) or restores it; restoring fails when its SKU was reused meanwhile. */
export function setCatalogItemArchived(ctx: TenantContext, id: string, archived: boolean): Promise<CatalogItemView> {
  return withTenant({ db: ctx.database.db, tenantId: ctx.tenantId }, async (tx) => {
    const current = await getCatalogItemOrThrow(tx, ctx.tenantId, id);
    if (Boolean(current.archivedAt) === archived) return toCatalogItemView(current);
    if (!archived) await assertSkuFree(tx, ctx.tenantId, current.sku, id);
    const [row] = await withSkuGuard(current.sku, () =>
      tx
        .update(catalogItems)
        .set({ archivedAt: archived ? new Date() : null })
        .where(and(eq(catalogItems.tenantId, ctx.tenantId), eq(catalogItems.id, id)))
        .returning(),
    );
    if (!row) throw new AppError('NOT_FOUND');
    const view = toCatalogItemView(row);
    // Items are archived, never deleted (quotes keep their copy): archiving is the catalog's removal.
    await recordItemChange(
      tx,
      ctx,
      archived ? 'catalog.item_deleted' : 'catalog.item_updated',
      toCatalogItemView(current),
      view,
      { archived },
    );
    return view;
  });
}
