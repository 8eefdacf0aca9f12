import { SCOPE_UNIT_LABELS } from '@scopewright/domain';
import type { ChosenService } from './build-lines';
import { ENGINE_COPY } from './engine-copy';
import { resolveQuantity, type QuantityFact } from './resolve-quantity';

/**
 * What to ask the client before the quote goes out: each count the scope had to assume, once per unit, in the
 * order the services were asked for. A vague request still gets a starting scope; these say what would firm it up.
 */
export function clientQuestions(chosen: readonly ChosenService[], facts: readonly QuantityFact[]): string[] {
  const asked = new Map<string, string>();
  for (const { service, anchor } of chosen) {
    const units = [...new Set(service.tasks.flatMap((task) => (task.unit ? [task.unit] : [])))];
    for (const unit of units) {
      if (asked.has(unit)) continue;
      const quantity = resolveQuantity(unit, service, anchor, facts);
      if (!quantity.isExplicit) asked.set(unit, ENGINE_COPY.askCount(SCOPE_UNIT_LABELS[unit].many, quantity.basis));
    }
  }
  return [...asked.values()];
}
