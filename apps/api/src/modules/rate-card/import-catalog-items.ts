import { catalogItems, withTenant, type Tx } from '@scopewright/db';
import {
  CATALOG_COPY,
  ImportCatalogInput,
  parseCatalogCsv,
  type CatalogCsvRow,
  type CatalogImportResult,
  type CatalogImportRow,
} from '@scopewright/domain';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { TenantContext } from '../../platform/access/use-case-context';
import { AppError } from '../../platform/errors';
import { isUniqueViolation } from '../../platform/unique-violation';
import { recordAudit } from '../../platform/audit/record-audit';

/**
 * CSV import: a dry run checks every row and says what each would do; a commit writes all rows
 * in one transaction or none (422 with the per-row problems). A row whose SKU matches an active item updates it
 * (only the columns the file has); the others are added. A committed import is ONE audit entry (target the
 * catalog) with its counts, not one per row.
 */
export async function importCatalogItems(ctx: TenantContext, input: ImportCatalogInput): Promise<CatalogImportResult> {
  const { csv, dryRun } = ImportCatalogInput.parse(input);
  const parsed = parseCatalogCsv(csv);
  const base = { dryRun, committed: false, created: 0, updated: 0, rows: [], ignoredHeaders: [] };
  if (!parsed.ok) return refuseOrReport({ ...base, errors: parsed.errors });

  return raceGuard(() =>
    withTenant({ db: ctx.database.db, tenantId: ctx.tenantId }, async (tx) => {
      const existing = await activeIdsBySku(tx, ctx.tenantId, parsed.rows);
      const rows: CatalogImportRow[] = parsed.rows.map(({ row, item }) => ({
        row,
        action: item.sku && existing.has(item.sku.toLowerCase()) ? 'update' : 'create',
        item,
      }));
      const result: CatalogImportResult = {
        dryRun,
        committed: false,
        created: rows.filter((r) => r.action === 'create').length,
        updated: rows.filter((r) => r.action === 'update').length,
        rows: dryRun ? rows : [],
        errors: parsed.errors,
        ignoredHeaders: parsed.ignoredHeaders,
      };
      if (dryRun || parsed.errors.length > 0) return refuseOrReport(result);

      const inserts = rows.filter((r) => r.action === 'create').map((r) => ({ ...r.item, tenantId: ctx.tenantId }));
      if (inserts.length > 0) await tx.insert(catalogItems).values(inserts);
      for (const { item } of rows.filter((r) => r.action === 'update')) {
        const id = existing.get(item.sku!.toLowerCase())!;
        // Only the file's columns: a file without, say, Manufacturer keeps each item's manufacturer.
        const changes = Object.fromEntries(parsed.fields.map((field) => [field, item[field]]));
        await tx
          .update(catalogItems)
          .set(changes)
          .where(and(eq(catalogItems.tenantId, ctx.tenantId), eq(catalogItems.id, id)));
      }
      await recordAudit(tx, ctx, {
        action: 'catalog.item_created',
        tenantId: ctx.tenantId,
        target: { type: 'catalog', id: ctx.tenantId, label: 'Catalog (CSV import)' },
        metadata: {
          imported: result.created + result.updated,
          created: result.created,
          updated: result.updated,
          columns: parsed.fields,
        },
      });
      return { ...result, committed: true };
    }),
  );
}

/** Another admin added an item with one of the file's SKUs between the check and the write. */
async function raceGuard<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', CATALOG_COPY.importRaced);
    throw error;
  }
}

function refuseOrReport(result: CatalogImportResult): CatalogImportResult {
  if (result.dryRun || result.errors.length === 0) return result;
  throw new AppError('VALIDATION', CATALOG_COPY.importHasErrors(result.errors.length), { details: result.errors });
}

async function activeIdsBySku(tx: Tx, tenantId: string, rows: CatalogCsvRow[]): Promise<Map<string, string>> {
  const skus = rows.flatMap(({ item }) => (item.sku ? [item.sku.toLowerCase()] : []));
  if (skus.length === 0) return new Map();
  const found = await tx
    .select({ id: catalogItems.id, sku: sql<string>`lower(${catalogItems.sku})` })
    .from(catalogItems)
    .where(
      and(
        eq(catalogItems.tenantId, tenantId),
        isNull(catalogItems.archivedAt),
        inArray(sql`lower(${catalogItems.sku})`, skus),
      ),
    )
    .for('update');
  return new Map(found.map((row) => [row.sku, row.id]));
}
