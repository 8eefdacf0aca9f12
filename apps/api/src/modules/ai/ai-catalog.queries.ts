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

/** The workspace's active products and recurring services: the only items the engines may propose. */
export function listCatalogCandidates(tx: Tx, tenantId: string): Promise<CatalogCandidate[]> {
  return queryPrepared<CatalogCandidate>(tx, CANDIDATES, [tenantId]);
}
