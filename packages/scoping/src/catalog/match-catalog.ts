import type { ScopeUnit } from '@scopewright/domain';
import { splitClauses, type Clause } from '../engine/clauses';
import type { QuantityFact } from '../engine/resolve-quantity';
import { isGeneric, stem } from '../engine/tokenise';
import { DEVICE_PURCHASE_CUES, EXISTING_CUES, PURCHASE_CUES, RECURRING_CUES, sentenceAround } from './catalog-cues';
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

/** Words that name an item only together with others: "our IT policy" asks for no managed IT plan. */
const WEAK_NAME_WORDS = new Set(['infotech'].map(stem));

/**
 * A subscription the client has or leaves, named just after these words ("we've been on Gmail (the Google business
 * one)", "move off Webroot", "we already pay for Business Premium"): what the work is on, not a line to sell again.
 */
const HELD_BEFORE =
  /\b(from|off|leaving|leave|away from|instead of|been on|been using|currently on|currently using|we have|we've got|we are on|we're on|we use|we pay for|already (have|pay for|use|on)|our old|our current|our existing)\W+((?:\w+\W+){0,3})$/i;
/** "From Google Workspace to Business Standard": the target of the move, not what is left. */
const TOWARDS = /\b(to|into|onto|for)\b/i;
const HELD_AFTER = /^\W*(?:\w+\W+){0,2}(is|are|has|have)?\s*(expir|ending|runs? out|contract is up|renewal)/i;

function isHeld(description: string, start: number, end: number): boolean {
  const before = HELD_BEFORE.exec(description.slice(Math.max(0, start - 60), start));
  if (before && !TOWARDS.test(before[3] ?? '')) return true;
  return HELD_AFTER.test(description.slice(end, end + 40));
}
const RANK = { sku: 0, model: 1, name: 2, kind: 3 } as const;

interface Cluster {
  from: number;
  to: number;
  matched: Set<string>;
  coverage: number;
}

/** Where each token occurs in the description, and each pair of adjacent tokens written together ("fg" "60f"). */
export interface TextIndex {
  tokens: readonly PositionalToken[];
  positions: ReadonlyMap<string, readonly number[]>;
  pairs: ReadonlyMap<string, number>;
  clusters: Map<string, Cluster | null>;
}

export function indexText(tokens: readonly PositionalToken[]): TextIndex {
  const positions = new Map<string, number[]>();
  const pairs = new Map<string, number>();
  for (const [index, token] of tokens.entries()) {
    const list = positions.get(token.token);
    if (list) list.push(index);
    else positions.set(token.token, [index]);
    const next = tokens[index + 1];
    if (next && !pairs.has(token.token + next.token)) pairs.set(token.token + next.token, index);
  }
  return { tokens, positions, pairs, clusters: new Map() };
}

/** The densest run of the item's name tokens in the description (once per distinct name within a call). */
function bestCluster(text: TextIndex, indexed: IndexedItem, idf: (t: string) => number) {
  const key = indexed.nameTokens.join(' ');
  if (text.clusters.has(key)) return text.clusters.get(key) ?? null;
  const cluster = findCluster(text, indexed, idf);
  text.clusters.set(key, cluster);
  return cluster;
}

/** The densest run of the item's name tokens, within a window a little longer than the name. */
function findCluster(text: TextIndex, indexed: IndexedItem, idf: (t: string) => number): Cluster | null {
  const positions = indexed.nameTokens.flatMap((token) => text.positions.get(token) ?? []).sort((a, b) => a - b);
  if (positions.length === 0) return null;
  const weight = indexed.nameTokens.reduce((sum, token) => sum + idf(token), 0) || 1;
  const span = indexed.nameTokens.length + 1;
  const counts = new Map<string, number>();
  let covered = 0;
  let best: Cluster | null = null;
  let end = 0;
  // Two pointers: for each start, the window holds the positions within `span` tokens of it.
  for (const from of positions) {
    while (end < positions.length && positions[end]! - from <= span) {
      const token = text.tokens[positions[end]!]!.token;
      const count = counts.get(token) ?? 0;
      if (count === 0) covered += idf(token);
      counts.set(token, count + 1);
      end += 1;
    }
    const coverage = covered / weight;
    if (!best || coverage > best.coverage + 1e-9) {
      const matched = new Set([...counts].filter(([, count]) => count > 0).map(([token]) => token));
      best = { from, to: positions[end - 1]!, matched, coverage };
    }
    const leaving = text.tokens[from]!.token;
    const left = (counts.get(leaving) ?? 1) - 1;
    counts.set(leaving, left);
    if (left === 0) covered -= idf(leaving);
  }
  return best;
}

function modelHit(text: TextIndex, indexed: IndexedItem, sku: string) {
  if (sku.length >= 4) {
    const single = text.positions.get(sku)?.[0];
    if (single !== undefined) return { index: single, last: single, via: 'sku' as const };
    const pair = text.pairs.get(sku);
    if (pair !== undefined) return { index: pair, last: pair + 1, via: 'sku' as const };
  }
  const models = [...indexed.modelTokens].flatMap((token) => text.positions.get(token) ?? []);
  if (models.length === 0) return null;
  const index = Math.min(...models);
  return { index, last: index, via: 'model' as const };
}

