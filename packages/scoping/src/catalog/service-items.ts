import type { ServiceCatalogCue, ServiceDefinition, SuggestedItem } from '@scopewright/domain';
import type { ChosenService } from '../engine/build-lines';
import { resolveQuantity, type QuantityFact } from '../engine/resolve-quantity';
import { tokenise } from '../engine/tokenise';
import type { CatalogCandidate } from '../engine/types';
import { EXISTING_CUES, PURCHASE_CUES } from './catalog-cues';
import { toSuggestedItem } from './suggest-items';

/** What a cue can find an item by: its name, manufacturer, SKU and category (not its free-text description). */
interface LabelledItem {
  item: CatalogCandidate;
  label: ReadonlySet<string>;
  /** Its name and description: what it answers when the client names it ("Managed Endpoint … with EDR"). */
  answers: ReadonlySet<string>;
}

const CACHE = new WeakMap<readonly CatalogCandidate[], readonly LabelledItem[]>();

function labelled(catalog: readonly CatalogCandidate[]): readonly LabelledItem[] {
  let items = CACHE.get(catalog);
  if (!items) {
    items = catalog
      .filter((item) => item.kind !== 'labor_package')
      .map((item) => ({
        item,
        label: new Set(tokenise(`${item.name} ${item.manufacturer ?? ''} ${item.sku ?? ''} ${item.category ?? ''}`)),
        answers: new Set(tokenise(`${item.name} ${item.description ?? ''}`)),
      }));
    CACHE.set(catalog, items);
  }
  return items;
}

const holdsAll = (tokens: ReadonlySet<string>, term: string) => {
  const words = tokenise(term);
  return words.length > 0 && words.every((word) => tokens.has(word));
};

/** The workspace's item for a cue: the first of its words (most specific first) that finds one of its kind. */
function findItem(cue: ServiceCatalogCue, items: readonly LabelledItem[]): CatalogCandidate | null {
  for (const term of cue.match) {
    const found = items.find((entry) => entry.item.kind === cue.kind && holdsAll(entry.label, term));
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
function isCovered(cue: ServiceCatalogCue, named: readonly SuggestedItem[], items: readonly LabelledItem[]): boolean {
  const terms = cue.coveredBy ?? cue.match;
  const byId = new Map(items.map((entry) => [entry.item.id, entry]));
  return named.some((line) => {
    const entry = byId.get(line.catalogItemId);
    return entry !== undefined && entry.item.kind === cue.kind && terms.some((term) => holdsAll(entry.answers, term));
  });
}

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
  const items = labelled(catalog);
  const namedIds = new Set(named.map((line) => line.catalogItemId));
  const lines = new Map<string, SuggestedItem>();
  for (const { service, anchor } of chosen) {
    const keepsHardware = anchor ? worksOnWhatIsThere(description.slice(anchor.start, anchor.end)) : false;
    for (const cue of service.catalogItems) {
      if (cue.kind === 'product' && keepsHardware) continue;
      if (isCovered(cue, named, items)) continue;
      const item = findItem(cue, items);
      if (!item || namedIds.has(item.id)) continue;
      const quantity = cue.unit ? resolveQuantity(cue.unit, service, anchor, facts) : null;
      // A count assumed from another unit's default ("5 servers" for a backup scaled by VMs) is a guess on a
      // guess: only the service's own size, or a count the description gives, sets how many.
      if (quantity && !quantity.isExplicit && cue.unit !== service.primaryUnit) continue;
      const value = quantity?.value ?? 1;
      const existing = lines.get(item.id);
      if (existing && existing.quantity >= value) continue;
      const why = rationale(quantity?.basis ?? '1', item, cue, quantity?.isExplicit ?? true, value);
      lines.set(item.id, toSuggestedItem(item, value, why, '', service.id));
    }
  }
  return [...lines.values()];
}

/** A catalog item of the workspace a service usually brings, found through one of its cues. */
export interface CarriedItem {
  item: CatalogCandidate;
  cue: ServiceCatalogCue;
}

/** What each service's cues find in the workspace's catalog: the LLM engine's grounding says so per service. */
export function carriedItems(service: ServiceDefinition, catalog: readonly CatalogCandidate[]): CarriedItem[] {
  if (catalog.length === 0) return [];
  const items = labelled(catalog);
  return service.catalogItems.flatMap((cue) => {
    const item = findItem(cue, items);
    return item ? [{ item, cue }] : [];
  });
}
