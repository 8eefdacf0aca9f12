import { findBucketIndex, periodKeyOfDate, type PeriodBucket } from './bucket-periods';
import { addAmounts, dealAmountsOf, emptyAmounts, type DealAmounts } from './deal-amounts';
import type { BucketSize, AnalyticsDeal, AnalyticsStage } from './pipeline-types';
import { ratioBps } from './ratio-bps';
import { addToForecast, emptyForecast, type ForecastAmounts } from './sum-forecast';
import { toEpochMs } from './zoned-calendar';

export interface ForecastInput {
  stages: readonly AnalyticsStage[];
  deals: readonly AnalyticsDeal[];
  /** Whole months or quarters from `bucketPeriods`, keyed like `periodKeyOf`. */
  periods: readonly PeriodBucket[];
  size: BucketSize;
  /** First-year value targets in cents by period key; a period without one has no attainment. */
  targets?: Readonly<Record<string, number>>;
}

export interface ForecastPeriod extends PeriodBucket, ForecastAmounts {
  /** Deals won in the period (by `closedAt`), beside the open forecast. */
  closedWonCount: number;
  closedWon: DealAmounts;
  targetCents: number | null;
  /** Closed won first-year value ÷ target. */
  attainmentBps: number | null;
}

export interface PipelineForecast {
  periods: ForecastPeriod[];
  /** Open deals without an expected close date. */
  unscheduled: ForecastAmounts;
}

/** Open deals by the month or quarter of their expected close date, and what was won in each period. */
export function forecastPipeline(input: ForecastInput): PipelineForecast {
  const stagesById = new Map(input.stages.map((s) => [s.id, s]));
  const rows = input.periods.map((p) => ({
    ...p,
    ...emptyForecast(),
    closedWonCount: 0,
    closedWon: emptyAmounts(),
  }));
  const rowByKey = new Map(rows.map((row) => [row.key, row]));
  const unscheduled = emptyForecast();
  for (const deal of input.deals) {
    if (deal.status === 'won' && deal.closedAt !== null) {
      const index = findBucketIndex(input.periods, toEpochMs(deal.closedAt));
      const row = index >= 0 ? rows[index] : undefined;
      if (row) {
        row.closedWonCount += 1;
        addAmounts(row.closedWon, dealAmountsOf(deal));
      }
    }
    if (deal.status !== 'open') continue;
    const stage = stagesById.get(deal.stageId);
    const item = {
      deal,
      stageId: deal.stageId,
      probabilityBps: deal.probabilityOverrideBps ?? stage?.probabilityBps ?? 0,
    };
    if (deal.expectedCloseDate === null) addToForecast(unscheduled, item);
    else {
      const row = rowByKey.get(periodKeyOfDate(deal.expectedCloseDate, input.size));
      if (row) addToForecast(row, item);
    }
  }
  return {
    periods: rows.map((row) => {
      const targetCents = input.targets?.[row.key] ?? null;
      const attainmentBps = targetCents === null ? null : ratioBps(row.closedWon.firstYearCents, targetCents);
      return { ...row, targetCents, attainmentBps };
    }),
    unscheduled,
  };
}