function nameMatch(
  text: TextIndex,
  indexed: IndexedItem,
  idf: (t: string) => number,
  hasRecurringCue: (at: number) => boolean,
): CatalogMatch | null {
  const cluster = bestCluster(text, indexed, idf);
  const sku = (indexed.item.sku ?? '').toLowerCase().replace(/[^a-z0-9]/g, '');
  const model = modelHit(text, indexed, sku);
  if (!cluster && !model) return null;
  const span = (from: number, to: number) => ({ start: text.tokens[from]!.start, end: text.tokens[to]!.end });
  const claims = cluster ? [...cluster.matched] : [];
  if (model?.via === 'sku')
    return { indexed, ...span(model.index, model.last), via: 'sku', coverage: 1, claims: [...claims, sku] };
  if (!cluster) return null;
  const base = { indexed, ...span(cluster.from, cluster.to), coverage: cluster.coverage, claims };
  if (model && cluster.matched.size >= 2 && model.index >= cluster.from && model.index <= cluster.to)
    return { ...base, via: 'model' };
  const specific = claims.some((token) => !isGeneric(token) && !WEAK_NAME_WORDS.has(token));
  if (cluster.coverage > 0.999 && (specific || indexed.nameTokens.length > 1)) return { ...base, via: 'name' };
  if (!specific) return null;
  const recurring = indexed.item.frequency !== 'one_time';
  if (recurring && hasRecurringCue(base.start) && cluster.coverage >= THRESHOLDS.partialRecurring)
    return { ...base, via: 'name' };
  if (!recurring && cluster.coverage >= THRESHOLDS.partialProduct) return { ...base, via: 'name' };
  return null;
}

function kindMatches(
  description: string,
  tokens: readonly PositionalToken[],
  index: CatalogIndex,
  facts: readonly QuantityFact[],
  taken: readonly CatalogMatch[],
  clauses: readonly Clause[],
): CatalogMatch[] {
  const out: CatalogMatch[] = [];
  for (const token of tokens) {
    if (!KIND_NOUNS.has(token.token) || taken.some((m) => token.start >= m.start && token.start <= m.end)) continue;
    if (/^\s*(to|from)\b/i.test(description.slice(token.end))) continue;
    // "We switched providers", "printing is slow": a verb, not the kit.
    if (/(ed|ing)$/i.test(description.slice(token.start, token.end))) continue;
    const clause = clauses.find((c) => token.start >= c.start && token.start < c.end) ?? { start: 0, end: 0 };
    const sameKind = (m: CatalogMatch) =>
      m.indexed.kindNoun === token.token && m.start >= clause.start && m.start < clause.end;
    if (taken.some(sameKind)) continue;
    const sentence = sentenceAround(description, token.start);
    const inRange = (range: { start: number; end: number }) =>
      tokens.filter((t) => t.start >= range.start && t.start < range.end).map((t) => t.token);
    const unit: ScopeUnit | null = KIND_NOUNS.get(token.token) ?? null;
    const cues = unit === 'devices' ? DEVICE_PURCHASE_CUES : PURCHASE_CUES;
    const purchase = inRange(sentence).some((t) => cues.has(t));
    const existing = inRange(clause).some((t) => EXISTING_CUES.has(t));
    const counted = facts.some(
      (f) => f.unit === unit && f.start <= token.start && token.start < f.start + f.text.length,
    );
    if ((existing && !purchase) || !(purchase || (counted && unit !== 'devices'))) continue;
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
  // A recurring cue counts in the mention's own clause: "3 times this month" does not make a backup option a plan.
  const clauses = splitClauses(description);
  const hasRecurringCue = (at: number) => {
    const clause = clauses.find((c) => at >= c.start && at < c.end) ?? sentenceAround(description, at);
    return tokens.some((t) => t.start >= clause.start && t.start < clause.end && RECURRING_CUES.has(t.token));
  };
  const explicit = (m: CatalogMatch) => (m.indexed.unit && facts.some((f) => f.unit === m.indexed.unit) ? 0 : 1);
  const text = indexText(tokens);
  const candidates = index.items
    .map((indexed) => nameMatch(text, indexed, index.idf, hasRecurringCue))
    .filter((match): match is CatalogMatch => match !== null)
    .filter((match) => match.indexed.item.frequency === 'one_time' || !isHeld(description, match.start, match.end))
    .sort((a, b) => RANK[a.via] - RANK[b.via] || b.coverage - a.coverage || explicit(a) - explicit(b));
  const picked: CatalogMatch[] = [];
  const claimed = new Set<string>();
  for (const match of candidates) {
    if (match.claims.length > 0 && match.claims.every((token) => claimed.has(token))) continue;
    picked.push(match);
    for (const token of match.claims) claimed.add(token);
  }
  const all = [...picked, ...kindMatches(description, tokens, index, facts, picked, clauses)];
  return all.sort((a, b) => a.start - b.start);
}
