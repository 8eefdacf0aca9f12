import { formatMoney } from './format-money';
import type { PricingInput, QuoteTotals } from './pricing-types';
import { RECURRING_FREQUENCIES, type RecurringFrequency } from './quote-enums';
import { mulDivRound } from './quote-totals-math';

/**
 * The one rule (ADR 0026): revenue figures — one-time, each cadence, MRR, ARR, TCV, margin — are before tax;
 * what the client pays at a moment — "due on acceptance", a cadence's total — includes tax. Every label says which.
 */
export const FIGURE_LABELS = {
  oneTimeSubtotal: 'One-time subtotal (excl. tax)',
  discount: 'Discount',
  oneTime: 'One-time (excl. tax)',
  oneTimeTax: 'Tax',
  dueOnAcceptance: 'Due on acceptance (incl. tax)',
  recurring: { monthly: 'Monthly (excl. tax)', quarterly: 'Quarterly (excl. tax)', annual: 'Annual (excl. tax)' },
  recurringTax: { monthly: 'Monthly tax', quarterly: 'Quarterly tax', annual: 'Annual tax' },
  recurringTotal: {
    monthly: 'Monthly total (incl. tax)',
    quarterly: 'Quarterly total (incl. tax)',
    annual: 'Annual total (incl. tax)',
  },
  mrr: 'MRR (excl. tax)',
  arr: 'ARR (excl. tax)',
  tcv: 'TCV (excl. tax)',
  totalOver: (months: number) => `Total over ${months} months (excl. tax)`,
  contractValue: 'Total contract value (excl. tax)',
  margin: 'Margin (contract, excl. tax)',
  acceptanceRate: 'Acceptance rate (accepted ÷ sent)',
} as const;

export interface QuoteFigure {
  key: string;
  label: string;
  cents: number;
  /** Set on a per-period figure: it prints with "/mo", "/qtr" or "/yr". */
  frequency?: RecurringFrequency;
  emphasis: boolean;
}

/** Recurring revenue exists: only then are MRR, ARR, a contract value or "total over N months" shown. */
export const hasRecurringRevenue = (totals: Pick<QuoteTotals, 'arrCents'>): boolean => totals.arrCents > 0;

/** The term every included recurring line runs for (its own or the contract's); null when none or they differ. */
export function recurringTermMonths(input: PricingInput, totals: QuoteTotals): number | null {
  const terms = new Set<number>();
  for (const section of input.sections) {
    for (const line of section.lines) {
      const lineTotals = totals.lines[line.id];
      if (!lineTotals?.included || lineTotals.frequency === 'one_time' || lineTotals.netCents === 0) continue;
      if (line.kind === 'discount' || line.kind === 'text') continue;
      terms.add(line.termMonths ?? input.contractTermMonths);
    }
  }
  return terms.size === 1 ? [...terms][0]! : null;
}

/** "Total over 12 months (excl. tax)" when every recurring line shares a term, else "Total contract value …". */
export const contractValueLabel = (termMonths: number | null): string =>
  termMonths === null ? FIGURE_LABELS.contractValue : FIGURE_LABELS.totalOver(termMonths);

/**
 * The client's summary (the "Your total" card and the emails): what is due on acceptance, each recurring cadence
 * and, only with recurring revenue, the contract value over the term. All revenue figures before tax, so
 * contract value = one-time + each cadence over the term can be checked by the reader.
 */
export function clientSummaryFigures(input: PricingInput, totals: QuoteTotals): QuoteFigure[] {
  const figures: QuoteFigure[] = [];
  const recurring = hasRecurringRevenue(totals);
  if (totals.oneTime.subtotalCents > 0 || !recurring) {
    if (totals.oneTime.taxCents !== 0) {
      figures.push({
        key: 'one_time',
        label: FIGURE_LABELS.oneTime,
        cents: totals.oneTime.revenueCents,
        emphasis: false,
      });
    }
    figures.push({
      key: 'due_on_acceptance',
      label: FIGURE_LABELS.dueOnAcceptance,
      cents: totals.oneTime.totalCents,
      emphasis: true,
    });
  }
  for (const frequency of RECURRING_FREQUENCIES) {
    const cents = totals.recurring[frequency].subtotalCents;
    if (cents !== 0)
      figures.push({ key: frequency, label: FIGURE_LABELS.recurring[frequency], cents, frequency, emphasis: false });
  }
  if (recurring) {
    figures.push({
      key: 'tcv',
      label: contractValueLabel(recurringTermMonths(input, totals)),
      cents: totals.tcvCents,
      emphasis: true,
    });
  }
  return figures;
}

/** The list's mirrored columns on `quotes` (one-time, MRR, TCV, margin): every one before tax. */
export function listFiguresOf(totals: QuoteTotals) {
  return {
    oneTimeTotalCents: totals.oneTime.revenueCents,
    mrrCents: totals.mrrCents,
    tcvCents: totals.tcvCents,
    marginBps: totals.overall.marginBps,
  };
}

/**
 * Acceptance rate of a period's cohort: of the quotes sent in the period, the share accepted so far (basis points);
 * null when none was sent. Open quotes count against it until they are accepted.
 */
export const acceptanceRateBps = (acceptedCount: number, sentCount: number): number | null =>
  sentCount <= 0 ? null : mulDivRound(Math.min(acceptedCount, sentCount), 10_000, sentCount);

/** "Due on acceptance (incl. tax): $1,234.00", one line per figure: the emails print the client summary so. */
export const figureLines = (figures: readonly QuoteFigure[], currency: string): string[] =>
  figures.map((f) => `${f.label}: ${formatMoney(f.cents, currency, f.frequency ? { frequency: f.frequency } : {})}`);
