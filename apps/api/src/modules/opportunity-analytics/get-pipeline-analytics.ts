import { withTenant } from '@scopewright/db';
import {
  analysePipeline,
  bucketPeriods,
  collectDealFacts,
  countCreatedVsClosed,
  funnelStagesOf,
  funnelStepsOf,
  measureStageFunnel,
  measureTimeInStage,
  resolveTimeRange,
  summariseClosedDeals,
  type AnalyticsDeal,
  type BucketSize,
  type ClosedDealsSummary,
  type DealFacts,
  type InstantSpan,
  type PipelineAnalytics,
} from '@scopewright/domain';
import type { z } from '@hono/zod-openapi';
import type { TenantContext } from '../../platform/access/use-case-context';
import { daysOf, WORKSPACE_TIME_ZONE } from './analytics-clock';
import type { AnalyticsKpisDoc, AnalyticsQuery, PipelineAnalyticsDoc } from './analytics-schemas';
import { loadPipelineRows } from './load-pipeline-rows';
import { readWorkspaceCurrency, type PipelineRows } from './read-pipeline-rows';

type Kpis = z.infer<typeof AnalyticsKpisDoc>;
type AnalyticsAnswer = z.infer<typeof PipelineAnalyticsDoc>;
type GroupBy = AnalyticsQuery['groupBy'];

/** Months for up to two years of range, quarters beyond. */
const bucketSizeOf = (span: InstantSpan): BucketSize =>
  span.end - span.start > 731 * 86_400_000 ? 'quarter' : 'month';

/** The query's range in the workspace's zone, the period before it, and the chart's bucket size. */
function resolveRange(query: AnalyticsQuery, now: Date) {
  const custom = query.range === 'custom' ? { from: query.from!, to: query.to! } : undefined;
  const resolved = resolveTimeRange(query.range, now, WORKSPACE_TIME_ZONE, custom);
  const span = { start: resolved.start, end: resolved.end };
  return { span, previous: resolved.previous, bucket: bucketSizeOf(span) };
}

function createdIn(facts: readonly DealFacts[]) {
  let createdCount = 0;
  let createdValueCents = 0;
  for (const f of facts) {
    if (!f.isCreatedInRange) continue;
    createdCount += 1;
    createdValueCents += f.firstYearCents;
  }
  return { createdCount, createdValueCents };
}

const split = (w: ClosedDealsSummary['aiScoped']) => ({
  wonCount: w.wonCount,
  lostCount: w.lostCount,
  winRateBps: w.winRateBps,
});

function kpisOf(facts: readonly DealFacts[]): Kpis {
  const s = summariseClosedDeals(facts);
  return {
    ...s.winRate,
    averageDealSizeCents: s.averageDealSizeCents,
    salesCycle: s.salesCycle,
    timeToLoss: s.timeToLoss,
    wonMarginBps: s.wonMarginBps,
    aiScoped: split(s.aiScoped),
    handScoped: split(s.handScoped),
    ...createdIn(facts),
  };
}

/** A deal's groups, as analysePipeline keys them (a deal counts in each of its service areas). */
const KEYS: Record<GroupBy, (deal: AnalyticsDeal) => [string, string][]> = {
  owner: (d) => [[d.ownerId, d.ownerName]],
  client: (d) => [[d.clientId, d.clientName]],
  serviceArea: (d) => [...new Set(d.serviceAreas)].map((area) => [area, area]),
};

/** One row per group with a deal created or closed in the range, most won first: closed-deal figures only. */
function breakdownOf(facts: readonly DealFacts[], groupBy: GroupBy) {
  const groups = new Map<string, { name: string; facts: DealFacts[] }>();
  for (const fact of facts) {
    if (!fact.isCreatedInRange && !fact.isClosedInRange) continue;
    for (const [id, name] of KEYS[groupBy](fact.deal)) {
      const group = groups.get(id);
      if (group) group.facts.push(fact);
      else groups.set(id, { name, facts: [fact] });
    }
  }
  return [...groups]
    .map(([id, group]) => {
      const k = kpisOf(group.facts);
      return {
        id,
        name: group.name,
        createdCount: k.createdCount,
        createdValueCents: k.createdValueCents,
        wonCount: k.wonCount,
        lostCount: k.lostCount,
        winRateBps: k.winRateBps,
        winRateByValueBps: k.winRateByValueBps,
        wonValueCents: k.wonValueCents,
        averageDealSizeCents: k.averageDealSizeCents,
        salesCycleDays: k.salesCycle.averageDays,
        wonMarginBps: k.wonMarginBps,
      };
    })
    .sort(
      (a, b) =>
        b.wonValueCents - a.wonValueCents || b.createdValueCents - a.createdValueCents || a.name.localeCompare(b.name),
    );
}

/**
 * The screen's figures from the rows (pure): the domain's building blocks over one pass of deal facts, the
 * funnel, time in stage and buckets overall only, and just the breakdown asked for (analysePipeline computes
 * every figure for every group, which the CSV needs and the screen does not).
 */
export function shapeAnalytics(
  rows: PipelineRows,
  query: AnalyticsQuery,
  now: Date,
  currency: string,
): AnalyticsAnswer {
  const timeZone = WORKSPACE_TIME_ZONE;
  const { span, previous, bucket } = resolveRange(query, now);
  const buckets = bucketPeriods(span.start, span.end, bucket, timeZone);
  const funnelStages = funnelStagesOf(rows.stages);
  const stepOf = new Map(funnelStages.map((s, i) => [s.id, i]));
  const facts = collectDealFacts(rows.deals, rows.changes, { range: span, buckets, stepOf, now });
  // The period before: closed deals and pipeline created only, so its stage history is not replayed.
  const previousFacts = collectDealFacts(rows.deals, [], { range: previous, buckets: [], stepOf, now });
  const days = daysOf(span, timeZone);
  const previousDays = daysOf(previous, timeZone);
  return {
    range: query.range,
    ...days,
    previousFrom: previousDays.from,
    previousTo: previousDays.to,
    timeZone,
    currency,
    bucket,
    current: kpisOf(facts),
    previous: kpisOf(previousFacts),
    funnel: measureStageFunnel(facts, funnelStepsOf(rows.stages)),
    timeInStage: measureTimeInStage(facts, funnelStages),
    createdVsClosed: countCreatedVsClosed(facts, buckets).map(({ start: _s, end: _e, ...b }) => b),
    groupBy: query.groupBy,
    breakdown: breakdownOf(facts, query.groupBy),
  };
}

/** Every figure overall and for every owner, client and service area (the CSV's content). */
export function analyseAll(rows: PipelineRows, query: AnalyticsQuery, now: Date): PipelineAnalytics {
  const { span, bucket } = resolveRange(query, now);
  return analysePipeline({ ...rows, range: span, now, timeZone: WORKSPACE_TIME_ZONE, bucketSize: bucket });
}

/** Stages, deals and changes (held while unchanged) and the currency, in one tenant transaction. */
export function readAnalyticsInputs(ctx: TenantContext) {
  return withTenant({ db: ctx.database.db, tenantId: ctx.tenantId }, async (tx) => ({
    rows: await loadPipelineRows(tx, ctx.tenantId),
    currency: await readWorkspaceCurrency(tx, ctx.tenantId),
  }));
}

/** GET /api/opportunities/analytics. */
export async function getPipelineAnalytics(ctx: TenantContext, query: AnalyticsQuery, now = new Date()) {
  const { rows, currency } = await readAnalyticsInputs(ctx);
  return shapeAnalytics(rows, query, now, currency);
}
