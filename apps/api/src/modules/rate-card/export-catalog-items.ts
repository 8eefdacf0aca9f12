import { catalogItems, withTenant } from '@scopewright/db';
import { CatalogListQuery, serialiseCatalogCsv } from '@scopewright/domain';
import { asc, sql } from 'drizzle-orm';
import type { TenantContext } from '../../platform/access/use-case-context';
import { toCatalogItemView } from './catalog-items.queries';
import { catalogFilter } from './list-catalog-items';

/** The catalog (same filters as the list, no paging) as a CSV file the import reads back; UTF-8 with a BOM for Excel. */
export function exportCatalogItems(ctx: TenantContext, input: CatalogListQuery): Promise<string> {
  const query = CatalogListQuery.parse(input);
  return withTenant({ db: ctx.database.db, tenantId: ctx.tenantId }, async (tx) => {
    const rows = await tx
      .select()
      .from(catalogItems)
      .where(catalogFilter(ctx.tenantId, query))
      .orderBy(asc(sql`lower(${catalogItems.category})`), asc(sql`lower(${catalogItems.name})`), asc(catalogItems.id));
    return `\uFEFF${serialiseCatalogCsv(rows.map(toCatalogItemView))}\r\n`;
  });
}
