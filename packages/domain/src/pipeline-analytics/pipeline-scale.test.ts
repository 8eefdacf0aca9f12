import { describe, expect, it } from 'vitest';
import { analysePipeline } from './analyse-pipeline';
import { analyticsToCsv } from './analytics-to-csv';
import { bucketPeriods } from './bucket-periods';
import { forecastPipeline } from './forecast-pipeline';
import { measureForecastAccuracy } from './measure-forecast-accuracy';
import { STAGES } from './pipeline-fixture.test-helpers';
import { generateWorkspace } from './pipeline-scale.test-helpers';
import { resolveTimeRange } from './resolve-time-range';

describe('a workspace of 5,000 deals and 50,000 stage changes', () => {
  it('runs every analytics and forecast function once (timing is measured outside the suite)', () => {
    const now = new Date('2026-06-20T12:00:00Z');
    const timeZone = 'Europe/Berlin';
    const { deals, changes } = generateWorkspace(5_000, 10, now);
    expect(changes).toHaveLength(50_000);
    const year = resolveTimeRange('year', now, timeZone);
    const analytics = analysePipeline({
      stages: STAGES,
      deals,
      changes,
      range: year,
      now,
      timeZone,
      bucketSize: 'month',
    });
    const months = bucketPeriods(year.start, year.end, 'month', timeZone);
    const forecast = forecastPipeline({ stages: STAGES, deals, periods: months, size: 'month' });
    const accuracy = measureForecastAccuracy({
      stages: STAGES,
      deals,
      changes,
      periods: months.slice(0, 6),
      size: 'month',
    });
    const csv = analyticsToCsv(analytics);

    const closed = deals.filter((d) => d.closedAt !== null && +d.closedAt >= year.start && +d.closedAt < year.end);
    expect(analytics.overall.winRate.wonCount + analytics.overall.winRate.lostCount).toBe(closed.length);
    expect(analytics.byOwner).toHaveLength(50);
    expect(analytics.byClient).toHaveLength(500);
    expect(forecast.periods).toHaveLength(12);
    expect(accuracy).toHaveLength(6);
    expect(csv.length).toBeGreaterThan(0);
  });
});
