import type { SuggestedItem } from '@scopewright/domain';
import type { QuantityFact } from '../engine/resolve-quantity';
import type { CatalogCandidate } from '../engine/types';
import { buildCatalogIndex } from './catalog-index';
import { quantityFor, type ItemQuantity } from './catalog-quantity';
import { matchCatalog, type CatalogMatch } from './match-catalog';
import { tokeniseWithOffsets } from './positional-tokens';

const MAX_ITEMS = 20;

function rationale(match: CatalogMatch, quantity: ItemQuantity): string {
  const { item } = match.indexed;
  const source = item.sku ? `catalog SKU ${item.sku}` : 'catalog item';
  const assumed = quantity.isExplicit ? '' : ` (assumed ${quantity.basis} — adjust)`;
  const count = quantity.isExplicit ? quantity.basis : String(quantity.value);
  return `${count} × ${item.name} (${source})${assumed}`;
}

/** A catalog line priced from the tenant's own item: the engine chooses the item and the count, nothing else. */
export function toSuggestedItem(
  item: CatalogCandidate,
  quantity: number,
  why: string,
  matchedText: string,
  serviceId: string | null = null,
) {
  const suggested: SuggestedItem = {
    key: `catalog:${item.id}`,
    catalogItemId: item.id,
    kind: item.kind,
    name: item.name,
    description: item.description,
    sku: item.sku,
    unit: item.unit,
    quantity,
    unitPriceCents: item.unitPriceCents,
    unitCostCents: item.unitCostCents,
    frequency: item.frequency,
    taxable: item.taxable,
    priceCents: Math.round(quantity * item.unitPriceCents),
    rationale: why,
    matchedText,
    serviceId,
  };
  return suggested;
}

/**
 * Product and recurring lines from the workspace's catalog for a description: licences, managed services,
 * hardware by SKU, model or kind, each with its count from the description. Nothing matches → nothing proposed.
 */
export function suggestCatalogItems(
  description: string,
  catalog: readonly CatalogCandidate[],
  facts: readonly QuantityFact[],
): SuggestedItem[] {
  if (catalog.length === 0) return [];
  const index = buildCatalogIndex(catalog);
  const matches = matchCatalog(description, tokeniseWithOffsets(description), index, facts);
  return matches.slice(0, MAX_ITEMS).map((match) => {
    const quantity = quantityFor(description, match, facts);
    const text = description.slice(match.start, match.end);
    return toSuggestedItem(match.indexed.item, quantity.value, rationale(match, quantity), text);
  });
}
