import type { DealFacts } from './collect-deal-facts';
import type { AnalyticsStage } from './pipeline-types';
import { summariseDurations, type DurationSummary } from './summarise-durations';

export interface StageTime extends DurationSummary {
  stageId: string;
  stageName: string;
}

/**
 * Time in each open stage, per stay (`count` stays), over the stays that began in the range: from entering the
 * stage to the next change, or to now while the deal still sits there. A deal that returns to a stage stays twice.
 * `funnelStages` are the open stages in funnel order (`funnelStagesOf`).
 */
export function measureTimeInStage(facts: readonly DealFacts[], funnelStages: readonly AnalyticsStage[]): StageTime[] {
  const durations = funnelStages.map((): number[] => []);
  for (const fact of facts) {
    for (const stay of fact.stays) durations[stay.step]!.push(stay.ms);
  }
  return funnelStages.map((s, i) => ({ stageId: s.id, stageName: s.name, ...summariseDurations(durations[i]!) }));
}
