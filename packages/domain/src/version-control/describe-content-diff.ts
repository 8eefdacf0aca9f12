import { formatHours, formatMoney, formatPercentBps } from '../quotes/format-money';
import type { QuoteContent, QuoteLine, QuoteSection } from '../quotes/quote-content';
import { compareQuoteContent, indexLines } from '../quotes/quote-diff';
import { describeSettings, LINE_FIELD_LABELS } from '../quotes/quote-diff-describe';
import { BILLING_FREQUENCY_LABELS, LINE_KIND_LABELS } from '../quotes/quote-enums';
import type {
  VersionChange,
  VersionFieldChange,
  VersionLineChange,
  VersionSectionChange,
  VersionTotalChange,
} from './version-control-api';
import { VERSION_CONTROL_COPY as COPY } from './version-control-copy';

export interface ReadableContentDiff {
  notes: string[];
  sections: VersionSectionChange[];
  lines: VersionLineChange[];
  totals: VersionTotalChange[];
}

const fieldLabel = (field: string) => LINE_FIELD_LABELS[field] ?? field;

/** One line field as a person reads it: money in the quote's currency, minutes as hours, choices by their label. */
export function formatLineField(line: QuoteLine, field: string, currency: string): string | null {
  const value = (line as Record<string, unknown>)[field];
  if (value === null || value === undefined || value === '') return null;
  switch (field) {
    case 'unitPriceCents':
    case 'unitCostCents':
      return formatMoney(value as number, currency);
    case 'minutes':
      return formatHours(value as number);
    case 'discountValue':
      if (line.discountType === 'percent') return formatPercentBps(value as number);
      if (line.discountType === 'amount') return formatMoney(value as number, currency);
      return null;
    case 'discountType':
      return value === 'none' ? COPY.none : String(value);
    case 'kind':
      return LINE_KIND_LABELS[value as QuoteLine['kind']] ?? String(value);
    case 'frequency':
      return BILLING_FREQUENCY_LABELS[value as QuoteLine['frequency']] ?? String(value);
    case 'termMonths':
      return COPY.months(value as number);
    default:
      if (typeof value === 'boolean') return value ? COPY.yes : COPY.no;
      if (typeof value === 'number') return value.toLocaleString('en-US');
      if (Array.isArray(value)) return value.length === 0 ? null : value.join('; ');
      return String(value);
  }
}

const changeOf = (before: string | null, after: string | null): VersionChange =>
  before === null ? 'added' : after === null ? 'removed' : 'changed';

function lineFields(
  before: { line: QuoteLine; section: QuoteSection },
  after: { line: QuoteLine; section: QuoteSection },
  fields: readonly string[],
  currency: string,
): VersionFieldChange[] {
  const out: VersionFieldChange[] = [];
  for (const field of fields) {
    const pair =
      field === 'section'
        ? { was: before.section.name, now: after.section.name }
        : { was: formatLineField(before.line, field, currency), now: formatLineField(after.line, field, currency) };
    // Discount type and value read as one field ("10%" → "$50.00 off").
    if (field === 'discountType' && fields.includes('discountValue')) continue;
    out.push({
      field,
      label: fieldLabel(field),
      change: changeOf(pair.was, pair.now),
      before: pair.was,
      after: pair.now,
    });
  }
  return out;
}

const sameOrder = (a: readonly string[], b: readonly string[]) => {
  const common = new Set(a.filter((id) => b.includes(id)));
  return a.filter((id) => common.has(id)).join() === b.filter((id) => common.has(id)).join();
};

function reorderNotes(before: QuoteContent, after: QuoteContent): string[] {
  const notes: string[] = [];
  if (
    !sameOrder(
      before.sections.map((s) => s.id),
      after.sections.map((s) => s.id),
    )
  )
    notes.push('Reordered sections');
  for (const section of after.sections) {
    const previous = before.sections.find((s) => s.id === section.id);
    if (
      previous &&
      !sameOrder(
        previous.lines.map((l) => l.id),
        section.lines.map((l) => l.id),
      )
    )
      notes.push(`Reordered lines in ${section.name}`);
  }
  return notes;
}

const formatTotal = (unit: 'money' | 'minutes' | 'bps', value: number, currency: string) =>
  unit === 'money' ? formatMoney(value, currency) : unit === 'minutes' ? formatHours(value) : formatPercentBps(value);

/**
 * The domain's version comparison (compareQuoteContent) in a reader's words: settings and order as sentences, the
 * sections and lines added, removed and changed with each changed field before and after, and the totals.
 */
export function describeContentDiff(before: QuoteContent, after: QuoteContent, currency: string): ReadableContentDiff {
  const comparison = compareQuoteContent(before, after);
  const beforeLines = indexLines(before);
  const afterLines = indexLines(after);
  const net = (cents: number | null) => (cents === null ? null : formatMoney(cents, currency));
  const lines = comparison.lines.map((change): VersionLineChange => {
    const was = beforeLines.get(change.key);
    const now = afterLines.get(change.key);
    return {
      key: change.key,
      name: change.name,
      sectionName: change.sectionName,
      change: change.change,
      fields: change.change === 'changed' && was && now ? lineFields(was, now, change.fields, currency) : [],
      beforeNet: net(change.beforeNetCents),
      afterNet: net(change.afterNetCents),
    };
  });
  return {
    notes: [...describeSettings(before, after, currency), ...reorderNotes(before, after)],
    sections: comparison.sections.map((section) => ({
      key: section.key,
      name: section.name,
      change: section.change,
      fields: [...new Set(section.fields.map(fieldLabel))],
    })),
    lines,
    totals: comparison.totals.map((total) => ({
      key: total.key,
      label: total.label,
      before: formatTotal(total.unit, total.before, currency),
      after: formatTotal(total.unit, total.after, currency),
      changed: total.before !== total.after,
    })),
  };
}

/** The same content without sections: what a first version is compared with, so all of it reads as added. */
export const emptyContentLike = (content: QuoteContent): QuoteContent => ({ ...content, sections: [] });
