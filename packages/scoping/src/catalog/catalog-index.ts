import type { ScopeUnit } from '@scopewright/domain';
import { stem, tokenise } from '../engine/tokenise';
import { UNIT_WORDS } from '../engine/units';
import type { CatalogCandidate } from '../engine/types';

/** Hardware a description names by kind ("12 access points", "a new firewall"), with the unit that counts it. */
export const KIND_NOUNS: ReadonlyMap<string, ScopeUnit | null> = new Map(
  (
    [
      ['accesspoint', 'access_points'],
      ['firewall', 'firewalls'],
      ['switch', 'switches'],
      ['printer', 'printers'],
      ['laptop', 'devices'],
      ['router', null],
      ['ups', null],
      ['nas', null],
      ['monitor', 'devices'],
      ['dock', 'devices'],
    ] as const
  ).map(([noun, unit]) => [stem(noun), unit]),
);

export interface IndexedItem {
  item: CatalogCandidate;
  /** Distinct tokens of the name: what a description must name to pick the item. */
  nameTokens: readonly string[];
  /** Every token the item is known by (name, SKU, manufacturer, category, description). */
  allTokens: ReadonlySet<string>;
  /** Its label (name, manufacturer, SKU, category): what a service's catalog cue finds it by. */
  labelTokens: ReadonlySet<string>;
  /** Its name and description: what it answers when a client names it ("Managed Endpoint … with EDR"). */
  answerTokens: ReadonlySet<string>;
  /** Model numbers ("60f", "ap22") and the SKU without punctuation ("fg60f"). */
  modelTokens: ReadonlySet<string>;
  /** The hardware kind its name says it is (firewall, access point …), when it is a product. */
  kindNoun: string | null;
  /** The unit its quantity is counted in; null counts it as each, one unless a number is typed before it. */
  unit: ScopeUnit | null;
}

export interface CatalogIndex {
  /** Products and recurring services: what a description can name. */
  items: readonly IndexedItem[];
  /** Labour packages (a fixed-price onboarding): only a service's catalog cue brings one. */
  packages: readonly IndexedItem[];
  idf: (token: string) => number;
}

const isModelToken = (token: string) => /\d/.test(token) && (/[a-z]/.test(token) || token.length >= 3);
const compact = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');
const UNIT_ALIASES: Record<string, ScopeUnit> = { tb: 'tb', license: 'users', licence: 'users', vm: 'vms' };

function unitOf(item: CatalogCandidate, kindNoun: string | null): ScopeUnit | null {
  const word = item.unit.trim().toLowerCase();
  const unit = UNIT_WORDS[word] ?? UNIT_ALIASES[word];
  if (unit) return unit;
  return kindNoun ? (KIND_NOUNS.get(kindNoun) ?? null) : null;
}

function indexItem(item: CatalogCandidate): IndexedItem {
  const name = item.name.replace(/\b(?:per|each|\/)\s*[a-z]+/gi, ' ');
  // The manufacturer is context, not part of what must be named: "Microsoft 365 Business Basic" folds Microsoft
  // into one alias token, and "FortiGate 60F" is asked for without "Fortinet".
  const nameTokens = [...new Set(tokenise(name))];
  const label = tokenise(`${item.manufacturer ?? ''} ${item.sku ?? ''} ${item.category ?? ''}`);
  const description = tokenise(item.description ?? '');
  const sku = compact(item.sku ?? '');
  const models = nameTokens.filter(isModelToken);
  if (sku.length >= 4) models.push(sku);
  const kindNoun = item.kind === 'product' ? (nameTokens.find((token) => KIND_NOUNS.has(token)) ?? null) : null;
  return {
    item,
    nameTokens,
    allTokens: new Set([...nameTokens, ...label, ...description]),
    labelTokens: new Set([...nameTokens, ...label]),
    answerTokens: new Set([...nameTokens, ...description]),
    modelTokens: new Set(models),
    kindNoun,
    unit: unitOf(item, kindNoun),
  };
}

const CACHE = new WeakMap<readonly CatalogCandidate[], CatalogIndex>();

/** Labour packages are left to the service library (their hours would count twice); the rest is indexed. */
export function buildCatalogIndex(catalog: readonly CatalogCandidate[]): CatalogIndex {
  const cached = CACHE.get(catalog);
  if (cached) return cached;
  const built = indexCatalog(catalog);
  CACHE.set(catalog, built);
  return built;
}

/**
 * A model number names one item: a token with digits in several items' names ("microsoft365" in Business Basic,
 * E3 and "Huntress ITDR for Microsoft 365") is a product family, not a model, and picks none of them alone.
 */
function withDistinctModels(items: IndexedItem[]): IndexedItem[] {
  const holders = new Map<string, number>();
  for (const indexed of items)
    for (const token of indexed.nameTokens) holders.set(token, (holders.get(token) ?? 0) + 1);
  const sku = (indexed: IndexedItem) => compact(indexed.item.sku ?? '');
  return items.map((indexed) => ({
    ...indexed,
    modelTokens: new Set(
      [...indexed.modelTokens].filter((token) => token === sku(indexed) || holders.get(token) === 1),
    ),
  }));
}

function indexCatalog(catalog: readonly CatalogCandidate[]): CatalogIndex {
  const items = withDistinctModels(catalog.filter((item) => item.kind !== 'labor_package').map(indexItem));
  const frequency = new Map<string, number>();
  for (const indexed of items)
    for (const token of indexed.allTokens) frequency.set(token, (frequency.get(token) ?? 0) + 1);
  const total = Math.max(items.length, 1);
  return {
    items,
    packages: catalog.filter((item) => item.kind === 'labor_package').map(indexItem),
    idf: (token) => {
      const count = frequency.get(token) ?? 0;
      return Math.log(1 + (total - count + 0.5) / (count + 0.5));
    },
  };
}
