import { formatQuoteNumber, type QuoteContent, type QuoteLine, type QuoteTotals } from '@scopewright/domain';
import type {
  PsaOpportunityInput,
  PsaOpportunityLine,
  PsaPhasePlan,
  PsaProductPlan,
  PsaProjectPlan,
} from '../psa/psa-adapter';

/** A connection's mapping as stored: our ids → the PSA's ids, per list. */
export interface PushMapping {
  roles?: Record<string, string>;
  workTypes?: Record<string, string>;
  phases?: Record<string, string>;
  products?: Record<string, string>;
  recurring?: Record<string, string>;
  stages?: Record<string, string>;
}

/** What a push reads from the accepted version. */
export interface PushSource {
  quote: { number: number; title: string; currency: string };
  clientName: string;
  /** Our pipeline stage of the quote's deal, when it has one. */
  stageId: string | null;
  version: { versionNo: number; acceptedAt: Date; content: QuoteContent; totals: QuoteTotals };
}

const HOURS_PER_WEEK = 40;
const DAY_MS = 86_400_000;

const isoDate = (date: Date) => date.toISOString().slice(0, 10);
const mapped = (list: Record<string, string> | undefined, id: string | null | undefined) => (id && list?.[id]) || null;
const included = (totals: QuoteTotals, line: QuoteLine) => totals.lines[line.id]?.included ?? !line.isOptional;
const catalogIdOf = (line: QuoteLine) => (line.source === 'catalog' ? line.sourceRef : null);
const hoursOf = (line: QuoteLine) => Math.round((line.minutes * line.quantity * 100) / 60) / 100;

/** The name both the opportunity and the project carry: "Q-1042 Microsoft 365 migration". */
export const pushName = (source: PushSource) => `${formatQuoteNumber(source.quote.number)} ${source.quote.title}`;

/** One phase per section with included labour, one task per included labour line (hours = minutes × quantity). */
function buildPhases(source: PushSource, mapping: PushMapping): PsaPhasePlan[] {
  const { content, totals } = source.version;
  const phases: PsaPhasePlan[] = [];
  for (const section of content.sections) {
    if (totals.sections[section.id]?.included === false) continue;
    const labour = section.lines.filter((line) => line.kind === 'labor' && included(totals, line));
    if (labour.length === 0) continue;
    phases.push({
      key: section.id,
      name: mapped(mapping.phases, section.name) ?? section.name,
      sequence: phases.length + 1,
      tasks: labour.map((line) => ({
        key: line.id,
        summary: line.name,
        notes: [line.clientDescription.trim(), ...line.deliverables.map((item) => `• ${item}`)]
          .filter(Boolean)
          .join('\n'),
        hours: hoursOf(line),
        roleId: mapped(mapping.roles, line.roleId),
        workTypeId: mapped(mapping.workTypes, line.roleId),
      })),
    });
  }
  return phases;
}

/** The included lines of the included sections, in quote order. */
function includedLines(source: PushSource): QuoteLine[] {
  const { content, totals } = source.version;
  return content.sections
    .filter((section) => totals.sections[section.id]?.included !== false)
    .flatMap((section) => section.lines)
    .filter((line) => included(totals, line));
}

/**
 * One product per included one-time product line with a quantity; the price per unit is the line's net (after its
 * own discount) ÷ quantity. A product billed per period is recurring revenue: it stays on the opportunity only.
 */
function buildProducts(source: PushSource, mapping: PushMapping): PsaProductPlan[] {
  const { totals } = source.version;
  return includedLines(source)
    .filter((line) => line.kind === 'product' && line.frequency === 'one_time' && line.quantity > 0)
    .map((line) => ({
      key: line.id,
      name: line.name,
      description: line.clientDescription.trim(),
      quantity: line.quantity,
      unitPriceCents: Math.round(
        (totals.lines[line.id]?.netCents ?? line.quantity * line.unitPriceCents) / line.quantity,
      ),
      unitCostCents: line.unitCostCents,
      productId: mapped(mapping.products, catalogIdOf(line)),
    }));
}

function list(heading: string, items: string[]): string {
  const unique = [...new Set(items.map((item) => item.trim()).filter(Boolean))];
  return unique.length ? `${heading}:\n${unique.map((item) => `- ${item}`).join('\n')}` : '';
}

/** The scope language as plain text: overview, then every assumption and exclusion once. */
export function buildScopeSummary(content: QuoteContent): string {
  const lines = content.sections.flatMap((section) => section.lines);
  const blocks = [
    content.executiveSummary.trim() ? `Overview:\n${content.executiveSummary.trim()}` : '',
    list(
      'Assumptions',
      lines.flatMap((line) => line.assumptions),
    ),
    list(
      'Exclusions',
      lines.flatMap((line) => line.outOfScope),
    ),
    list(
      'Customer responsibilities',
      lines.flatMap((line) => line.customerResponsibilities),
    ),
  ];
  return blocks.filter(Boolean).join('\n\n');
}

export function buildProjectPlan(
  source: PushSource,
  mapping: PushMapping,
  ids: { companyId: string; opportunityId: string | null },
): PsaProjectPlan {
  const phases = buildPhases(source, mapping);
  const hours = phases.flatMap((phase) => phase.tasks).reduce((sum, task) => sum + task.hours, 0);
  const start = source.version.acceptedAt;
  const weeks = Math.max(1, Math.ceil(hours / HOURS_PER_WEEK));
  return {
    name: pushName(source),
    companyId: ids.companyId,
    opportunityId: ids.opportunityId,
    start: isoDate(start),
    end: isoDate(new Date(start.getTime() + weeks * 7 * DAY_MS)),
    notes: buildScopeSummary(source.version.content),
    phases,
    products: buildProducts(source, mapping),
  };
}

function opportunityLines(source: PushSource, mapping: PushMapping): PsaOpportunityLine[] {
  const { totals } = source.version;
  return includedLines(source)
    .filter((line) => line.kind === 'product' || line.kind === 'recurring')
    .map((line) => {
      const figures = totals.lines[line.id];
      return {
        kind: line.kind === 'recurring' ? 'recurring' : 'product',
        description: line.name,
        quantity: line.quantity,
        revenueCents: figures?.netCents ?? line.quantity * line.unitPriceCents,
        costCents: figures?.costCents ?? line.quantity * line.unitCostCents,
        productId: mapped(mapping.products, catalogIdOf(line)),
      } satisfies PsaOpportunityLine;
    });
}

/** The won deal: the accepted one-time and monthly figures, the term, and the product and recurring lines. */
export function buildOpportunityInput(
  source: PushSource,
  mapping: PushMapping,
  companyId: string,
): PsaOpportunityInput {
  const { totals, content, acceptedAt } = source.version;
  return {
    name: pushName(source),
    companyId,
    expectedCloseDate: isoDate(acceptedAt),
    probability: 100,
    stageId: mapped(mapping.stages, source.stageId),
    oneTimeRevenueCents: totals.oneTime.revenueCents,
    oneTimeCostCents: totals.oneTime.costCents,
    monthlyRevenueCents: totals.recurringMonthly.revenueCents,
    monthlyCostCents: totals.recurringMonthly.costCents,
    termMonths: content.contractTermMonths,
    lines: opportunityLines(source, mapping),
  };
}
