import { SCOPE_UNIT_LABELS, type ScopePhase, type ServiceDefinition } from '@scopewright/domain';
import { complexityFor, type ComplexityFactor } from './complexity';
import { formatHours, roundToQuarter, type DraftLine } from './draft';
import { ENGINE_COPY } from './engine-copy';
import { resolveQuantity, type QuantityFact } from './resolve-quantity';

export interface ChosenService {
  service: ServiceDefinition;
  /** Where in the description it was asked for (null when added by hand or kept from a previous run). */
  anchor: { start: number; end: number } | null;
  score: number;
}

export interface PhasedLine extends DraftLine {
  phase: ScopePhase;
  taskKey: string;
  order: number;
  hasAssumedQuantity: boolean;
}

/** One line per task of each chosen service, hours scaled by the quantities; lists not yet attached. */
export function buildServiceLines(
  chosen: ChosenService,
  position: number,
  facts: readonly QuantityFact[],
  factors: readonly ComplexityFactor[] = [],
): PhasedLine[] {
  const { service, anchor } = chosen;
  const complexity = complexityFor(factors, service.area);
  const scale = (hours: number) => roundToQuarter(hours * (complexity?.multiplier ?? 1));
  const note = complexity?.note ?? '';
  return service.tasks.map((task, taskIndex) => {
    const base = {
      key: `${service.id}:${task.key}`,
      name: task.name,
      description: ENGINE_COPY.taskOfService(service.name, task.description),
      role: task.role,
      deliverables: [],
      assumptions: [],
      outOfScope: [],
      customerResponsibilities: [],
      serviceId: service.id,
      phase: task.phase ?? service.phase,
      taskKey: task.key,
      order: position * 100 + taskIndex,
    };
    if (!task.unit) {
      const rationale = ENGINE_COPY.fixedEffort(formatHours(roundToQuarter(task.baseHours))) + note;
      return { ...base, hours: scale(task.baseHours), rationale, hasAssumedQuantity: false };
    }
    const quantity = resolveQuantity(task.unit, service, anchor, facts);
    const units = batchedUnits(quantity.value);
    const hours = scale(task.baseHours + task.perUnitHours * units);
    const rationale =
      ENGINE_COPY.perUnit(
        quantity.basis,
        formatHours(task.perUnitHours),
        SCOPE_UNIT_LABELS[task.unit].one,
        formatHours(task.baseHours),
      ) +
      (units < quantity.value ? ENGINE_COPY.batched(formatHours(roundToQuarter(units))) : '') +
      note +
      (quantity.isExplicit ? '' : ENGINE_COPY.assumed(quantity.basis));
    return { ...base, hours, rationale, hasAssumedQuantity: !quantity.isExplicit };
  });
}

/**
 * Work repeated per unit gets faster in bulk (one enrolment profile for 500 Chromebooks, one script for 300
 * mailboxes): the first 50 units at the full rate, the next 150 at half, the rest at a quarter.
 */
export const BATCH_TIERS = [
  { upTo: 50, rate: 1 },
  { upTo: 200, rate: 0.5 },
  { upTo: Number.POSITIVE_INFINITY, rate: 0.25 },
] as const;

export function batchedUnits(count: number): number {
  let units = 0;
  let from = 0;
  for (const tier of BATCH_TIERS) {
    units += Math.max(0, Math.min(count, tier.upTo) - from) * tier.rate;
    from = tier.upTo;
    if (count <= from) break;
  }
  return units;
}

const normaliseName = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/**
 * Tasks shared across services (same key or same name in the same phase) are done once: the larger stays.
 * Returns the kept lines and, for each dropped service line, the line that absorbed it.
 */
export function removeDuplicateTasks(lines: readonly PhasedLine[]): {
  kept: PhasedLine[];
  absorbedBy: Map<string, PhasedLine>;
} {
  const winners = new Map<string, PhasedLine>();
  const absorbedBy = new Map<string, PhasedLine>();
  const ids = (line: PhasedLine) => [`${line.phase}|k:${line.taskKey}`, `${line.phase}|n:${normaliseName(line.name)}`];
  for (const line of lines) {
    const rival = ids(line)
      .map((id) => winners.get(id))
      .find((candidate) => candidate && candidate.serviceId !== line.serviceId);
    if (!rival) {
      for (const id of ids(line)) if (!winners.has(id)) winners.set(id, line);
      continue;
    }
    const [keep, drop] = line.hours > rival.hours ? [line, rival] : [rival, line];
    for (const id of [...ids(drop), ...ids(keep)]) winners.set(id, keep);
    absorbedBy.set(drop.key, keep);
    for (const [key, winner] of absorbedBy) if (winner === drop) absorbedBy.set(key, keep);
  }
  const dropped = new Set(absorbedBy.keys());
  return { kept: lines.filter((line) => !dropped.has(line.key)), absorbedBy };
}
