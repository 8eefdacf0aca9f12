import { groupStageChanges, type TimedChange } from './collect-deal-facts';
import type { Instant, AnalyticsDeal, AnalyticsStage, AnalyticsStageChange } from './pipeline-types';
import type { ForecastDeal } from './sum-forecast';
import { toEpochMs } from './zoned-calendar';

type TimedChanges = readonly TimedChange[];

/** The stage a deal sat in at `at` (epoch ms), replaying its time-ordered changes; binary search. */
export function stageAtInstant(deal: AnalyticsDeal, changes: TimedChanges | undefined, at: number): string {
  if (!changes || changes.length === 0) return deal.stageId;
  let low = 0;
  let high = changes.length - 1;
  let last = -1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    if (changes[mid]!.at <= at) {
      last = mid;
      low = mid + 1;
    } else high = mid - 1;
  }
  if (last >= 0) return changes[last]!.toStageId;
  return changes[0]!.fromStageId ?? changes[0]!.toStageId;
}

/** A deal at `at` as a forecast sees it: created by then and sitting in an open-kind stage. */
export function forecastDealAt(
  deal: AnalyticsDeal,
  changes: TimedChanges | undefined,
  stagesById: ReadonlyMap<string, AnalyticsStage>,
  at: number,
): ForecastDeal | null {
  if (toEpochMs(deal.createdAt) > at) return null;
  const stageId = stageAtInstant(deal, changes, at);
  const stage = stagesById.get(stageId);
  if (stage?.kind !== 'open') return null;
  return { deal, stageId, probabilityBps: deal.probabilityOverrideBps ?? stage.probabilityBps };
}

/**
 * The open deals as they stood at `instant`, replaying stage changes (a deal lost and later reopened is out of
 * the forecast while it was lost). Only stages are historic: values, close dates, overrides and stage
 * probabilities are today's, as no history of them is kept.
 */
export function forecastAsOf(
  opps: readonly AnalyticsDeal[],
  changes: readonly AnalyticsStageChange[],
  stages: readonly AnalyticsStage[],
  instant: Instant,
): ForecastDeal[] {
  const byDeal = groupStageChanges(changes);
  const stagesById = new Map(stages.map((s) => [s.id, s]));
  const at = toEpochMs(instant);
  const open: ForecastDeal[] = [];
  for (const deal of opps) {
    const item = forecastDealAt(deal, byDeal.get(deal.id), stagesById, at);
    if (item) open.push(item);
  }
  return open;
}
