import { roundToQuarter, type DraftSection } from './draft';
import { priceDraftSections, type PricedScope } from './pricing';
import type { RateCardRole } from './types';

/** A line as the LLM engine writes it: a free-text role, to be matched to the rate card here. */
export interface UnpricedLine {
  key?: string;
  name: string;
  description: string;
  role: string;
  hours: number;
  deliverables: readonly string[];
  assumptions: readonly string[];
  outOfScope: readonly string[];
  customerResponsibilities?: readonly string[];
  rationale: string;
  serviceId: string | null;
}

export interface UnpricedSection {
  name: string;
  /** 0–1; the LLM engine's sections default to a medium 0.6 when it gives none. */
  confidence?: number;
  lines: readonly UnpricedLine[];
}

export const DEFAULT_UNPRICED_CONFIDENCE = 0.6;

/** Prices sections from any engine exactly as the built-in engine prices its own (quarter hours, rate card). */
export function priceSections(sections: readonly UnpricedSection[], roles: readonly RateCardRole[]): PricedScope {
  const drafts: DraftSection[] = sections.map((section, sectionIndex) => ({
    name: section.name,
    confidence: section.confidence ?? DEFAULT_UNPRICED_CONFIDENCE,
    lines: section.lines.map((line, lineIndex) => ({
      key: line.key ?? `${line.serviceId ?? 'llm'}:${sectionIndex + 1}-${lineIndex + 1}`,
      name: line.name,
      description: line.description,
      role: line.role,
      hours: roundToQuarter(Math.max(0, Number.isFinite(line.hours) ? line.hours : 0)),
      deliverables: [...line.deliverables],
      assumptions: [...line.assumptions],
      outOfScope: [...line.outOfScope],
      customerResponsibilities: [...(line.customerResponsibilities ?? [])],
      rationale: line.rationale,
      serviceId: line.serviceId,
    })),
  }));
  return priceDraftSections(drafts, roles);
}
