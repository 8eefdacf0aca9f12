import {
  applyTemplate,
  SCOPE_PHASES,
  SCOPE_UNIT_LABELS,
  type ScopePhase,
  type ServiceDefinition,
  type TemplateValues,
} from '@scopewright/domain';
import type { PhasedLine } from '../engine/build-lines';
import { scoreConfidence } from '../engine/confidence';
import { formatHours, roundToQuarter } from '../engine/draft';
import { ENGINE_COPY } from '../engine/engine-copy';
import { formatCount, resolveCount, type QuantityFact, type ResolvedQuantity } from '../engine/resolve-quantity';
import type { OwnLine } from './own-index';
import { OWN_SCOPE_COPY } from './own-scope-copy';
import type { OwnScope } from './own-scope-types';
import { OWN_SCOPE_PREFIX, type OwnWin } from './match-own-scopes';

/** An own scope's lines with the hours for this description, and how sure the engine is of it. */
export interface OwnDraft {
  win: OwnWin;
  lines: PhasedLine[];
  confidence: number;
}

/** Section and line names → the engine's phases (an exact phase name first, then what the words say). */
const PHASE_WORDS: readonly (readonly [RegExp, ScopePhase])[] = [
  [/\bproject management\b|\bgovernance\b/, 'Project Management'],
  [/\btrain|\bhand\s*-?\s*over\b|\bdocument|\bcloseout\b|\bclose out\b/, 'Training & Handover'],
  [/\btest|\bcut\s*-?\s*over\b|\bgo\s*-?\s*live\b|\bpilot\b|\buat\b|\bvalidat/, 'Testing & Cutover'],
  [/\bmigrat|\bmove\b|\btransfer/, 'Migration'],
  [
    /\bdiscover|\bassess|\bplan|\baudit\b|\bsurvey\b|\bkick\s*-?\s*off\b|\binventor|\bscoping\b/,
    'Discovery & Planning',
  ],
  [/\bdesign|\barchitect/, 'Design'],
  [/\bdeploy|\broll\s*-?\s*out\b|\brollout\b|\benrol|\binstall|\bimplement/, 'Deployment'],
  [/\bbuild\b|\bconfigur|\bset\s*-?\s*up\b|\bsetup\b|\bprepar|\bprovision|\bbaseline\b/, 'Build & Configuration'],
];

const exactPhase = (name: string): ScopePhase | null =>
  SCOPE_PHASES.find((phase) => phase.toLowerCase() === name.trim().toLowerCase()) ?? null;

const phaseOfWords = (text: string): ScopePhase | null =>
  PHASE_WORDS.find(([words]) => words.test(text.toLowerCase()))?.[1] ?? null;

/** A section named as a phase is that phase; otherwise the line's own words decide, then its section's. */
const phaseOf = (line: OwnLine): ScopePhase | null =>
  exactPhase(line.sectionName) ?? phaseOfWords(line.name) ?? phaseOfWords(line.sectionName);

const DEFAULT_ROLE = 'Systems Engineer';
const DEFAULT_PHASE: ScopePhase = 'Build & Configuration';

/** How a line taken from an own scope names it: "from your template '…'", "as in Q-1042". */
export const sourceOf = (scope: OwnScope): string =>
  scope.kind === 'template' ? OWN_SCOPE_COPY.fromTemplate(scope.label) : OWN_SCOPE_COPY.asInQuote(scope.label);

interface LineHours {
  hours: number;
  rationale: string;
  isAssumed: boolean;
}

/**
 * A template's hours at the description's counts: each variable's value is the count of its unit named nearest
 * to where the template was asked for (then through the unit's fallbacks), else the variable's default; the
 * domain's applyTemplate scales the lines, so the hours are those a quote started from the template would get.
 */
