import { addAmounts, dealAmountsOf, emptyAmounts, type DealAmounts } from './deal-amounts';
import type { AnalyticsDeal } from './pipeline-types';

/** Commit: effective probability ≥ 80 %; best case: ≥ 40 % (commit and the deals between). */
export const COMMIT_MIN_BPS = 8_000;
export const BEST_CASE_MIN_BPS = 4_000;

/** An open deal in a forecast, with the probability that applies to it (override, else its stage's). */
export interface ForecastDeal {
  deal: AnalyticsDeal;
  stageId: string;
  probabilityBps: number;
}

/**
 * Pipeline: every open deal at full value; weighted: value × probability (rounded once per deal); commit and
 * best case: the full value of the deals at or above their threshold. Amounts keep one-time, MRR and ARR apart.
 */
export interface ForecastAmounts {
  openCount: number;
  pipeline: DealAmounts;
  weighted: DealAmounts;
  commit: DealAmounts;
  bestCase: DealAmounts;
}

export const emptyForecast = (): ForecastAmounts => ({
  openCount: 0,
  pipeline: emptyAmounts(),
  weighted: emptyAmounts(),
  commit: emptyAmounts(),
  bestCase: emptyAmounts(),
});

/** Adds one open deal to a forecast (mutates `into`). */
export function addToForecast(into: ForecastAmounts, item: ForecastDeal): void {
  const full = dealAmountsOf(item.deal);
  into.openCount += 1;
  addAmounts(into.pipeline, full);
  addAmounts(into.weighted, dealAmountsOf(item.deal, item.probabilityBps));
  if (item.probabilityBps >= BEST_CASE_MIN_BPS) addAmounts(into.bestCase, full);
  if (item.probabilityBps >= COMMIT_MIN_BPS) addAmounts(into.commit, full);
}
