import { catalogItems, withTenant } from '@scopewright/db';
import type { CatalogItemView } from '@scopewright/domain';
import { and, eq } from 'drizzle-orm';
import type { TenantContext } from '../../platform/access/use-case-context';
import { AppError } from '../../platform/errors';
import { toCatalogItemView } from './catalog-items.queries';

/** GET /api/rate-card/catalog/{itemId}: one item of the workspace, archived or not. */
export function getCatalogItem(ctx: TenantContext, id: string): Promise<CatalogItemView> {
  return withTenant({ db: ctx.database.db, tenantId: ctx.tenantId }, async (tx) => {
    const [row] = await tx
      .select()
      .from(catalogItems)
      .where(and(eq(catalogItems.tenantId, ctx.tenantId), eq(catalogItems.id, id)));
    if (!row) throw new AppError('NOT_FOUND', 'This catalog item does not exist or was removed.');
    return toCatalogItemView(row);
  });
}
