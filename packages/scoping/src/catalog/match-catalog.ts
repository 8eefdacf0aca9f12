import type { ScopeUnit } from '@scopewright/domain';
import { splitClauses } from '../engine/clauses';
import type { QuantityFact } from '../engine/resolve-quantity';
import { isGeneric } from '../engine/tokenise';
import { EXISTING_CUES, PURCHASE_CUES, RECURRING_CUES, sentenceAround } from './catalog-cues';
import { KIND_NOUNS, type CatalogIndex, type IndexedItem } from './catalog-index';
import type { PositionalToken } from './positional-tokens';

export interface CatalogMatch {
  indexed: IndexedItem;
  /** The words of the description it was read from. */
  start: number;
  end: number;
  via: 'sku' | 'model' | 'name' | 'kind';
  coverage: number;
  /** The name tokens this mention used: a later item needing only these is the same request. */
  claims: readonly string[];
}

const THRESHOLDS = { partialRecurring: 0.5, partialProduct: 0.75 };
const RANK = { sku: 0, model: 1, name: 2, kind: 3 } as const;

interface Cluster {
  from: number;
  to: number;
  matched: Set<string>;
  coverage: number;
}

/** The densest run of the item's name tokens in the description, within a window a little longer than the name. */
function bestCluster(tokens: readonly PositionalToken[], indexed: IndexedItem, idf: (t: string) => number) {
  const names = new Set(indexed.nameTokens);
  const weight = indexed.nameTokens.reduce((sum, token) => sum + idf(token), 0) || 1;
  const positions = tokens.flatMap((token, index) => (names.has(token.token) ? [index] : []));
  let best: Cluster | null = null;
  for (const [at, from] of positions.entries()) {
    const matched = new Set<string>();
    let to = from;
    for (const index of positions.slice(at)) {
      if (index - from > indexed.nameTokens.length + 1) break;
      matched.add(tokens[index]!.token);
      to = index;
    }
    const coverage = [...matched].reduce((sum, token) => sum + idf(token), 0) / weight;
    if (!best || coverage > best.coverage + 1e-9) best = { from, to, matched, coverage };
  }
  return best;
}

function modelHit(tokens: readonly PositionalToken[], indexed: IndexedItem, sku: string) {
  for (const [index, token] of tokens.entries()) {
    const pair = token.token + (tokens[index + 1]?.token ?? '');
    if (sku.length >= 4 && token.token === sku) return { index, last: index, via: 'sku' as const };
    if (sku.length >= 4 && pair === sku) return { index, last: index + 1, via: 'sku' as const };
    if (indexed.modelTokens.has(token.token)) return { index, last: index, via: 'model' as const };
  }
  return null;
}

function nameMatch(
  tokens: readonly PositionalToken[],
  indexed: IndexedItem,
  idf: (t: string) => number,
  hasRecurringCue: boolean,
): CatalogMatch | null {
  const cluster = bestCluster(tokens, indexed, idf);
  const sku = (indexed.item.sku ?? '').toLowerCase().replace(/[^a-z0-9]/g, '');
  const model = modelHit(tokens, indexed, sku);
  const span = (from: number, to: number) => ({ start: tokens[from]!.start, end: tokens[to]!.end });
  const claims = cluster ? [...cluster.matched] : [];
  if (model?.via === 'sku')
    return { indexed, ...span(model.index, model.last), via: 'sku', coverage: 1, claims: [...claims, sku] };
  if (!cluster) return null;
  const base = { indexed, ...span(cluster.from, cluster.to), coverage: cluster.coverage, claims };
  if (model && cluster.matched.size >= 2 && model.index >= cluster.from && model.index <= cluster.to)
    return { ...base, via: 'model' };
  const specific = claims.some((token) => !isGeneric(token));
  if (cluster.coverage > 0.999 && (specific || indexed.nameTokens.length > 1)) return { ...base, via: 'name' };
  if (!specific) return null;
  const recurring = indexed.item.frequency !== 'one_time';
  if (recurring && hasRecurringCue && cluster.coverage >= THRESHOLDS.partialRecurring) return { ...base, via: 'name' };
  if (!recurring && cluster.coverage >= THRESHOLDS.partialProduct) return { ...base, via: 'name' };
  return null;
}

