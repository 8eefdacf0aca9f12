import { formatMoney } from '../quotes/format-money';
import type { LineTotals, QuoteTotals } from '../quotes/pricing-types';
import type { QuoteContent, QuoteLine, QuoteSection } from '../quotes/quote-content';
import { mulDivRound } from '../quotes/quote-totals-math';
import { RECURRING_FREQUENCIES, type BillingFrequency } from '../quotes/quote-enums';
import {
  contractValueLabel,
  FIGURE_LABELS as LABEL,
  hasRecurringRevenue,
  recurringTermMonths,
} from '../quotes/quote-figures';
import { DOCUMENT_COPY as COPY } from './document-copy';
import { internalFigures } from './document-format';
import { isScopeLine } from './document-scope';
import type {
  DocumentPricingRow,
  DocumentPricingTable,
  DocumentTotalRow,
  DocumentVariant,
} from './quote-document-types';

interface Ctx {
  totals: QuoteTotals;
  variant: DocumentVariant;
  currency: string;
  contractTermMonths: number;
}

/** The cadence a line bills on: a recurring service is never one-off (ADR 0015). */
const cadenceOf = (line: QuoteLine): BillingFrequency =>
  line.kind === 'recurring' && line.frequency === 'one_time' ? 'monthly' : line.frequency;

const money = (ctx: Ctx, cents: number, frequency?: BillingFrequency) =>
  formatMoney(cents, ctx.currency, frequency ? { frequency } : {});

function unitPriceOf(line: QuoteLine, ctx: Ctx, frequency: BillingFrequency): string {
  if (line.kind === 'discount') return '';
  if (line.kind === 'labor') return `${money(ctx, line.unitPriceCents)}/h`;
  return money(ctx, line.unitPriceCents, frequency);
}

function quantityOf(line: QuoteLine, lineTotals: LineTotals | undefined): string {
  if (line.kind === 'discount') return '';
  if (line.kind === 'labor') return `${((lineTotals?.minutes ?? 0) / 60).toLocaleString('en-US')} h`;
  return `${line.quantity.toLocaleString('en-US')} ${line.unit}`;
}

function lineRow(line: QuoteLine, section: QuoteSection, frequency: BillingFrequency, ctx: Ctx): DocumentPricingRow {
  const lineTotals = ctx.totals.lines[line.id];
  const showPrices = section.showLinePrices;
  const net = lineTotals?.netCents ?? 0;
  const excluded = lineTotals ? !lineTotals.included : false;
  const term = frequency === 'one_time' ? null : COPY.termMonths(line.termMonths ?? ctx.contractTermMonths);
  return {
    kind: 'line',
    id: line.id,
    name: line.name,
    quantity: quantityOf(line, lineTotals),
    unitPrice: showPrices ? unitPriceOf(line, ctx, frequency) : null,
    amount: showPrices ? money(ctx, net, frequency) : null,
    term,
    optionalLabel: excluded ? COPY.optionalNotSelected : line.isOptional ? COPY.optional : null,
    internal:
      ctx.variant === 'internal' && lineTotals
        ? internalFigures(
            {
              revenueCents: net,
              costCents: lineTotals.costCents,
              grossProfitCents: lineTotals.grossProfitCents,
              marginBps: lineTotals.marginBps,
            },
            ctx.currency,
            // A task's note is printed once, with the task in the scope.
            isScopeLine(line) ? '' : line.internalNote,
          )
        : null,
  };
}

