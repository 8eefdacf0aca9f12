import { describe, expect, it } from 'vitest';
import { bucketPeriods } from './bucket-periods';
import { measureForecastAccuracy } from './measure-forecast-accuracy';
import { CHANGES, DEALS, Q2, STAGES, TIME_ZONE } from './pipeline-fixture.test-helpers';

describe('measureForecastAccuracy: Q2 months, forecast as of each month start vs first-year value won', () => {
  const rows = measureForecastAccuracy({
    stages: STAGES,
    deals: DEALS,
    changes: CHANGES,
    periods: bucketPeriods(Q2.start, Q2.end, 'month', TIME_ZONE),
    size: 'month',
  });
  const show = rows.map((r) => [
    r.key,
    r.forecast.openCount,
    r.forecast.pipeline.firstYearCents,
    r.forecast.weighted.firstYearCents,
    r.forecast.commit.firstYearCents,
    r.forecast.bestCase.firstYearCents,
    r.closedWon.firstYearCents,
    r.varianceCents,
    r.actualToForecastBps,
    r.accuracyBps,
  ]);

  it('matches the hand-computed table', () => {
    expect(show).toEqual([
      // As of 1 April, expected in April: D1 in Proposal Sent 60 % (1,600,000 → 600,000 + 12 × 30,000 = 960,000),
      // D3 in Qualified 25 % (320,000 → 50,000 + 12 × 2,500 = 80,000). Won: D1 1,600,000.
      // 1,600,000 ÷ 1,040,000 = 153.85 %; |560,000| ÷ 1,040,000 = 53.85 % off → 46.15 %.
      ['2026-04', 2, 1_920_000, 1_040_000, 0, 1_600_000, 1_600_000, 560_000, 15_385, 4_615],
      // As of 1 May: D2 Negotiation 80 % (500,000 → 400,000), D4 Proposal Sent 60 % (300,000 → 180,000).
      // Won: D2 500,000. 500,000 ÷ 580,000 = 86.21 %; 80,000 ÷ 580,000 = 13.79 % off.
      ['2026-05', 2, 800_000, 580_000, 500_000, 800_000, 500_000, -80_000, 8_621, 8_621],
      // As of 1 June: D7 Negotiation (600,000 → 480,000), D8 override 50 % (160,000 → 80,000), D11 Lead 10 %
      // (80,000 → 8,000); D10 has no history and already sits in Won, so it is not in the snapshot.
      // Won: D10 300,000. 300,000 ÷ 568,000 = 52.82 %; 268,000 ÷ 568,000 = 47.18 % off.
      ['2026-06', 3, 840_000, 568_000, 600_000, 760_000, 300_000, -268_000, 5_282, 5_282],
    ]);
  });

  it('a period with nothing forecast has no ratio, never NaN', () => {
    const empty = measureForecastAccuracy({
      stages: STAGES,
      deals: [],
      changes: [],
      periods: bucketPeriods(Q2.start, Q2.end, 'quarter', TIME_ZONE),
      size: 'quarter',
    });
    expect(empty).toMatchObject([{ key: '2026-Q2', varianceCents: 0, actualToForecastBps: null, accuracyBps: null }]);
  });
});
