import type { QuoteContent } from './quote-content';
import { formatMoney, formatPercentBps } from './format-money';
import { compareQuoteContent, type SectionChange } from './quote-diff';
import type { LineChange } from './quote-api';

/** What a line field is called in a sentence ("Changed price of “Firewall”"). */
export const LINE_FIELD_LABELS: Record<string, string> = {
  name: 'name',
  kind: 'type',
  quantity: 'quantity',
  minutes: 'hours',
  unitPriceCents: 'price',
  unitCostCents: 'cost',
  frequency: 'billing frequency',
  termMonths: 'term',
  discountType: 'discount',
  discountValue: 'discount',
  taxable: 'tax setting',
  isOptional: 'optional setting',
  isSelected: 'selection',
  unit: 'unit',
  roleId: 'role',
  roleName: 'role',
  clientDescription: 'description',
  internalNote: 'internal note',
  deliverables: 'deliverables',
  assumptions: 'assumptions',
  outOfScope: 'out-of-scope items',
  customerResponsibilities: 'customer responsibilities',
  source: 'source',
  sourceRef: 'source',
  section: 'section',
  targetMarginBps: 'target margin',
  showLinePrices: 'price display',
};

const quoted = (name: string) => `“${name}”`;

/** "price", "price and cost", "price, cost and hours" — each label once. */
export function listFields(fields: readonly string[]): string {
  const labels = [...new Set(fields.map((field) => LINE_FIELD_LABELS[field] ?? field))];
  if (labels.length <= 1) return labels[0] ?? '';
  return `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}`;
}

const amountText = (cents: number, currency: string | undefined) =>
  currency ? formatMoney(cents, currency) : (cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 });

const discountText = (type: QuoteContent['discountType'], value: number, currency: string | undefined) =>
  type === 'percent' ? formatPercentBps(value) : type === 'amount' ? `${amountText(value, currency)} off` : 'none';

/** Sentences for the version settings that differ (term, tax, discount, texts). */
export function describeSettings(a: QuoteContent, b: QuoteContent, currency: string | undefined): string[] {
  const out: string[] = [];
  if (a.contractTermMonths !== b.contractTermMonths)
    out.push(`Contract term ${a.contractTermMonths} → ${b.contractTermMonths} months`);
  if (a.taxRateBps !== b.taxRateBps)
    out.push(`Tax rate ${formatPercentBps(a.taxRateBps)} → ${formatPercentBps(b.taxRateBps)}`);
  if (a.discountType !== b.discountType || a.discountValue !== b.discountValue)
    out.push(
      `Quote discount ${discountText(a.discountType, a.discountValue, currency)} → ${discountText(b.discountType, b.discountValue, currency)}`,
    );
  if (a.pricingModel !== b.pricingModel) out.push('Changed the pricing model');
  if (a.executiveSummary !== b.executiveSummary) out.push('Edited the executive summary');
  if (a.terms !== b.terms) out.push('Edited the terms');
  if (a.clientNotes !== b.clientNotes) out.push('Edited the notes to the client');
  if (a.internalNotes !== b.internalNotes) out.push('Edited the internal notes');
  return out;
}

function describeSection(change: SectionChange): string {
  if (change.change === 'added') return `Added section ${quoted(change.name)}`;
  if (change.change === 'removed') return `Removed section ${quoted(change.name)}`;
  return `Changed ${listFields(change.fields)} of section ${quoted(change.name)}`;
}

function describeLine(change: LineChange): string | null {
  if (change.change === 'added') return `Added line ${quoted(change.name)} to ${change.sectionName}`;
  if (change.change === 'removed') return `Removed line ${quoted(change.name)} from ${change.sectionName}`;
  const fields = change.fields.filter((field) => field !== 'section');
  if (change.fields.includes('section') && fields.length === 0)
    return `Moved ${quoted(change.name)} to ${change.sectionName}`;
  if (fields.length === 0) return null;
  return `Changed ${listFields(fields)} of ${quoted(change.name)}`;
}

const order = (ids: readonly string[], keep: ReadonlySet<string>) => ids.filter((id) => keep.has(id)).join();

/**
 * Short sentences for what changed from `a` to `b` (the 409 conflict details): settings first, then sections,
 * then lines; at most `limit` sentences, the last one counting the rest.
 */
export function describeContentChanges(
  a: QuoteContent,
  b: QuoteContent,
  { currency, limit = 20 }: { currency?: string; limit?: number } = {},
): string[] {
  const comparison = compareQuoteContent(a, b);
  const sentences = [
    ...describeSettings(a, b, currency),
    ...comparison.sections.map(describeSection),
    ...comparison.lines.map(describeLine).filter((sentence): sentence is string => sentence !== null),
  ];
  const common = new Set(a.sections.map((s) => s.id).filter((id) => b.sections.some((s) => s.id === id)));
  if (
    order(
      a.sections.map((s) => s.id),
      common,
    ) !==
    order(
      b.sections.map((s) => s.id),
      common,
    )
  )
    sentences.push('Reordered sections');
  for (const section of b.sections) {
    const previous = a.sections.find((s) => s.id === section.id);
    if (!previous) continue;
    const ids = new Set(previous.lines.map((l) => l.id).filter((id) => section.lines.some((l) => l.id === id)));
    if (
      order(
        previous.lines.map((l) => l.id),
        ids,
      ) !==
      order(
        section.lines.map((l) => l.id),
        ids,
      )
    )
      sentences.push(`Reordered lines in ${section.name}`);
  }
  if (sentences.length <= limit) return sentences;
  const rest = sentences.length - (limit - 1);
  return [...sentences.slice(0, limit - 1), `…and ${rest} more changes`];
}