function kindMatches(
  description: string,
  tokens: readonly PositionalToken[],
  index: CatalogIndex,
  facts: readonly QuantityFact[],
  taken: readonly CatalogMatch[],
): CatalogMatch[] {
  const clauses = splitClauses(description);
  const out: CatalogMatch[] = [];
  for (const token of tokens) {
    if (!KIND_NOUNS.has(token.token) || taken.some((m) => token.start >= m.start && token.start <= m.end)) continue;
    if (/^\s*(to|from)\b/i.test(description.slice(token.end))) continue;
    const clause = clauses.find((c) => token.start >= c.start && token.start < c.end) ?? { start: 0, end: 0 };
    const sameKind = (m: CatalogMatch) =>
      m.indexed.kindNoun === token.token && m.start >= clause.start && m.start < clause.end;
    if (taken.some(sameKind)) continue;
    const sentence = sentenceAround(description, token.start);
    const inRange = (range: { start: number; end: number }) =>
      tokens.filter((t) => t.start >= range.start && t.start < range.end).map((t) => t.token);
    const purchase = inRange(sentence).some((t) => PURCHASE_CUES.has(t));
    const existing = inRange(clause).some((t) => EXISTING_CUES.has(t));
    const unit: ScopeUnit | null = KIND_NOUNS.get(token.token) ?? null;
    const counted = facts.some(
      (f) => f.unit === unit && f.start <= token.start && token.start < f.start + f.text.length,
    );
    if ((existing && !purchase) || !(purchase || counted)) continue;
    const nearby = new Set(inRange(clause));
    const candidates = index.items.filter(
      (item) => item.kindNoun === token.token && ![...taken, ...out].some((m) => m.indexed === item),
    );
    const score = (item: IndexedItem) =>
      [...item.allTokens].filter((t) => nearby.has(t)).reduce((sum, t) => sum + index.idf(t), 0);
    const best = candidates.reduce<IndexedItem | null>((a, b) => (!a || score(b) > score(a) ? b : a), null);
    if (best) out.push({ indexed: best, start: token.start, end: token.end, via: 'kind', coverage: 0, claims: [] });
  }
  return out;
}

/**
 * Catalog items the description asks for: by SKU or model number, by name (most of the name's weight in a short
 * span), or hardware by kind ("12 access points") when the text buys it. One item per request: an item whose
 * matched name words an earlier, better item already used is the same request ("managed backup" → one backup).
 */
export function matchCatalog(
  description: string,
  tokens: readonly PositionalToken[],
  index: CatalogIndex,
  facts: readonly QuantityFact[],
): CatalogMatch[] {
  const hasRecurringCue = tokens.some((t) => RECURRING_CUES.has(t.token));
  const explicit = (m: CatalogMatch) => (m.indexed.unit && facts.some((f) => f.unit === m.indexed.unit) ? 0 : 1);
  const candidates = index.items
    .map((indexed) => nameMatch(tokens, indexed, index.idf, hasRecurringCue))
    .filter((match): match is CatalogMatch => match !== null)
    .sort((a, b) => RANK[a.via] - RANK[b.via] || b.coverage - a.coverage || explicit(a) - explicit(b));
  const picked: CatalogMatch[] = [];
  const claimed = new Set<string>();
  for (const match of candidates) {
    if (match.claims.length > 0 && match.claims.every((token) => claimed.has(token))) continue;
    picked.push(match);
    for (const token of match.claims) claimed.add(token);
  }
  const all = [...picked, ...kindMatches(description, tokens, index, facts, picked)];
  return all.sort((a, b) => a.start - b.start);
}
