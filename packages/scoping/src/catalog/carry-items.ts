import type { SuggestedItem } from '@scopewright/domain';
import type { QuantityFact } from '../engine/resolve-quantity';
import type { CatalogCandidate } from '../engine/types';
import { buildCatalogIndex } from './catalog-index';
import { toSuggestedItem } from './suggest-items';

/**
 * A refinement keeps the catalog lines of the run it refines (still in the catalog, re-priced from it); a count
 * the refinement changed ("make it 25 users") changes theirs. Lines the refinement names anew replace them.
 */
export function carryItems(
  previous: readonly SuggestedItem[],
  fresh: readonly SuggestedItem[],
  catalog: readonly CatalogCandidate[],
  facts: readonly QuantityFact[],
): SuggestedItem[] {
  const index = buildCatalogIndex(catalog);
  const byId = new Map(index.items.map((indexed) => [indexed.item.id, indexed]));
  const freshIds = new Set(fresh.map((item) => item.catalogItemId));
  const kept = previous.flatMap((old) => {
    const indexed = byId.get(old.catalogItemId);
    if (!indexed || freshIds.has(old.catalogItemId)) return [];
    const changed = indexed.unit ? facts.findLast((fact) => fact.unit === indexed.unit) : undefined;
    const quantity = changed?.value && changed.value > 0 ? changed.value : old.quantity;
    const why = quantity === old.quantity ? old.rationale : `${changed?.text ?? quantity} × ${indexed.item.name}`;
    return [toSuggestedItem(indexed.item, quantity, why, old.matchedText)];
  });
  return [...kept, ...fresh];
}
