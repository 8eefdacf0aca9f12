import { describe, expect, it } from 'vitest';
import { bucketPeriods } from './bucket-periods';
import { forecastPipeline } from './forecast-pipeline';
import { DEALS, STAGES, TIME_ZONE } from './pipeline-fixture.test-helpers';
import { startOfZonedDay } from './zoned-calendar';

const periodsOf = (size: 'month' | 'quarter', toMonth: number) =>
  bucketPeriods(startOfZonedDay(2026, 4, 1, TIME_ZONE), startOfZonedDay(2026, toMonth, 1, TIME_ZONE), size, TIME_ZONE);
const amounts = (oneTimeCents: number, mrrCents: number) => ({
  oneTimeCents,
  mrrCents,
  arrCents: 12 * mrrCents,
  firstYearCents: oneTimeCents + 12 * mrrCents,
});
const zero = amounts(0, 0);

describe('forecastPipeline over the fixture (open now: D6 July, D7 and D8 June, D9 August, D12 unscheduled)', () => {
  const forecast = forecastPipeline({
    stages: STAGES,
    deals: DEALS,
    periods: periodsOf('month', 10),
    size: 'month',
    targets: { '2026-06': 1_000_000, '2026-07': 0 },
  });
  const row = (key: string) => forecast.periods.find((p) => p.key === key)!;

  it('lists every month of the range, empty ones included', () => {
    expect(forecast.periods.map((p) => p.key)).toEqual([
      '2026-04',
      '2026-05',
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
    ]);
    expect(row('2026-09')).toMatchObject({ openCount: 0, pipeline: zero, closedWonCount: 0, targetCents: null });
  });

  it('June: D7 (Negotiation 80 %, 600,000 one-time) and D8 (Lead, override 50 %, 100,000 + 5,000/mo)', () => {
    expect(row('2026-06')).toMatchObject({
      openCount: 2,
      pipeline: amounts(700_000, 5_000),
      // D7: 600,000 × 80 % = 480,000; D8: 100,000 × 50 % = 50,000 and 5,000 × 50 % = 2,500/mo
      weighted: amounts(530_000, 2_500),
      commit: amounts(600_000, 0), // D7 only (≥ 80 %)
      bestCase: amounts(700_000, 5_000), // D7 and D8 (≥ 40 %)
      closedWonCount: 1, // D10, won 06-05: 150,000 + 12,500/mo
      closedWon: amounts(150_000, 12_500),
      targetCents: 1_000_000,
      attainmentBps: 3_000, // 300,000 ÷ 1,000,000
    });
  });

  it('July: D6 (Proposal Sent 60 %), best case but not commit; a zero target gives no attainment', () => {
    expect(row('2026-07')).toMatchObject({
      pipeline: amounts(400_000, 20_000),
      weighted: amounts(240_000, 12_000), // 60 % of each
      commit: zero,
      bestCase: amounts(400_000, 20_000),
      targetCents: 0,
      attainmentBps: null,
    });
  });

  it('August: D9, reopened into Scoping at exactly 40 %, is best case', () => {
    expect(row('2026-08')).toMatchObject({ weighted: amounts(100_000, 0), bestCase: amounts(250_000, 0) });
  });

  it('past months show what closed won: April D1, May D2', () => {
    expect([row('2026-04').closedWon, row('2026-05').closedWon]).toEqual([
      amounts(1_000_000, 50_000),
      amounts(500_000, 0),
    ]);
  });

  it('keeps deals without a close date apart: D12 at Qualified 25 %, 30,000/mo', () => {
    expect(forecast.unscheduled).toEqual({
      openCount: 1,
      pipeline: amounts(0, 30_000),
      weighted: amounts(0, 7_500),
      commit: zero,
      bestCase: zero,
    });
  });

  it('by quarter: Q2 holds June and every Q2 win; Q3 holds D6 and D9', () => {
    const byQuarter = forecastPipeline({
      stages: STAGES,
      deals: DEALS,
      periods: periodsOf('quarter', 10),
      size: 'quarter',
    });
    expect(
      byQuarter.periods.map((p) => [
        p.key,
        p.weighted.firstYearCents,
        p.bestCase.firstYearCents,
        p.closedWon.firstYearCents,
      ]),
    ).toEqual([
      ['2026-Q2', 560_000, 760_000, 2_400_000], // closed: D1 1,600,000 + D2 500,000 + D10 300,000
      ['2026-Q3', 484_000, 890_000, 0], // D6 384,000 + D9 100,000; 640,000 + 250,000
    ]);
  });
});
