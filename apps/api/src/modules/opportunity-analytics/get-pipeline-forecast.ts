import { withTenant } from '@scopewright/db';
import {
  bucketPeriods,
  forecastPipeline,
  measureForecastAccuracy,
  ratioBps,
  startOfZonedDay,
  zonedDateOf,
  type BucketSize,
  type PeriodBucket,
} from '@scopewright/domain';
import type { z } from '@hono/zod-openapi';
import type { TenantContext } from '../../platform/access/use-case-context';
import { WORKSPACE_TIME_ZONE } from './analytics-clock';
import type { ForecastQuery, PipelineForecastDoc } from './analytics-schemas';
import { readPipelineTargets } from './pipeline-targets.queries';
import { loadPipelineRows } from './load-pipeline-rows';
import { readWorkspaceCurrency, type PipelineRows } from './read-pipeline-rows';

type ForecastAnswer = z.infer<typeof PipelineForecastDoc>;

/** `count` whole periods before the current one (`past`) and the current one with `count − 1` after it. */
export function forecastPeriods(now: Date, by: BucketSize, count: number, timeZone: string) {
  const { year, month } = zonedDateOf(now.getTime(), timeZone);
  const step = by === 'month' ? 1 : 3;
  const first = by === 'month' ? month : month - ((month - 1) % 3);
  const at = (months: number) => startOfZonedDay(year, first + months, 1, timeZone);
  return {
    past: bucketPeriods(at(-count * step), at(0), by, timeZone),
    ahead: bucketPeriods(at(0), at(count * step), by, timeZone),
  };
}

const iso = (p: PeriodBucket) => ({
  key: p.key,
  start: new Date(p.start).toISOString(),
  end: new Date(p.end).toISOString(),
});

/** The forecast from the rows and targets: pure. */
export function shapeForecast(
  rows: PipelineRows,
  query: ForecastQuery,
  targets: Readonly<Record<string, number>>,
  now: Date,
  currency: string,
): ForecastAnswer {
  const timeZone = WORKSPACE_TIME_ZONE;
  const { past, ahead } = forecastPeriods(now, query.by, query.periods, timeZone);
  const forecast = forecastPipeline({
    stages: rows.stages,
    deals: rows.deals,
    periods: ahead,
    size: query.by,
    targets,
  });
  const accuracy = measureForecastAccuracy({ ...rows, periods: past, size: query.by });
  return {
    by: query.by,
    timeZone,
    currency,
    periods: forecast.periods.map((p) => ({ ...p, ...iso(p) })),
    past: accuracy.map((a) => {
      const targetCents = targets[a.key] ?? null;
      return {
        ...a,
        ...iso(a),
        targetCents,
        attainmentBps: targetCents === null ? null : ratioBps(a.closedWon.firstYearCents, targetCents),
      };
    }),
    unscheduled: forecast.unscheduled,
  };
}

/** GET /api/opportunities/forecast. */
export async function getPipelineForecast(ctx: TenantContext, query: ForecastQuery, now = new Date()) {
  const { rows, targets, currency } = await withTenant({ db: ctx.database.db, tenantId: ctx.tenantId }, async (tx) => ({
    rows: await loadPipelineRows(tx, ctx.tenantId),
    targets: await readPipelineTargets(tx, ctx.tenantId),
    currency: await readWorkspaceCurrency(tx, ctx.tenantId),
  }));
  const byKey = Object.fromEntries(targets.map((t) => [t.periodKey, t.targetCents]));
  return shapeForecast(rows, query, byKey, now, currency);
}
