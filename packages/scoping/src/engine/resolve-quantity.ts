import {
  SCOPE_UNIT_DEFAULTS,
  SCOPE_UNIT_FALLBACKS,
  SCOPE_UNIT_LABELS,
  type ScopeUnit,
  type ServiceDefinition,
} from '@scopewright/domain';

/** A quantity the engine can use: from the description (with offsets) or from a previous run (start −1). */
export interface QuantityFact {
  value: number;
  unit: ScopeUnit;
  text: string;
  start: number;
  range?: readonly [number, number] | null;
}

export interface ResolvedQuantity {
  value: number;
  unit: ScopeUnit;
  isExplicit: boolean;
  /** The count as printed: "45 users", "45 mailboxes (one per user, from “45 users”)". */
  basis: string;
}

export const formatCount = (value: number, unit: ScopeUnit): string =>
  `${value} ${value === 1 ? SCOPE_UNIT_LABELS[unit].one : SCOPE_UNIT_LABELS[unit].many}`;

const quote = (text: string) => `“${text}”`;

/** The named quantity of a unit closest to where the service was asked for (same clause first). */
function findNamed(unit: ScopeUnit, anchor: { start: number; end: number } | null, facts: readonly QuantityFact[]) {
  const candidates = facts.filter((fact) => fact.unit === unit);
  if (candidates.length <= 1 || !anchor) return candidates[0];
  const inClause = candidates.find((fact) => fact.start >= anchor.start && fact.start < anchor.end);
  if (inClause) return inClause;
  const distance = (fact: QuantityFact) =>
    fact.start < 0 ? Number.MAX_SAFE_INTEGER : Math.abs(fact.start - anchor.start);
  return [...candidates].sort((a, b) => distance(a) - distance(b) || a.start - b.start)[0];
}

function describeNamed(fact: QuantityFact, unit: ScopeUnit): string {
  const count = formatCount(fact.value, unit);
  if (fact.range) return `${count} (upper end of ${quote(fact.text)})`;
  if (fact.unit !== unit) return `${count} (one per ${SCOPE_UNIT_LABELS[fact.unit].one}, from ${quote(fact.text)})`;
  return count;
}

export function resolveQuantity(
  unit: ScopeUnit,
  service: ServiceDefinition,
  anchor: { start: number; end: number } | null,
  facts: readonly QuantityFact[],
): ResolvedQuantity {
  const fallback = unit === service.primaryUnit ? service.defaultQuantity : SCOPE_UNIT_DEFAULTS[unit];
  return resolveCount(unit, fallback, anchor, facts);
}

/** The count of a unit for something asked for at `anchor`: named, then through a fallback unit, then assumed. */
export function resolveCount(
  unit: ScopeUnit,
  assumed: number,
  anchor: { start: number; end: number } | null,
  facts: readonly QuantityFact[],
): ResolvedQuantity {
  const named = findNamed(unit, anchor, facts);
  if (named) return { value: named.value, unit, isExplicit: true, basis: describeNamed(named, unit) };
  for (const fallback of SCOPE_UNIT_FALLBACKS[unit] ?? []) {
    const source = findNamed(fallback, anchor, facts);
    if (source) return { value: source.value, unit, isExplicit: true, basis: describeNamed(source, unit) };
  }
  return { value: assumed, unit, isExplicit: false, basis: formatCount(assumed, unit) };
}
