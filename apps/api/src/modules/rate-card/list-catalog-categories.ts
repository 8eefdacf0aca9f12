import { catalogItems, withTenant } from '@scopewright/db';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { TenantContext } from '../../platform/access/use-case-context';

/** The categories in use by active items, for the filter and the item form (first spelling of each wins). */
export function listCatalogCategories(ctx: TenantContext): Promise<{ categories: string[] }> {
  return withTenant({ db: ctx.database.db, tenantId: ctx.tenantId }, async (tx) => {
    const rows = await tx
      .select({ category: sql<string>`min(${catalogItems.category})` })
      .from(catalogItems)
      .where(
        and(eq(catalogItems.tenantId, ctx.tenantId), isNull(catalogItems.archivedAt), isNotNull(catalogItems.category)),
      )
      .groupBy(sql`lower(${catalogItems.category})`)
      .orderBy(sql`lower(${catalogItems.category})`);
    return { categories: rows.map((row) => row.category) };
  });
}