function tableFor(content: QuoteContent, frequency: BillingFrequency, ctx: Ctx): DocumentPricingTable | null {
  const rows: DocumentPricingRow[] = [];
  for (const section of content.sections) {
    const lines = section.lines.filter((line) => line.kind !== 'text' && cadenceOf(line) === frequency);
    if (lines.length === 0) continue;
    const sectionExcluded = section.isOptional && !section.isSelected;
    rows.push({
      kind: 'group',
      id: section.id,
      name: section.name,
      quantity: '',
      unitPrice: null,
      amount: null,
      term: null,
      optionalLabel: sectionExcluded ? COPY.sectionOptional : section.isOptional ? COPY.optional : null,
      internal: null,
    });
    rows.push(...lines.map((line) => lineRow(line, section, frequency, ctx)));
    const sectionTotals = ctx.totals.sections[section.id];
    const net =
      frequency === 'one_time'
        ? (sectionTotals?.oneTime.revenueCents ?? 0)
        : (sectionTotals?.recurring[frequency] ?? 0);
    const cost = lines.reduce((sum, line) => {
      const t = ctx.totals.lines[line.id];
      return sum + (t && (t.included || sectionExcluded) ? t.costCents : 0);
    }, 0);
    rows.push({
      kind: 'subtotal',
      id: `${section.id}:${frequency}`,
      name: COPY.sectionTotal(section.name),
      quantity: '',
      unitPrice: null,
      amount: money(ctx, net, frequency),
      term: null,
      optionalLabel: sectionExcluded ? COPY.optionalNotSelected : null,
      internal:
        ctx.variant === 'internal'
          ? internalFigures(
              {
                revenueCents: net,
                costCents: cost,
                grossProfitCents: net - cost,
                marginBps: net > 0 ? mulDivRound(net - cost, 10_000, net) : null,
              },
              ctx.currency,
            )
          : null,
    });
  }
  if (rows.length === 0) return null;
  const columns: string[] = [COPY.item, COPY.quantity, COPY.unitPrice, COPY.amount];
  if (frequency !== 'one_time') columns.push(COPY.term);
  if (ctx.variant === 'internal') columns.push(COPY.internalCost, COPY.internalMargin);
  return {
    key: frequency,
    title: frequency === 'one_time' ? COPY.oneTimeTable : COPY.recurringTable[frequency],
    columns,
    rows,
  };
}

function totalRows(content: QuoteContent, ctx: Ctx): DocumentTotalRow[] {
  const { totals } = ctx;
  const rows: DocumentTotalRow[] = [];
  const row = (key: string, label: string, cents: number, emphasis = false, frequency?: BillingFrequency) =>
    rows.push({ key, label, value: money(ctx, cents, frequency), emphasis });
  const hasOneTime = content.sections.some((s) =>
    s.lines.some((l) => l.kind !== 'text' && cadenceOf(l) === 'one_time'),
  );
  if (hasOneTime) {
    const { discountCents } = totals.oneTime;
    row('one_time_subtotal', discountCents > 0 ? LABEL.oneTimeSubtotal : LABEL.oneTime, totals.oneTime.subtotalCents);
    if (discountCents > 0) {
      row('discount', LABEL.discount, -discountCents);
      row('one_time', LABEL.oneTime, totals.oneTime.revenueCents);
    }
    if (totals.oneTime.taxCents > 0) row('tax', LABEL.oneTimeTax, totals.oneTime.taxCents);
    row('one_time_total', LABEL.dueOnAcceptance, totals.oneTime.totalCents, true);
  }
  for (const frequency of RECURRING_FREQUENCIES) {
    const cadence = totals.recurring[frequency];
    if (cadence.subtotalCents === 0 && cadence.totalCents === 0) continue;
    const hasTax = cadence.taxCents > 0;
    row(`${frequency}_subtotal`, LABEL.recurring[frequency], cadence.subtotalCents, !hasTax, frequency);
    if (hasTax) {
      row(`${frequency}_tax`, LABEL.recurringTax[frequency], cadence.taxCents, false, frequency);
      row(`${frequency}_total`, LABEL.recurringTotal[frequency], cadence.totalCents, true, frequency);
    }
  }
  if (hasRecurringRevenue(totals)) {
    row('mrr', LABEL.mrr, totals.mrrCents, false, 'monthly');
    row('arr', LABEL.arr, totals.arrCents, false, 'annual');
    row('tcv', contractValueLabel(recurringTermMonths(content, totals)), totals.tcvCents, true);
  }
  return rows;
}

function optionalNote(ctx: Ctx): string | null {
  const { oneTimeCents, monthlyCents, lineCount } = ctx.totals.optional;
  if (lineCount === 0) return null;
  const parts = [
    oneTimeCents > 0 ? `+${money(ctx, oneTimeCents)}` : '',
    monthlyCents > 0 ? `+${money(ctx, monthlyCents, 'monthly')}` : '',
  ].filter(Boolean);
  return parts.length > 0 ? `${COPY.optionalExtra}: ${parts.join(', ')}` : null;
}

/** One-time lines, then each recurring cadence, grouped by section; totals exactly as calculateQuoteTotals. */
export function buildDocumentPricing(content: QuoteContent, ctx: Ctx) {
  const frequencies: BillingFrequency[] = ['one_time', ...RECURRING_FREQUENCIES];
  return {
    tables: frequencies
      .map((frequency) => tableFor(content, frequency, ctx))
      .filter((table): table is DocumentPricingTable => table !== null),
    totals: totalRows(content, ctx),
    optionalNote: optionalNote(ctx),
  };
}
