import { queryPrepared, type PreparedStatement, type Tx } from '@scopewright/db';
import type { CatalogCandidate } from '@scopewright/scoping';

/** More than any MSP's active product and service list; bounds the engine's work per call. */
const MAX_CANDIDATES = 2_000;

/** Every AI suggestion reads it: a prepared statement (money is bigint, read as float8 for a number). */
const CANDIDATES: PreparedStatement = {
  name: 'ai-catalog-candidates',
  text: `select id, kind, name, description, sku, manufacturer, category, unit,
    unit_price_cents::float8 as "unitPriceCents", unit_cost_cents::float8 as "unitCostCents", frequency, taxable
  from catalog_items where tenant_id = $1 and archived_at is null and kind <> 'labor_package'
  order by created_at, lower(name) limit ${MAX_CANDIDATES}`,
};

/** Workspaces whose last catalog is held (least recently used go first). */
const MAX_HELD = 200;
const held = new Map<string, readonly CatalogCandidate[]>();

const FIELDS = [
  'id',
  'kind',
  'name',
  'description',
  'sku',
  'manufacturer',
  'category',
  'unit',
  'unitPriceCents',
  'unitCostCents',
  'frequency',
  'taxable',
] as const satisfies readonly (keyof CatalogCandidate)[];

const isSame = (a: readonly CatalogCandidate[], b: readonly CatalogCandidate[]) =>
  a.length === b.length && a.every((item, i) => FIELDS.every((field) => item[field] === b[i]![field]));

/**
 * The workspace's active products and recurring services: the only items the engines may propose. An unchanged
 * catalog comes back as the same array as last time, so the engine's catalog index (kept per array) is reused
 * instead of being rebuilt on every suggestion.
 */
export async function listCatalogCandidates(tx: Tx, tenantId: string): Promise<readonly CatalogCandidate[]> {
  const rows = await queryPrepared<CatalogCandidate>(tx, CANDIDATES, [tenantId]);
  const before = held.get(tenantId);
  const current = before && isSame(before, rows) ? before : rows;
  held.delete(tenantId);
  held.set(tenantId, current);
  if (held.size > MAX_HELD) held.delete(held.keys().next().value!);
  return current;
}
