import { findBucketIndex, periodKeyOfDate, type PeriodBucket } from './bucket-periods';
import { groupStageChanges } from './collect-deal-facts';
import { addAmounts, dealAmountsOf, emptyAmounts, type DealAmounts } from './deal-amounts';
import { forecastDealAt } from './forecast-as-of';
import type { BucketSize, AnalyticsDeal, AnalyticsStage, AnalyticsStageChange } from './pipeline-types';
import { ratioBps } from './ratio-bps';
import { addToForecast, emptyForecast, type ForecastAmounts } from './sum-forecast';
import { toEpochMs } from './zoned-calendar';

export interface ForecastAccuracyInput {
  stages: readonly AnalyticsStage[];
  deals: readonly AnalyticsDeal[];
  changes: readonly AnalyticsStageChange[];
  /** Past months or quarters from `bucketPeriods`. */
  periods: readonly PeriodBucket[];
  size: BucketSize;
}

export interface ForecastAccuracy extends PeriodBucket {
  /** What was forecast to close in the period, as the pipeline stood at the period's start. */
  forecast: ForecastAmounts;
  closedWonCount: number;
  closedWon: DealAmounts;
  /** Closed won − weighted forecast, first-year value. */
  varianceCents: number;
  /** Closed won ÷ weighted forecast. */
  actualToForecastBps: number | null;
  /** 100 % − |closed won − weighted| ÷ weighted, not below 0; null without a forecast. */
  accuracyBps: number | null;
}

/** Each past period's forecast as of its start (stages replayed) against the first-year value won in it. */
export function measureForecastAccuracy(input: ForecastAccuracyInput): ForecastAccuracy[] {
  const byDeal = groupStageChanges(input.changes);
  const stagesById = new Map(input.stages.map((s) => [s.id, s]));
  const rows = input.periods.map((p) => ({ period: p, forecast: emptyForecast(), count: 0, won: emptyAmounts() }));
  const rowByKey = new Map(rows.map((row) => [row.period.key, row]));
  for (const deal of input.deals) {
    if (deal.status === 'won' && deal.closedAt !== null) {
      const index = findBucketIndex(input.periods, toEpochMs(deal.closedAt));
      const row = index >= 0 ? rows[index] : undefined;
      if (row) {
        row.count += 1;
        addAmounts(row.won, dealAmountsOf(deal));
      }
    }
    if (deal.expectedCloseDate === null) continue;
    const row = rowByKey.get(periodKeyOfDate(deal.expectedCloseDate, input.size));
    const item = row && forecastDealAt(deal, byDeal.get(deal.id), stagesById, row.period.start);
    if (row && item) addToForecast(row.forecast, item);
  }
  return rows.map(({ period, forecast, count, won }) => {
    const weighted = forecast.weighted.firstYearCents;
    const varianceCents = won.firstYearCents - weighted;
    const error = ratioBps(Math.abs(varianceCents), weighted);
    return {
      ...period,
      forecast,
      closedWonCount: count,
      closedWon: won,
      varianceCents,
      actualToForecastBps: ratioBps(won.firstYearCents, weighted),
      accuracyBps: error === null ? null : Math.max(0, 10_000 - error),
    };
  });
}
