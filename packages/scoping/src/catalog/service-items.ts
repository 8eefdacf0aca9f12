import type { ServiceCatalogCue, ServiceDefinition, SuggestedItem } from '@scopewright/domain';
import type { ChosenService } from '../engine/build-lines';
import { isAgeing } from '../engine/ageing-kit';
import { resolveQuantity, type QuantityFact } from '../engine/resolve-quantity';
import { tokenise } from '../engine/tokenise';
import type { CatalogCandidate } from '../engine/types';
import { EXISTING_CUES, PURCHASE_CUES } from './catalog-cues';
import { buildCatalogIndex, type CatalogIndex, type IndexedItem } from './catalog-index';
import { toSuggestedItem } from './suggest-items';

/** A cue's words as tokens, most specific first (each tokenised once per process). */
const CUE_TERMS = new WeakMap<readonly string[], readonly string[][]>();
function termsOf(words: readonly string[]): readonly string[][] {
  let terms = CUE_TERMS.get(words);
  if (!terms) CUE_TERMS.set(words, (terms = words.map(tokenise).filter((tokens) => tokens.length > 0)));
  return terms;
}

const holdsAll = (tokens: ReadonlySet<string>, term: readonly string[]) => term.every((word) => tokens.has(word));

/**
 * The workspace's item for a cue: the first of its words (most specific first) that finds one of its kind. A
 * client on a plan the cue is an add-on for (`onPlan`) is sold the add-on, not the first word's upgrade.
 */
function findItem(cue: ServiceCatalogCue, index: CatalogIndex, onPlan = false): CatalogCandidate | null {
  const entries = cue.kind === 'labor_package' ? index.packages : index.items;
  for (const term of termsOf(cue.match).slice(onPlan ? 1 : 0)) {
    const found = entries.find((entry) => entry.item.kind === cue.kind && holdsAll(entry.labelTokens, term));
    if (found) return found.item;
  }
  return null;
}

/** "Configure the existing firewall": work on what the client has buys no hardware, unless it also says so. */
function worksOnWhatIsThere(clause: string): boolean {
  const tokens = tokenise(clause);
  return tokens.some((token) => EXISTING_CUES.has(token)) && !tokens.some((token) => PURCHASE_CUES.has(token));
}

/** The client named an item that answers the cue (Business Standard, not Premium on top; a managed endpoint plan with EDR). */
function isCovered(cue: ServiceCatalogCue, named: readonly IndexedItem[]): boolean {
  const terms = termsOf(cue.coveredBy ?? cue.match);
  return named.some(
    (entry) => entry.item.kind === cue.kind && terms.some((term) => holdsAll(entry.answerTokens, term)),
  );
}

/** "We have Business Premium", "we're on 365 E3", "we already pay for Intune": what the client owns. */
const OWNS =
  /\b(we have|we've got|we got|we are on|we're on|were on|we pay for|we're paying for|we use|we already|already (have|pay|use|got)|we're licensed|we are licensed)\b/;

/** The tokens of the sentences in which the client says what it already has. */
function ownedTokens(description: string): ReadonlySet<string> {
  const sentences = description.toLowerCase().match(/[^.!?\n]+/g) ?? [];
  return new Set(sentences.filter((sentence) => OWNS.test(sentence)).flatMap(tokenise));
}

/**
 * A subscription the client already has an answer to ("we have business premium" answers the Intune licence).
 * Hardware they have is what the work is on, or what it replaces ("we have 40 laptops that need replacing").
 */
const isOwned = (cue: ServiceCatalogCue, owned: ReadonlySet<string>) =>
  cue.kind !== 'product' && owned.size > 0 && termsOf(cue.coveredBy ?? cue.match).some((term) => holdsAll(owned, term));

function rationale(count: string, item: CatalogCandidate, cue: ServiceCatalogCue, isExplicit: boolean, value: number) {
  const source = item.sku ? `catalog SKU ${item.sku}` : 'catalog item';
  const assumed = isExplicit ? '' : ` (assumed ${count} — adjust)`;
  return `${isExplicit ? count : String(value)} × ${item.name} (${source}): ${cue.reason}${assumed}`;
}

