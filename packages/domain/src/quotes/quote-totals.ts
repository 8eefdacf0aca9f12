import type { CadenceTotals, LineTotals, PricingInput, QuoteTotals, SectionTotals } from './pricing-types';
import { RECURRING_FREQUENCIES, type RecurringFrequency } from './quote-enums';
import { priceSection, type FrequencyFigures } from './quote-totals-section';
import { annualise, marginFigures, mulDivRound, normaliseMonthly } from './quote-totals-math';

const zeroFigures = (): FrequencyFigures => ({
  netCents: 0,
  taxableCents: 0,
  costCents: 0,
  contractValueCents: 0,
  contractCostCents: 0,
  optionalCents: 0,
});

/**
 * The one pricing function (ADR 0004, ADR 0015): a version's content → every total the product shows.
 * Integer cents, minutes and basis points in and out; each line and each quote-level allocation rounds once.
 */
export function calculateQuoteTotals(input: PricingInput): QuoteTotals {
  const lines: Record<string, LineTotals> = {};
  const sections: Record<string, SectionTotals> = {};
  const sum = { one_time: zeroFigures(), monthly: zeroFigures(), quarterly: zeroFigures(), annual: zeroFigures() };
  const optional = { one_time: 0, monthly: 0, quarterly: 0, annual: 0, lineCount: 0 };
  const belowCostLineIds: string[] = [];
  let laborMinutes = 0;

  for (const section of input.sections) {
    const priced = priceSection(section, input.contractTermMonths);
    sections[section.id] = priced.totals;
    for (const line of priced.lines) {
      lines[line.lineId] = line;
      if (line.isBelowCost) belowCostLineIds.push(line.lineId);
    }
    optional.lineCount += priced.excludedLineCount;
    for (const frequency of ['one_time', ...RECURRING_FREQUENCIES] as const) {
      const figures = priced.byFrequency[frequency];
      optional[frequency] += figures.optionalCents;
      if (!priced.totals.included) {
        optional[frequency] += figures.netCents;
        continue;
      }
      const total = sum[frequency];
      total.netCents += figures.netCents;
      total.taxableCents += figures.taxableCents;
      total.costCents += figures.costCents;
      total.contractValueCents += figures.contractValueCents;
      total.contractCostCents += figures.contractCostCents;
    }
    if (priced.totals.included) laborMinutes += priced.totals.minutes;
  }

  const oneTime = sum.one_time;
  const subtotalCents = oneTime.netCents;
  const discountCents = quoteDiscount(input, subtotalCents);
  const revenueCents = subtotalCents - discountCents;
  const taxableCents = subtotalCents > 0 ? mulDivRound(oneTime.taxableCents, revenueCents, subtotalCents) : 0;
  const taxCents = mulDivRound(taxableCents, input.taxRateBps, 10_000);

  const recurring = {} as Record<RecurringFrequency, CadenceTotals>;
  for (const cadence of RECURRING_FREQUENCIES) {
    const figures = sum[cadence];
    const cadenceTax = mulDivRound(figures.taxableCents, input.taxRateBps, 10_000);
    recurring[cadence] = {
      subtotalCents: figures.netCents,
      taxCents: cadenceTax,
      totalCents: figures.netCents + cadenceTax,
      costCents: figures.costCents,
    };
  }

  const { monthly, quarterly, annual } = sum;
  const mrrCents = normaliseMonthly(monthly.netCents, quarterly.netCents, annual.netCents);
  const recurringContract = monthly.contractValueCents + quarterly.contractValueCents + annual.contractValueCents;
  const recurringContractCost = monthly.contractCostCents + quarterly.contractCostCents + annual.contractCostCents;
  const tcvCents = revenueCents + recurringContract;

  return {
    lines,
    sections,
    oneTime: {
      ...marginFigures(revenueCents, oneTime.costCents),
      subtotalCents,
      discountCents,
      taxableCents,
      taxCents,
      totalCents: revenueCents + taxCents,
    },
    recurring,
    recurringMonthly: marginFigures(
      mrrCents,
      normaliseMonthly(monthly.costCents, quarterly.costCents, annual.costCents),
    ),
    mrrCents,
    arrCents: annualise(monthly.netCents, quarterly.netCents, annual.netCents),
    tcvCents,
    overall: marginFigures(tcvCents, oneTime.costCents + recurringContractCost),
    laborMinutes,
    optional: {
      oneTimeCents: optional.one_time,
      monthlyCents: normaliseMonthly(optional.monthly, optional.quarterly, optional.annual),
      lineCount: optional.lineCount,
    },
    belowCostLineIds,
  };
}

function quoteDiscount(input: PricingInput, subtotalCents: number): number {
  if (subtotalCents <= 0) return 0;
  const raw =
    input.discountType === 'percent'
      ? mulDivRound(subtotalCents, input.discountValue, 10_000)
      : input.discountType === 'amount'
        ? input.discountValue
        : 0;
  return Math.max(0, Math.min(raw, subtotalCents));
}
