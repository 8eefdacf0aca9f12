import { catalogItems, withTenant } from '@scopewright/db';
import { CatalogListQuery, type CatalogItemPage } from '@scopewright/domain';
import { and, asc, eq, getTableColumns, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { TenantContext } from '../../platform/access/use-case-context';
import { AppError } from '../../platform/errors';
import { toCatalogItemView } from './catalog-items.queries';
import { containsPattern } from '../../platform/contains-pattern';

type Cursor = { name: string; id: string };

const encodeCursor = (cursor: Cursor) => Buffer.from(JSON.stringify([cursor.name, cursor.id])).toString('base64url');

function decodeCursor(text: string): Cursor {
  try {
    const [name, id] = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as unknown[];
    if (typeof name === 'string' && typeof id === 'string' && /^[0-9a-f-]{36}$/i.test(id)) return { name, id };
  } catch {
    // falls through to the error below
  }
  throw new AppError('VALIDATION', undefined, { details: [{ path: 'query.cursor', message: 'Invalid cursor.' }] });
}

/** The filters shared by the list and the export. */
export function catalogFilter(tenantId: string, query: ReturnType<typeof CatalogListQuery.parse>): SQL | undefined {
  const pattern = query.q ? containsPattern(query.q) : null;
  return and(
    eq(catalogItems.tenantId, tenantId),
    query.archived === 'exclude' ? isNull(catalogItems.archivedAt) : undefined,
    query.archived === 'only' ? isNotNull(catalogItems.archivedAt) : undefined,
    query.kind ? eq(catalogItems.kind, query.kind) : undefined,
    query.category ? sql`lower(${catalogItems.category}) = lower(${query.category})` : undefined,
    pattern
      ? or(
          ilike(catalogItems.name, pattern),
          ilike(catalogItems.sku, pattern),
          ilike(catalogItems.manufacturer, pattern),
          ilike(catalogItems.category, pattern),
        )
      : undefined,
  );
}

/** One page of the catalog by name (keyset on lower(name), id), filtered by search, kind, category, archive. */
export function listCatalogItems(ctx: TenantContext, input: CatalogListQuery): Promise<CatalogItemPage> {
  const query = CatalogListQuery.parse(input);
  const after = query.cursor ? decodeCursor(query.cursor) : null;
  const lowerName = sql`lower(${catalogItems.name})`;
  return withTenant({ db: ctx.database.db, tenantId: ctx.tenantId }, async (tx) => {
    const rows = await tx
      .select({ ...getTableColumns(catalogItems), sortKey: sql<string>`${lowerName}` })
      .from(catalogItems)
      .where(
        and(
          catalogFilter(ctx.tenantId, query),
          after ? sql`(${lowerName}, ${catalogItems.id}) > (${after.name}, ${after.id}::uuid)` : undefined,
        ),
      )
      .orderBy(asc(lowerName), asc(catalogItems.id))
      .limit(query.limit + 1);
    const page = rows.slice(0, query.limit);
    const last = page.at(-1);
    return {
      items: page.map(toCatalogItemView),
      nextCursor: rows.length > query.limit && last ? encodeCursor({ name: last.sortKey, id: last.id }) : null,
    };
  });
}
