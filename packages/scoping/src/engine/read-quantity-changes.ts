import type { ScopeUnit } from '@scopewright/domain';
import type { ClauseAnalysis } from './analyse';
import { foldText } from './normalise';
import { ORDINALS } from './number-words';
import type { FoundQuantity } from './quantities';
import { UNIT_WORDS } from './units';

const INCREMENT_BEFORE = /\b(?:add|another|more|extra|additional|plus)\W*$/;
const INCREMENT_WITHIN = /\b(?:more|extra|additional)\b/;
const ORDINAL = new RegExp(`\\b(?:a|the)\\s+(${Object.keys(ORDINALS).join('|')})\\s+([a-z]+)`, 'g');
const ONE_MORE = /\b(?:another|an? (?:extra|additional|further)|add (?:a|an|one))\s+([a-z]+)/g;

export interface QuantityChange {
  unit: ScopeUnit;
  value: number;
  text: string;
  start: number;
}

/** A refinement's count changes: "3 sites instead" sets, "2 more sites" adds, "a third site" means three. */
export function readQuantityChanges(
  analysis: ClauseAnalysis,
  found: readonly FoundQuantity[],
  valueOf: (unit: ScopeUnit) => number,
): QuantityChange[] {
  const { clause } = analysis;
  const folded = foldText(clause.text);
  const changes: QuantityChange[] = [];
  for (const quantity of found.filter((item) => item.start >= clause.start && item.start < clause.end)) {
    const before = folded.slice(0, quantity.start - clause.start);
    const increment = INCREMENT_BEFORE.test(before) || INCREMENT_WITHIN.test(foldText(quantity.text));
    const current = valueOf(quantity.unit);
    const value = increment ? current + quantity.value : quantity.value;
    changes.push({ unit: quantity.unit, value, text: quantity.text, start: quantity.start });
  }
  for (const match of folded.matchAll(ORDINAL)) {
    const unit = UNIT_WORDS[match[2] ?? ''];
    if (!unit) continue;
    valueOf(unit); // records the count before the change, for the message
    changes.push({
      unit,
      value: ORDINALS[match[1] ?? ''] ?? 1,
      text: clause.text.slice(match.index, match.index + match[0].length),
      start: clause.start + match.index,
    });
  }
  for (const match of folded.matchAll(ONE_MORE)) {
    const unit = UNIT_WORDS[match[1] ?? ''];
    if (unit && !changes.some((change) => change.unit === unit)) {
      changes.push({
        unit,
        value: valueOf(unit) + 1,
        text: clause.text.slice(match.index, match.index + match[0].length),
        start: clause.start + match.index,
      });
    }
  }
  return changes;
}
