import { catalogItems, withTenant } from '@scopewright/db';
import { CreateCatalogItemInput, type CatalogItemView } from '@scopewright/domain';
import type { TenantContext } from '../../platform/access/use-case-context';
import { AppError } from '../../platform/errors';
import { recordItemChange } from './rate-card-audit';
import { assertSkuFree, toCatalogItemView, withSkuGuard } from './catalog-items.queries';

export function createCatalogItem(ctx: TenantContext, input: CreateCatalogItemInput): Promise<CatalogItemView> {
  const values = CreateCatalogItemInput.parse(input);
  return withSkuGuard(values.sku, () =>
    withTenant({ db: ctx.database.db, tenantId: ctx.tenantId }, async (tx) => {
      await assertSkuFree(tx, ctx.tenantId, values.sku);
      const [row] = await tx
        .insert(catalogItems)
        .values({ ...values, tenantId: ctx.tenantId })
        .returning();
      if (!row) throw new AppError('INTERNAL');
      const view = toCatalogItemView(row);
      await recordItemChange(tx, ctx, 'catalog.item_created', null, view);
      return view;
    }),
  );
}
