import { bucketPeriods } from './bucket-periods';
import { collectDealFacts, type DealFacts } from './collect-deal-facts';
import { countCreatedVsClosed, type CreatedVsClosed } from './count-created-vs-closed';
import { funnelStagesOf, funnelStepsOf, measureStageFunnel, type FunnelStep } from './measure-stage-funnel';
import { measureTimeInStage, type StageTime } from './measure-time-in-stage';
import type { BucketSize, InstantSpan, AnalyticsDeal, AnalyticsStage, AnalyticsStageChange } from './pipeline-types';
import { summariseClosedDeals, type ClosedDealsSummary } from './summarise-closed-deals';

export interface AnalyticsInput {
  stages: readonly AnalyticsStage[];
  deals: readonly AnalyticsDeal[];
  changes: readonly AnalyticsStageChange[];
  range: InstantSpan;
  now: Date;
  timeZone: string;
  bucketSize: BucketSize;
}

export interface PipelineFigures extends ClosedDealsSummary {
  funnel: FunnelStep[];
  timeInStage: StageTime[];
  createdVsClosed: CreatedVsClosed[];
}

export interface GroupFigures {
  id: string;
  name: string;
  figures: PipelineFigures;
}

export interface PipelineAnalytics {
  range: InstantSpan;
  overall: PipelineFigures;
  byOwner: GroupFigures[];
  byClient: GroupFigures[];
  /** A deal counts in each of its service areas; deals without one appear in no area. */
  byServiceArea: GroupFigures[];
}

interface Group {
  name: string;
  facts: DealFacts[];
}

function groupBy(facts: readonly DealFacts[], keysOf: (deal: AnalyticsDeal) => [string, string][]): Map<string, Group> {
  const groups = new Map<string, Group>();
  for (const fact of facts) {
    for (const [id, name] of keysOf(fact.deal)) {
      let group = groups.get(id);
      if (!group) groups.set(id, (group = { name, facts: [] }));
      group.facts.push(fact);
    }
  }
  return groups;
}

/**
 * Every analytics figure for the range, overall and by owner, client and service area. Deals and changes are
 * parsed and replayed once (O(deals + changes)); each group then sums the facts of its own deals.
 */
export function analysePipeline(input: AnalyticsInput): PipelineAnalytics {
  const { stages, range } = input;
  const buckets = bucketPeriods(range.start, range.end, input.bucketSize, input.timeZone);
  const funnelStages = funnelStagesOf(stages);
  const steps = funnelStepsOf(stages);
  const stepOf = new Map(funnelStages.map((s, i) => [s.id, i]));
  const facts = collectDealFacts(input.deals, input.changes, { range, buckets, stepOf, now: input.now });
  const figuresOf = (group: readonly DealFacts[]): PipelineFigures => ({
    ...summariseClosedDeals(group),
    funnel: measureStageFunnel(group, steps),
    timeInStage: measureTimeInStage(group, funnelStages),
    createdVsClosed: countCreatedVsClosed(group, buckets),
  });
  const grouped = (keysOf: (deal: AnalyticsDeal) => [string, string][]): GroupFigures[] =>
    [...groupBy(facts, keysOf)]
      .map(([id, group]) => ({ id, name: group.name, figures: figuresOf(group.facts) }))
      .sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
  return {
    range: { start: range.start, end: range.end },
    overall: figuresOf(facts),
    byOwner: grouped((d) => [[d.ownerId, d.ownerName]]),
    byClient: grouped((d) => [[d.clientId, d.clientName]]),
    byServiceArea: grouped((d) => [...new Set(d.serviceAreas)].map((area) => [area, area])),
  };
}
