import { annualise, mulDivRound } from '../quotes/quote-totals-math';
import type { AnalyticsDeal } from './pipeline-types';

/**
 * A deal's money, kept apart: one-time, MRR, ARR (= 12 × MRR, `annualise` of quote-figures) and the value basis
 * of every analytics figure, first-year value = one-time + ARR. All before tax.
 */
export interface DealAmounts {
  oneTimeCents: number;
  mrrCents: number;
  arrCents: number;
  firstYearCents: number;
}

export const emptyAmounts = (): DealAmounts => ({ oneTimeCents: 0, mrrCents: 0, arrCents: 0, firstYearCents: 0 });

/** The deal's amounts at probability `probabilityBps` (10 000 = all of it): one-time and MRR each rounded once. */
export function dealAmountsOf(
  deal: Pick<AnalyticsDeal, 'oneTimeCents' | 'mrrCents'>,
  probabilityBps = 10_000,
): DealAmounts {
  const oneTimeCents =
    probabilityBps === 10_000 ? deal.oneTimeCents : mulDivRound(deal.oneTimeCents, probabilityBps, 10_000);
  const mrrCents = probabilityBps === 10_000 ? deal.mrrCents : mulDivRound(deal.mrrCents, probabilityBps, 10_000);
  const arrCents = annualise(mrrCents, 0, 0);
  return { oneTimeCents, mrrCents, arrCents, firstYearCents: oneTimeCents + arrCents };
}

/** Adds `amounts` into `into` (mutates `into`, for O(1) accumulation). */
export function addAmounts(into: DealAmounts, amounts: DealAmounts): void {
  into.oneTimeCents += amounts.oneTimeCents;
  into.mrrCents += amounts.mrrCents;
  into.arrCents += amounts.arrCents;
  into.firstYearCents += amounts.firstYearCents;
}

/** First-year value: one-time + 12 × MRR, the value basis for win rate by value, deal size and margins. */
export const firstYearValueCents = (deal: Pick<AnalyticsDeal, 'oneTimeCents' | 'mrrCents'>): number =>
  deal.oneTimeCents + annualise(deal.mrrCents, 0, 0);
