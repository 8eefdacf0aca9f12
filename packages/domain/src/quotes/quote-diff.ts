import type { LineChange, QuoteComparison } from './quote-api';
import type { QuoteContent, QuoteLine, QuoteSection } from './quote-content';
import type { QuoteTotals } from './pricing-types';
import { calculateQuoteTotals } from './quote-totals';
import { FIGURE_LABELS } from './quote-figures';

/** Line fields a version comparison looks at, in the order they are reported. */
export const COMPARED_LINE_FIELDS = [
  'name',
  'kind',
  'quantity',
  'minutes',
  'unitPriceCents',
  'unitCostCents',
  'frequency',
  'termMonths',
  'discountType',
  'discountValue',
  'taxable',
  'isOptional',
  'isSelected',
  'unit',
  'roleId',
  'roleName',
  'clientDescription',
  'internalNote',
  'deliverables',
  'assumptions',
  'outOfScope',
  'customerResponsibilities',
  'source',
  'sourceRef',
] as const satisfies readonly (keyof QuoteLine)[];

export const COMPARED_SECTION_FIELDS = [
  'name',
  'kind',
  'isOptional',
  'isSelected',
  'showLinePrices',
  'targetMarginBps',
  'clientDescription',
] as const satisfies readonly (keyof QuoteSection)[];

export interface SectionChange {
  key: string;
  name: string;
  change: LineChange['change'];
  fields: string[];
}

export type ComparisonTotal = QuoteComparison['totals'][number];

export interface ContentComparison {
  sections: SectionChange[];
  /** Added and changed lines in the order of `after`, then removed lines in the order of `before`. */
  lines: LineChange[];
  totals: ComparisonTotal[];
}

export interface IndexedLine {
  line: QuoteLine;
  section: QuoteSection;
}

export const indexLines = (content: QuoteContent): Map<string, IndexedLine> =>
  new Map(content.sections.flatMap((section) => section.lines.map((line) => [line.id, { line, section }] as const)));

const isEqual = (a: unknown, b: unknown): boolean =>
  Array.isArray(a) && Array.isArray(b) ? a.length === b.length && a.every((item, index) => item === b[index]) : a === b;

export const changedFields = <T extends object>(before: T, after: T, fields: readonly (keyof T)[]): string[] =>
  fields.filter((field) => !isEqual(before[field], after[field])).map(String);

/** Sections and lines matched by stable id, each line's net from the pricing engine, and the headline totals. */
export function compareQuoteContent(before: QuoteContent, after: QuoteContent): ContentComparison {
  const beforeTotals = calculateQuoteTotals(before);
  const afterTotals = calculateQuoteTotals(after);
  const beforeSections = new Map(before.sections.map((section) => [section.id, section]));
  const afterSectionIds = new Set(after.sections.map((section) => section.id));
  const beforeLines = indexLines(before);
  const afterLines = indexLines(after);
  const net = (totals: QuoteTotals, id: string) => totals.lines[id]?.netCents ?? null;

  const sections: SectionChange[] = [];
  for (const section of after.sections) {
    const previous = beforeSections.get(section.id);
    if (!previous) sections.push({ key: section.id, name: section.name, change: 'added', fields: [] });
    else {
      const fields = changedFields(previous, section, COMPARED_SECTION_FIELDS);
      if (fields.length) sections.push({ key: section.id, name: section.name, change: 'changed', fields });
    }
  }
  for (const section of before.sections) {
    if (!afterSectionIds.has(section.id))
      sections.push({ key: section.id, name: section.name, change: 'removed', fields: [] });
  }

  const lines: LineChange[] = [];
  for (const [id, { line, section }] of afterLines) {
    const previous = beforeLines.get(id);
    const base = { key: id, sectionName: section.name, name: line.name };
    if (!previous) {
      lines.push({ ...base, change: 'added', fields: [], beforeNetCents: null, afterNetCents: net(afterTotals, id) });
      continue;
    }
    const fields = changedFields(previous.line, line, COMPARED_LINE_FIELDS);
    if (previous.section.id !== section.id) fields.push('section');
    const beforeNet = net(beforeTotals, id);
    const afterNet = net(afterTotals, id);
    if (fields.length || beforeNet !== afterNet) {
      lines.push({ ...base, change: 'changed', fields, beforeNetCents: beforeNet, afterNetCents: afterNet });
    }
  }
  for (const [id, { line, section }] of beforeLines) {
    if (afterLines.has(id)) continue;
    lines.push({
      key: id,
      sectionName: section.name,
      name: line.name,
      change: 'removed',
      fields: [],
      beforeNetCents: net(beforeTotals, id),
      afterNetCents: null,
    });
  }

  return { sections, lines, totals: compareTotals(beforeTotals, afterTotals) };
}

/** The headline figures of two versions side by side; margin only when both versions have revenue. */
export function compareTotals(before: QuoteTotals, after: QuoteTotals): ComparisonTotal[] {
  const totals: ComparisonTotal[] = [
    {
      key: 'one_time_total',
      label: FIGURE_LABELS.dueOnAcceptance,
      unit: 'money',
      before: before.oneTime.totalCents,
      after: after.oneTime.totalCents,
    },
    { key: 'mrr', label: FIGURE_LABELS.mrr, unit: 'money', before: before.mrrCents, after: after.mrrCents },
    { key: 'tcv', label: FIGURE_LABELS.tcv, unit: 'money', before: before.tcvCents, after: after.tcvCents },
    { key: 'hours', label: 'Labour hours', unit: 'minutes', before: before.laborMinutes, after: after.laborMinutes },
  ];
  if (before.overall.marginBps !== null && after.overall.marginBps !== null) {
    totals.push({
      key: 'margin',
      label: FIGURE_LABELS.margin,
      unit: 'bps',
      before: before.overall.marginBps,
      after: after.overall.marginBps,
    });
  }
  return totals;
}
