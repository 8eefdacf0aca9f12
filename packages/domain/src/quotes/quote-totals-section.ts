import type { LineTotals, PricingSection, SectionTotals } from './pricing-types';
import { BILLING_FREQUENCIES, type BillingFrequency } from './quote-enums';
import { effectiveFrequency, isPricedKind, priceLine } from './quote-totals-lines';
import { marginFigures, mulDivRound, normaliseMonthly } from './quote-totals-math';

/** Per billing frequency: what a section adds when it is included. */
export interface FrequencyFigures {
  netCents: number;
  taxableCents: number;
  costCents: number;
  contractValueCents: number;
  contractCostCents: number;
  /** Unselected optional lines' net (what they would add). */
  optionalCents: number;
}

export interface PricedSection {
  totals: SectionTotals;
  lines: LineTotals[];
  byFrequency: Record<BillingFrequency, FrequencyFigures>;
  /** Priced lines of this section not counted in the totals. */
  excludedLineCount: number;
}

interface Accumulator extends FrequencyFigures {
  baseCents: number;
  taxableBaseCents: number;
  discountLeftCents: number;
  discountedCents: number;
  contractDiscountedCents: number;
}

const newAccumulator = (): Accumulator => ({
  netCents: 0,
  taxableCents: 0,
  costCents: 0,
  contractValueCents: 0,
  contractCostCents: 0,
  optionalCents: 0,
  baseCents: 0,
  taxableBaseCents: 0,
  discountLeftCents: 0,
  discountedCents: 0,
  contractDiscountedCents: 0,
});

/** round(whole × part / base): a discount's share of the contract value it discounts. */
const shareOf = (whole: number, part: number, base: number) => (base > 0 ? mulDivRound(whole, part, base) : 0);

/** −n without a −0 (which would print as “-$0.00”). */
const negate = (n: number) => (n === 0 ? 0 : -n);

const isActive = (item: { isOptional: boolean; isSelected: boolean }) => !item.isOptional || item.isSelected;

/**
 * Prices a section as if it were included: its lines, then its discount lines against the active, non-discount
 * net of the same frequency (clamped so that net never goes below 0), then its figures per frequency. A discount
 * line has no term of its own: over the contract it takes the same share of the lines it discounts (their terms),
 * cumulatively rounded so the lines add up exactly to the section.
 */
export function priceSection(section: PricingSection, contractTermMonths: number): PricedSection {
  const included = isActive(section);
  const acc = Object.fromEntries(BILLING_FREQUENCIES.map((f) => [f, newAccumulator()])) as Record<
    BillingFrequency,
    Accumulator
  >;
  const lines: LineTotals[] = new Array<LineTotals>(section.lines.length);
  let minutes = 0;
  let excludedLineCount = 0;

  section.lines.forEach((line, index) => {
    if (line.kind === 'discount') return;
    const priced = priceLine(line, contractTermMonths);
    const lineActive = isActive(line);
    const a = acc[priced.frequency];
    if (lineActive) {
      a.baseCents += priced.netCents;
      if (line.taxable) a.taxableBaseCents += priced.netCents;
      a.costCents += priced.costCents;
      a.contractValueCents += priced.contractValueCents;
      a.contractCostCents += priced.contractCostCents;
      minutes += priced.minutes;
    } else if (isPricedKind(line.kind)) {
      a.optionalCents += priced.netCents;
    }
    if (isPricedKind(line.kind) && !(lineActive && included)) excludedLineCount += 1;
    const isBelowCost = included && lineActive && isPricedKind(line.kind) && priced.netCents < priced.costCents;
    lines[index] = toLineTotals(line.id, lineActive && included, priced, isBelowCost);
  });

  for (const a of Object.values(acc)) a.discountLeftCents = a.baseCents;

  section.lines.forEach((line, index) => {
    if (line.kind !== 'discount') return;
    const frequency = effectiveFrequency(line);
    const a = acc[frequency];
    const raw = Math.max(
      0,
      line.discountType === 'percent'
        ? mulDivRound(a.baseCents, line.discountValue, 10_000)
        : line.discountType === 'amount'
          ? line.discountValue
          : 0,
    );
    const lineActive = isActive(line);
    let amount: number;
    let contractAmount: number;
    if (lineActive) {
      amount = Math.min(raw, a.discountLeftCents);
      a.discountLeftCents -= amount;
      a.discountedCents += amount;
      const discountedContract = shareOf(a.contractValueCents, a.discountedCents, a.baseCents);
      contractAmount = discountedContract - a.contractDiscountedCents;
      a.contractDiscountedCents = discountedContract;
    } else {
      amount = Math.min(raw, a.baseCents);
      contractAmount = shareOf(a.contractValueCents, amount, a.baseCents);
    }
    lines[index] = toLineTotals(
      line.id,
      lineActive && included,
      {
        frequency,
        minutes: 0,
        grossCents: negate(amount),
        discountCents: 0,
        netCents: negate(amount),
        costCents: 0,
        contractValueCents: negate(contractAmount),
        contractCostCents: 0,
      },
      false,
    );
  });

  const byFrequency = {} as Record<BillingFrequency, FrequencyFigures>;
  for (const frequency of BILLING_FREQUENCIES) {
    const a = acc[frequency];
    const netCents = a.discountLeftCents;
    byFrequency[frequency] = {
      netCents,
      taxableCents: shareOf(a.taxableBaseCents, netCents, a.baseCents),
      costCents: a.costCents,
      contractValueCents: a.contractValueCents - a.contractDiscountedCents,
      contractCostCents: a.contractCostCents,
      optionalCents: a.optionalCents,
    };
  }

  const { one_time: oneTime, monthly, quarterly, annual } = byFrequency;
  return {
    lines,
    byFrequency,
    excludedLineCount,
    totals: {
      sectionId: section.id,
      included,
      minutes,
      oneTime: marginFigures(oneTime.netCents, oneTime.costCents),
      recurringMonthly: marginFigures(
        normaliseMonthly(monthly.netCents, quarterly.netCents, annual.netCents),
        normaliseMonthly(monthly.costCents, quarterly.costCents, annual.costCents),
      ),
      recurring: { monthly: monthly.netCents, quarterly: quarterly.netCents, annual: annual.netCents },
      optionalOneTimeCents: oneTime.optionalCents,
      optionalMonthlyCents: normaliseMonthly(monthly.optionalCents, quarterly.optionalCents, annual.optionalCents),
    },
  };
}

function toLineTotals(
  lineId: string,
  included: boolean,
  priced: ReturnType<typeof priceLine>,
  isBelowCost: boolean,
): LineTotals {
  const margin = marginFigures(priced.netCents, priced.costCents);
  return {
    lineId,
    included,
    frequency: priced.frequency,
    minutes: priced.minutes,
    grossCents: priced.grossCents,
    discountCents: priced.discountCents,
    netCents: priced.netCents,
    costCents: priced.costCents,
    grossProfitCents: margin.grossProfitCents,
    marginBps: margin.marginBps,
    contractValueCents: priced.contractValueCents,
    isBelowCost,
  };
}
