import { findBucketIndex } from './bucket-periods';
import { firstYearValueCents } from './deal-amounts';
import type { AnalyticsDeal, AnalyticsStageChange, InstantSpan } from './pipeline-types';
import { toEpochMs } from './zoned-calendar';

/** A stay in one open funnel stage (`step`, its index in the funnel) that began in the range, and its length. */
export interface StageStay {
  step: number;
  ms: number;
}

/** What every figure reads from a deal, worked out once so that each figure of each group is a plain sum. */
export interface DealFacts {
  deal: AnalyticsDeal;
  createdMs: number;
  /** Set only for a won or lost deal; a reopened deal is open again and has none. */
  closedMs: number | null;
  firstYearCents: number;
  isCreatedInRange: boolean;
  isClosedInRange: boolean;
  /** Chart bucket of `createdAt` and of `closedAt`, -1 outside the range. */
  createdBucket: number;
  closedBucket: number;
  /** The furthest funnel step the deal reached: -1 none, the funnel's length for won. */
  furthestStep: number;
  stays: StageStay[];
}

export interface FactsContext {
  range: InstantSpan;
  buckets: readonly InstantSpan[];
  /** Funnel step of each open, non-retired stage id. */
  stepOf: ReadonlyMap<string, number>;
  now: Date;
}

/** A stage change with its time parsed. */
export interface TimedChange {
  fromStageId: string | null;
  toStageId: string;
  at: number;
}

/** Stage changes by deal, each list in time order (stable for equal times; sorted only when not already). */
export function groupStageChanges(changes: readonly AnalyticsStageChange[]): Map<string, TimedChange[]> {
  const byDeal = new Map<string, TimedChange[]>();
  const unsorted = new Set<TimedChange[]>();
  for (const change of changes) {
    const timed = { fromStageId: change.fromStageId, toStageId: change.toStageId, at: toEpochMs(change.changedAt) };
    let list = byDeal.get(change.opportunityId);
    if (!list) byDeal.set(change.opportunityId, (list = []));
    if (list.length > 0 && list[list.length - 1]!.at > timed.at) unsorted.add(list);
    list.push(timed);
  }
  for (const list of unsorted) list.sort((a, b) => a.at - b.at);
  return byDeal;
}

/**
 * Replays a deal's changes into stays: the stage it was created in (`fromStageId` of its first change, or its
 * current stage without history) from `createdAt`, then each change's stage until the next change, the last one
 * until it closed or, while open, until now.
 */
function replay(deal: AnalyticsDeal, fact: DealFacts, changes: readonly TimedChange[], ctx: FactsContext) {
  const lastEnd = fact.closedMs ?? ctx.now.getTime();
  const visit = (stageId: string, start: number, end: number) => {
    const step = ctx.stepOf.get(stageId);
    if (step === undefined) return;
    if (step > fact.furthestStep) fact.furthestStep = step;
    if (start >= ctx.range.start && start < ctx.range.end) fact.stays.push({ step, ms: Math.max(0, end - start) });
  };
  const first = changes[0];
  if (!first) visit(deal.stageId, fact.createdMs, lastEnd);
  else if (first.fromStageId !== null) visit(first.fromStageId, fact.createdMs, first.at);
  changes.forEach((change, i) => visit(change.toStageId, change.at, changes[i + 1]?.at ?? lastEnd));
  if (deal.status === 'won') fact.furthestStep = ctx.stepOf.size;
  else fact.furthestStep = Math.max(fact.furthestStep, ctx.stepOf.get(deal.stageId) ?? -1);
}

/** Parses every deal once and replays its stage changes: O(deals + changes). */
export function collectDealFacts(
  deals: readonly AnalyticsDeal[],
  changes: readonly AnalyticsStageChange[],
  ctx: FactsContext,
): DealFacts[] {
  const byDeal = groupStageChanges(changes);
  const inRange = (ms: number) => ms >= ctx.range.start && ms < ctx.range.end;
  return deals.map((deal) => {
    const createdMs = toEpochMs(deal.createdAt);
    const closedMs = deal.status !== 'open' && deal.closedAt !== null ? toEpochMs(deal.closedAt) : null;
    const fact: DealFacts = {
      deal,
      createdMs,
      closedMs,
      firstYearCents: firstYearValueCents(deal),
      isCreatedInRange: inRange(createdMs),
      isClosedInRange: closedMs !== null && inRange(closedMs),
      createdBucket: findBucketIndex(ctx.buckets, createdMs),
      closedBucket: closedMs === null ? -1 : findBucketIndex(ctx.buckets, closedMs),
      furthestStep: -1,
      stays: [],
    };
    replay(deal, fact, byDeal.get(deal.id) ?? [], ctx);
    return fact;
  });
}
