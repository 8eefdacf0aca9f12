import type { CatalogCandidate } from '../engine/types';
import { isGeneric } from '../engine/tokenise';
import { buildCatalogIndex } from './catalog-index';
import { tokeniseWithOffsets } from './positional-tokens';

/**
 * The catalog items most related to a description (BM25-style: rarer shared words weigh more, name words
 * double, generic words little): the LLM engine's grounding. It may only propose items from this list.
 */
export function retrieveCatalogItems(
  description: string,
  catalog: readonly CatalogCandidate[],
  limit: number,
): CatalogCandidate[] {
  const index = buildCatalogIndex(catalog);
  const words = new Set(tokeniseWithOffsets(description).map((token) => token.token));
  const scored = index.items.map((indexed) => {
    const names = new Set(indexed.nameTokens);
    const shared = [...indexed.allTokens].filter((token) => words.has(token));
    // "users", "managed": shared by half the catalog, they rank but never make an item related on their own.
    const score = shared.some((token) => !isGeneric(token))
      ? shared.reduce((sum, t) => sum + index.idf(t) * (names.has(t) ? 2 : 1) * (isGeneric(t) ? 0.2 : 1), 0)
      : 0;
    return { item: indexed.item, score };
  });
  return scored
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score)
    .slice(0, limit)
    .map((entry) => entry.item);
}
