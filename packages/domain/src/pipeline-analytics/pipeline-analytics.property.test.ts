import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analysePipeline } from './analyse-pipeline';
import { bucketPeriods } from './bucket-periods';
import { forecastPipeline } from './forecast-pipeline';
import type { AnalyticsDeal, AnalyticsStageChange } from './pipeline-types';
import { STAGES } from './pipeline-fixture.test-helpers';

const START = Date.parse('2026-01-01T00:00:00Z');
const END = Date.parse('2027-01-01T00:00:00Z');
const NOW = new Date(END);
const STAGE_IDS = STAGES.map((s) => s.id);

const dealArb = fc.record({
  created: fc.integer({ min: START, max: END - 86_400_000 }),
  life: fc.integer({ min: 0, max: 200 * 86_400_000 }),
  path: fc.array(fc.constantFrom(...STAGE_IDS), { minLength: 1, maxLength: 6 }),
  override: fc.option(fc.integer({ min: 0, max: 10_000 })),
  oneTime: fc.integer({ min: 0, max: 50_000_000 }),
  mrr: fc.integer({ min: 0, max: 5_000_000 }),
  margin: fc.option(fc.integer({ min: -10_000, max: 10_000 })),
  month: fc.integer({ min: 1, max: 12 }),
  ai: fc.boolean(),
});
type DealRow = typeof dealArb extends fc.Arbitrary<infer T> ? T : never;

const build = (rows: DealRow[]) => {
  const deals: AnalyticsDeal[] = [];
  const changes: AnalyticsStageChange[] = [];
  rows.forEach((r, i) => {
    const id = `d${i}`;
    const stageId = r.path[r.path.length - 1]!;
    const status = stageId === 'won' ? 'won' : stageId === 'lost' ? 'lost' : 'open';
    const step = Math.floor(r.life / r.path.length);
    r.path.forEach((to, k) =>
      changes.push({
        opportunityId: id,
        fromStageId: k === 0 ? null : r.path[k - 1]!,
        toStageId: to,
        changedAt: new Date(r.created + k * step),
      }),
    );
    deals.push({
      id,
      name: id,
      clientId: `c${i % 3}`,
      clientName: `Client ${i % 3}`,
      ownerId: `o${i % 2}`,
      ownerName: `Owner ${i % 2}`,
      stageId,
      status,
      createdAt: new Date(r.created),
      closedAt: status === 'open' ? null : new Date(r.created + r.life),
      expectedCloseDate: `2026-${String(r.month).padStart(2, '0')}-15`,
      probabilityOverrideBps: r.override,
      oneTimeCents: r.oneTime,
      mrrCents: r.mrr,
      tcvCents: r.oneTime + 24 * r.mrr,
      lossReason: null,
      serviceAreas: i % 2 === 0 ? ['Cloud'] : [],
      isAiScoped: r.ai,
      wonMarginBps: r.margin,
    });
  });
  return { deals, changes };
};

describe('pipeline properties over generated deals', () => {
  it('forecast: weighted ≤ pipeline and commit ≤ best case ≤ pipeline, for every amount and period', () => {
    fc.assert(
      fc.property(fc.array(dealArb, { maxLength: 40 }), (rows) => {
        const { deals } = build(rows);
        const periods = bucketPeriods(START, END, 'quarter', 'UTC');
        for (const p of forecastPipeline({ stages: STAGES, deals, periods, size: 'quarter' }).periods) {
          for (const key of ['oneTimeCents', 'mrrCents', 'arrCents', 'firstYearCents'] as const) {
            expect(p.weighted[key]).toBeLessThanOrEqual(p.pipeline[key]);
            expect(p.commit[key]).toBeLessThanOrEqual(p.bestCase[key]);
            expect(p.bestCase[key]).toBeLessThanOrEqual(p.pipeline[key]);
          }
        }
      }),
    );
  });

  it('analytics: rates within 0–100 %, funnel never grows, groups add up to the whole', () => {
    fc.assert(
      fc.property(fc.array(dealArb, { maxLength: 40 }), (rows) => {
        const { deals, changes } = build(rows);
        const result = analysePipeline({
          stages: STAGES,
          deals,
          changes,
          range: { start: START, end: END },
          now: NOW,
          timeZone: 'UTC',
          bucketSize: 'month',
        });
        const { overall } = result;
        for (const bps of [
          overall.winRate.winRateBps,
          overall.winRate.winRateByValueBps,
          ...overall.funnel.map((s) => s.conversionToNextBps),
        ]) {
          if (bps !== null) expect(bps).toBeGreaterThanOrEqual(0);
          if (bps !== null) expect(bps).toBeLessThanOrEqual(10_000);
        }
        overall.funnel.forEach(
          (s, i) => i > 0 && expect(s.reachedCount).toBeLessThanOrEqual(overall.funnel[i - 1]!.reachedCount),
        );
        const wonByOwner = result.byOwner.reduce((sum, g) => sum + g.figures.winRate.wonCount, 0);
        expect(wonByOwner).toBe(overall.winRate.wonCount);
        const created = overall.createdVsClosed.reduce((sum, b) => sum + b.createdCount, 0);
        expect(created).toBe(deals.length);
        expect(JSON.stringify(result)).not.toContain('NaN');
      }),
      { numRuns: 50 },
    );
  });
});