/**
 * The catalog lines the chosen services usually bring (ServiceCatalogCue): per cue, the workspace's own item that
 * matches it, counted by the service's quantity of the cue's unit ("45 users" → 45 licences). Nothing for a cue
 * the description already answers with an item it names, nor when the workspace sells no such item. Two services
 * bringing the same item make one line, at the larger count.
 */
export function suggestServiceItems(
  description: string,
  chosen: readonly ChosenService[],
  catalog: readonly CatalogCandidate[],
  facts: readonly QuantityFact[],
  named: readonly SuggestedItem[],
): SuggestedItem[] {
  if (catalog.length === 0) return [];
  const index = buildCatalogIndex(catalog);
  const namedIds = new Set(named.map((line) => line.catalogItemId));
  const namedItems = index.items.filter((entry) => namedIds.has(entry.item.id));
  const lines = new Map<string, SuggestedItem>();
  const owned = ownedTokens(description);
  for (const { service, anchor } of chosen) {
    const clause = anchor ? description.slice(anchor.start, anchor.end) : '';
    // "The laptops are six years old" is why the service that replaces them was asked for, not kit to keep.
    const keepsHardware = anchor
      ? worksOnWhatIsThere(clause) && !(service.replaces.length > 0 && isAgeing(clause))
      : false;
    for (const cue of service.catalogItems) {
      if (cue.kind === 'product' && keepsHardware) continue;
      if (isCovered(cue, namedItems) || isOwned(cue, owned)) continue;
      const onPlan = Boolean(cue.addOnFor && termsOf(cue.addOnFor).some((term) => holdsAll(owned, term)));
      const item = findItem(cue, index, onPlan);
      if (!item || namedIds.has(item.id)) continue;
      const quantity = cue.unit ? resolveQuantity(cue.unit, service, anchor, facts) : null;
      // A count assumed from another unit's default ("5 servers" for a backup scaled by VMs) is a guess on a
      // guess: only the service's own size, or a count the description gives, sets how many.
      if (quantity && !quantity.isExplicit && cue.unit !== service.primaryUnit) continue;
      const servers = cue.countsServers && cue.unit === 'devices' ? countedServers(service, anchor, facts) : null;
      const value = (quantity?.value ?? 1) + (servers?.value ?? 0);
      const existing = lines.get(item.id);
      if (existing && existing.quantity >= value) continue;
      const basis = servers ? `${quantity?.basis ?? '1'} + ${servers.basis}` : (quantity?.basis ?? '1');
      const why = rationale(basis, item, cue, quantity?.isExplicit ?? true, value);
      lines.set(item.id, toSuggestedItem(item, value, why, '', service.id));
    }
  }
  return [...lines.values()];
}

/** The servers the description counts ("28 computers and 2 servers"), for a licence that covers them too. */
function countedServers(
  service: ServiceDefinition,
  anchor: { start: number; end: number } | null,
  facts: readonly QuantityFact[],
) {
  if (!facts.some((fact) => fact.unit === 'servers')) return null;
  const servers = resolveQuantity('servers', service, anchor, facts);
  return servers.isExplicit ? servers : null;
}

/** A catalog item of the workspace a service usually brings, found through one of its cues. */
export interface CarriedItem {
  item: CatalogCandidate;
  cue: ServiceCatalogCue;
}

/** What each service's cues find in the workspace's catalog: the LLM engine's grounding says so per service. */
export function carriedItems(service: ServiceDefinition, catalog: readonly CatalogCandidate[]): CarriedItem[] {
  if (catalog.length === 0) return [];
  const index = buildCatalogIndex(catalog);
  return service.catalogItems.flatMap((cue) => {
    const item = findItem(cue, index);
    return item ? [{ item, cue }] : [];
  });
}
