import { SCOPE_UNIT_DEFAULTS } from '@scopewright/domain';
import { splitClauses } from '../engine/clauses';
import { parseNumberWords } from '../engine/number-words';
import { formatCount, resolveCount, type QuantityFact } from '../engine/resolve-quantity';
import type { CatalogMatch } from './match-catalog';

export interface ItemQuantity {
  value: number;
  /** "20 users", "12 access points", "2 (typed before it)"; with " (assumed … — adjust)" when not named. */
  basis: string;
  isExplicit: boolean;
}

const MAX_TYPED = 10_000;

/** "2 FortiGate 60F", "2x FG-60F", "two FortiGates": a count typed right before the item's name. */
function countBefore(description: string, start: number): number | null {
  const before = description.slice(Math.max(0, start - 24), start).toLowerCase();
  const digits = /(?:^|\s)(\d{1,5})\s*(?:x|×)?\s*$/.exec(before);
  if (digits) return Number(digits[1]);
  const word = /(?:^|\s)([a-z]+)\s*$/.exec(before)?.[1];
  const parsed = word ? parseNumberWords([word]) : null;
  return parsed && parsed.value >= 1 ? parsed.value : null;
}

/** How many of a matched item: counted by its unit near where it was asked for, or typed before its name. */
export function quantityFor(description: string, match: CatalogMatch, facts: readonly QuantityFact[]): ItemQuantity {
  const typed = match.via === 'kind' ? null : countBefore(description, match.start);
  if (typed !== null && typed <= MAX_TYPED) return { value: typed, basis: String(typed), isExplicit: true };
  const unit = match.indexed.unit;
  if (!unit) return { value: 1, basis: '1', isExplicit: true };
  const clause = splitClauses(description).find((c) => match.start >= c.start && match.start < c.end) ?? match;
  const hardware = match.indexed.item.kind === 'product';
  const resolved = resolveCount(unit, hardware ? 1 : SCOPE_UNIT_DEFAULTS[unit], clause, facts);
  const isExplicit = resolved.isExplicit || (hardware && match.via !== 'kind');
  return { value: resolved.value, basis: isExplicit ? resolved.basis : formatCount(resolved.value, unit), isExplicit };
}
