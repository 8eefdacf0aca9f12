import type { DealFacts } from './collect-deal-facts';
import type { AnalyticsStage } from './pipeline-types';
import { ratioBps } from './ratio-bps';

/** One step of the funnel; the last step is the won stage and has no conversion onwards. */
export interface FunnelStep {
  stageId: string;
  stageName: string;
  reachedCount: number;
  /** Reached the next step ÷ reached this one. */
  conversionToNextBps: number | null;
}

/** The open stages that make the funnel: not retired, in position order. */
export const funnelStagesOf = (stages: readonly AnalyticsStage[]): AnalyticsStage[] =>
  stages.filter((s) => s.kind === 'open' && s.retiredAt === null).sort((a, b) => a.position - b.position);

/** The funnel's steps: its open stages, then the (first live) won stage. */
export function funnelStepsOf(stages: readonly AnalyticsStage[]): { stageId: string; stageName: string }[] {
  const won = stages.find((s) => s.kind === 'won' && s.retiredAt === null) ?? stages.find((s) => s.kind === 'won');
  return [
    ...funnelStagesOf(stages).map((s) => ({ stageId: s.id, stageName: s.name })),
    { stageId: won?.id ?? 'won', stageName: won?.name ?? 'Won' },
  ];
}

/**
 * The funnel of the deals created in the range, over their whole history up to now. A deal reached every open
 * stage up to the furthest one it ever entered (skipped stages count as reached); a won deal reached them all
 * and the won step. Reopened deals count once, by their furthest stage. Retired stages are left out.
 */
export function measureStageFunnel(
  facts: readonly DealFacts[],
  steps: readonly { stageId: string; stageName: string }[],
): FunnelStep[] {
  const furthest = new Array<number>(steps.length).fill(0);
  for (const fact of facts) {
    if (fact.isCreatedInRange && fact.furthestStep >= 0) furthest[fact.furthestStep]! += 1;
  }
  const reached = new Array<number>(steps.length).fill(0);
  let running = 0;
  for (let i = steps.length - 1; i >= 0; i--) {
    running += furthest[i]!;
    reached[i] = running;
  }
  return steps.map((step, i) => ({
    ...step,
    reachedCount: reached[i]!,
    conversionToNextBps: i + 1 < steps.length ? ratioBps(reached[i + 1]!, reached[i]!) : null,
  }));
}
