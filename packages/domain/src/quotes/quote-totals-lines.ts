import type { PricingLine } from './pricing-types';
import { MONTHS_PER_PERIOD, type BillingFrequency } from './quote-enums';
import { mulDivRound } from './quote-totals-math';

/** A `recurring` line is never one-time: a one_time frequency on it bills monthly (ADR 0015). */
export const effectiveFrequency = (line: Pick<PricingLine, 'kind' | 'frequency'>): BillingFrequency =>
  line.kind === 'recurring' && line.frequency === 'one_time' ? 'monthly' : line.frequency;

export const isPricedKind = (kind: PricingLine['kind']): boolean => kind !== 'text' && kind !== 'discount';

/** An amount per billing period over `termMonths`; one-time amounts are already whole. */
export const overTerm = (cents: number, frequency: BillingFrequency, termMonths: number): number =>
  frequency === 'one_time' ? cents : mulDivRound(cents, termMonths, MONTHS_PER_PERIOD[frequency]);

export interface PricedLine {
  frequency: BillingFrequency;
  minutes: number;
  grossCents: number;
  discountCents: number;
  netCents: number;
  costCents: number;
  /** Net and cost over the line's term (one-time: net and cost). */
  contractValueCents: number;
  contractCostCents: number;
}

/** A labour, product, recurring, expense or text line on its own: its own discount, nothing from its section. */
export function priceLine(line: PricingLine, contractTermMonths: number): PricedLine {
  const frequency = effectiveFrequency(line);
  if (!isPricedKind(line.kind)) {
    return {
      frequency,
      minutes: 0,
      grossCents: 0,
      discountCents: 0,
      netCents: 0,
      costCents: 0,
      contractValueCents: 0,
      contractCostCents: 0,
    };
  }
  const isLabor = line.kind === 'labor';
  const minutes = isLabor ? line.quantity * line.minutes : 0;
  const grossCents = isLabor ? mulDivRound(minutes, line.unitPriceCents, 60) : line.quantity * line.unitPriceCents;
  const costCents = isLabor ? mulDivRound(minutes, line.unitCostCents, 60) : line.quantity * line.unitCostCents;
  const discountCents = Math.max(0, Math.min(lineDiscount(line, grossCents), grossCents));
  const netCents = grossCents - discountCents;
  const term = line.termMonths ?? contractTermMonths;
  return {
    frequency,
    minutes,
    grossCents,
    discountCents,
    netCents,
    costCents,
    contractValueCents: overTerm(netCents, frequency, term),
    contractCostCents: overTerm(costCents, frequency, term),
  };
}

function lineDiscount(line: PricingLine, grossCents: number): number {
  if (line.discountType === 'percent') return mulDivRound(grossCents, line.discountValue, 10_000);
  if (line.discountType === 'amount') return line.discountValue;
  return 0;
}
