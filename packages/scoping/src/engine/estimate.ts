import { SCOPE_PHASES, type ServiceDefinition } from '@scopewright/domain';
import type { ComplexityFactor } from './complexity';
import { averageConfidence, scoreConfidence } from './confidence';
import { formatHours, roundToQuarter, type DraftLine, type DraftSection } from './draft';
import { ENGINE_COPY } from './engine-copy';
import { buildServiceLines, removeDuplicateTasks, type ChosenService, type PhasedLine } from './build-lines';
import type { QuantityFact } from './resolve-quantity';

/** Lines from outside the library (the workspace's own scopes): `id` is the serviceId on its lines. */
export interface ExtraLines {
  id: string;
  lines: readonly PhasedLine[];
  confidence: number;
}

/** Project management share of technical effort (the middle of the usual 10–15%) and its floors. */
export const PROJECT_LINES = { pmShare: 0.125, pmMinimum: 2, handoverShare: 0.05, handoverMinimum: 1 } as const;

const unique = (values: readonly string[]) => [...new Set(values)];

function attachServiceLists(
  sections: DraftSection[],
  chosen: readonly ChosenService[],
  absorbedBy: Map<string, PhasedLine>,
) {
  const firstLine = new Map<string, DraftLine>();
  const byKey = new Map(sections.flatMap((section) => section.lines).map((line) => [line.key, line]));
  for (const line of byKey.values()) {
    if (line.serviceId && !firstLine.has(line.serviceId)) firstLine.set(line.serviceId, line);
  }
  for (const { service } of chosen) {
    const absorbed = service.tasks.map((task) => absorbedBy.get(`${service.id}:${task.key}`)).find(Boolean);
    const target = firstLine.get(service.id) ?? (absorbed ? byKey.get(absorbed.key) : undefined);
    if (!target) continue;
    target.deliverables = unique([...target.deliverables, ...service.deliverables]);
    target.assumptions = unique([...target.assumptions, ...service.assumptions]);
    target.outOfScope = unique([...target.outOfScope, ...service.outOfScope]);
    target.customerResponsibilities = unique([...target.customerResponsibilities, ...service.customerResponsibilities]);
  }
}

function busiestRole(lines: readonly PhasedLine[]): string {
  const hoursByRole = new Map<string, number>();
  for (const line of lines) hoursByRole.set(line.role, (hoursByRole.get(line.role) ?? 0) + line.hours);
  return [...hoursByRole].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0] ?? 'Project Manager';
}

function projectLines(lines: readonly PhasedLine[]): PhasedLine[] {
  const technical = lines.reduce((sum, line) => sum + line.hours, 0);
  const total = formatHours(technical);
  const base = {
    deliverables: [],
    assumptions: [],
    outOfScope: [],
    customerResponsibilities: [],
    serviceId: null,
    hasAssumedQuantity: false,
  };
  const pm = ENGINE_COPY.projectManagement;
  const handover = ENGINE_COPY.handover;
  return [
    {
      ...base,
      key: 'pm:handover',
      name: handover.name,
      description: handover.description,
      role: busiestRole(lines),
      hours: Math.max(PROJECT_LINES.handoverMinimum, roundToQuarter(technical * PROJECT_LINES.handoverShare)),
      deliverables: [...handover.deliverables],
      rationale: handover.rationale(total),
      phase: 'Training & Handover',
      taskKey: 'handover',
      order: Number.MAX_SAFE_INTEGER,
    },
    {
      ...base,
      key: 'pm:project-management',
      name: pm.name,
      description: pm.description,
      role: 'Project Manager',
      hours: Math.max(PROJECT_LINES.pmMinimum, roundToQuarter(technical * PROJECT_LINES.pmShare)),
      deliverables: [...pm.deliverables],
      rationale: pm.rationale(total, `${PROJECT_LINES.pmShare * 100}%`),
      phase: 'Project Management',
      taskKey: 'project-management',
      order: Number.MAX_SAFE_INTEGER,
    },
  ];
}

const stripPhase = ({
  phase: _phase,
  taskKey: _taskKey,
  order: _order,
  hasAssumedQuantity: _assumed,
  ...line
}: PhasedLine): DraftLine => line;

/**
 * The scope of the chosen services: task hours scaled by the quantities, shared tasks once, lines grouped by
 * phase in SCOPE_PHASES order (library order inside), and project management and handover when asked for.
 * `extra` lines (the workspace's own scopes) join them before shared tasks, project lines and phases are worked out.
 */
export function estimateScope(
  chosen: readonly ChosenService[],
  facts: readonly QuantityFact[],
  options: {
    withProjectLines: boolean;
    library: readonly ServiceDefinition[];
    extra?: readonly ExtraLines[];
    /** What the description says makes the work harder (complexity.ts). */
    complexity?: readonly ComplexityFactor[];
  },
): DraftSection[] {
  const positionOf = (id: string) => options.library.findIndex((service) => service.id === id);
  const ordered = [...chosen].sort((a, b) => positionOf(a.service.id) - positionOf(b.service.id));
  const extra = options.extra ?? [];
  const all = [
    ...ordered.flatMap((item) => buildServiceLines(item, positionOf(item.service.id), facts, options.complexity)),
    ...extra.flatMap((group) => group.lines),
  ];
  const { kept, absorbedBy } = removeDuplicateTasks(all);
  const lines = options.withProjectLines && kept.length > 0 ? [...kept, ...projectLines(kept)] : kept;

  const confidenceByService = new Map([
    ...ordered.map((item) => {
      const assumed = all.some((line) => line.serviceId === item.service.id && line.hasAssumedQuantity);
      return [item.service.id, scoreConfidence(item.score, assumed)] as const;
    }),
    ...extra.map((group) => [group.id, group.confidence] as const),
  ]);
  const overall = averageConfidence([...confidenceByService.values()]);

  const sections: DraftSection[] = SCOPE_PHASES.map((phase) => {
    const phaseLines = lines.filter((line) => line.phase === phase).sort((a, b) => a.order - b.order);
    const services = unique(phaseLines.flatMap((line) => (line.serviceId ? [line.serviceId] : [])));
    const confidence = services.length
      ? averageConfidence(services.map((id) => confidenceByService.get(id) ?? 0))
      : overall;
    return { name: phase, confidence, lines: phaseLines.map(stripPhase) };
  }).filter((section) => section.lines.length > 0);
  attachServiceLists(sections, ordered, absorbedBy);
  return sections;
}