function templateHours(
  scope: Extract<OwnScope, { kind: 'template' }>,
  anchor: OwnWin['anchor'],
  facts: readonly QuantityFact[],
): Map<string, LineHours> {
  const { document } = scope;
  const source = sourceOf(scope);
  const counts = new Map<string, ResolvedQuantity>(
    document.variables.map((variable) => [
      variable.unit,
      resolveCount(variable.unit, variable.defaultValue, anchor, facts),
    ]),
  );
  const values: TemplateValues = Object.fromEntries([...counts].map(([unit, count]) => [unit, count.value]));
  let applied = applyTemplate(document, { values, newId: () => '', sourceRef: scope.id });
  if (!applied.ok) {
    // Counts too large for a quote line: the template's defaults, said to be assumed.
    applied = applyTemplate(document, { values: {}, newId: () => '', sourceRef: scope.id });
    for (const variable of document.variables) {
      counts.set(variable.unit, {
        value: variable.defaultValue,
        unit: variable.unit,
        isExplicit: false,
        basis: formatCount(variable.defaultValue, variable.unit),
      });
    }
  }
  const hours = new Map<string, LineHours>();
  if (!applied.ok) return hours;
  const rules = new Map(document.rules.map((rule) => [rule.lineId, rule]));
  document.content.sections.forEach((section, sectionIndex) => {
    section.lines.forEach((line, lineIndex) => {
      const result = applied.sections[sectionIndex]?.lines[lineIndex];
      if (!result) return;
      const rule = rules.get(line.id);
      const count = rule ? counts.get(rule.unit) : undefined;
      const isScaled = rule?.mode === 'hours' && rule.perUnitMinutes > 0 && count;
      const rationale = isScaled
        ? OWN_SCOPE_COPY.scaled(
            source,
            ENGINE_COPY.perUnit(
              count.basis,
              formatHours(rule.perUnitMinutes / 60),
              SCOPE_UNIT_LABELS[rule.unit].one,
              formatHours(line.minutes / 60),
            ) + (count.isExplicit ? '' : ENGINE_COPY.assumed(count.basis)),
          )
        : source;
      hours.set(line.id, {
        hours: roundToQuarter((result.minutes * result.quantity) / 60),
        rationale,
        isAssumed: Boolean(isScaled && !count.isExplicit),
      });
    });
  });
  return hours;
}

/**
 * The lines a chosen own scope puts in the scope: its names, client descriptions, roles and scope language, its
 * hours (a template's scaled to the description, a quote's as accepted) and a rationale naming it. Each goes in
 * the phase its section is named after, or its own name or its section's name says, else the phase of the library
 * service it does the work of.
 */
export function draftOwnLines(
  win: OwnWin,
  facts: readonly QuantityFact[],
  library: readonly ServiceDefinition[],
): OwnDraft {
  const { entry } = win;
  const { scope } = entry;
  const byId = new Map(library.map((service, position) => [service.id, { service, position }]));
  const areaPositions = entry.areas.flatMap((area) => {
    const found = byId.get(area);
    return found ? [found.position] : [];
  });
  const base = areaPositions.length > 0 ? Math.min(...areaPositions) : library.length;
  const scaled = scope.kind === 'template' ? templateHours(scope, win.anchor, facts) : null;
  const source = sourceOf(scope);
  let isAssumed = false;
  const lines = entry.lines.flatMap((line: OwnLine, lineIndex): PhasedLine[] => {
    const own: LineHours | undefined = scaled
      ? scaled.get(line.id)
      : { hours: roundToQuarter(line.minutes / 60), rationale: source, isAssumed: false };
    if (!own || own.hours <= 0) return [];
    if (own.isAssumed) isAssumed = true;
    const area = line.area ? byId.get(line.area)?.service : undefined;
    return [
      {
        key: `${OWN_SCOPE_PREFIX}${scope.id}:${line.id}`,
        name: line.name,
        description: line.description,
        role: line.roleName?.trim() || DEFAULT_ROLE,
        hours: own.hours,
        deliverables: [...line.deliverables],
        assumptions: [...line.assumptions],
        outOfScope: [...line.outOfScope],
        customerResponsibilities: [...line.customerResponsibilities],
        rationale: own.rationale,
        serviceId: `${OWN_SCOPE_PREFIX}${entry.id}`,
        phase: phaseOf(line) ?? area?.phase ?? DEFAULT_PHASE,
        taskKey: `${OWN_SCOPE_PREFIX}${line.id}`,
        // After the library's tasks of the service it stands in for, in its own order.
        order: base * 100 + (99 * lineIndex) / Math.max(1, entry.lines.length),
        hasAssumedQuantity: own.isAssumed,
      },
    ];
  });
  return { win, lines, confidence: scoreConfidence(win.score, isAssumed) };
}
