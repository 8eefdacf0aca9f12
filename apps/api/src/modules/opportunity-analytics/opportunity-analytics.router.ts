import type { Context } from 'hono';
import type { AppEnv } from '../../platform/context';
import { tenantContext } from '../../platform/access/use-case-context';
import { createRouter } from '../../platform/openapi';
import type { AppServices } from '../../platform/services';
import { exportPipelineAnalytics } from './export-pipeline-analytics';
import { getPipelineAnalytics } from './get-pipeline-analytics';
import { getPipelineForecast } from './get-pipeline-forecast';
import * as routes from './opportunity-analytics.routes';
import { getPipelineTargets, savePipelineTargets } from './pipeline-targets';

/** Pipeline analytics, forecast and targets. Registered before the opportunities router: "analytics" is not an id. */
export function opportunityAnalyticsRouter(services: Pick<AppServices, 'database'>) {
  const ctx = (c: Context<AppEnv>) => tenantContext(c, services.database);
  const noStore = (c: Context<AppEnv>) => c.header('Cache-Control', 'no-store');
  return createRouter()
    .openapi(routes.getPipelineAnalyticsRoute, async (c) => {
      noStore(c);
      return c.json(await getPipelineAnalytics(ctx(c), c.req.valid('query')), 200);
    })
    .openapi(routes.exportPipelineAnalyticsRoute, async (c) => {
      const { csv, from, to } = await exportPipelineAnalytics(ctx(c), c.req.valid('query'));
      return c.body(csv, 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="pipeline-analytics-${from}-to-${to}.csv"`,
        'Cache-Control': 'no-store',
      });
    })
    .openapi(routes.getPipelineForecastRoute, async (c) => {
      noStore(c);
      return c.json(await getPipelineForecast(ctx(c), c.req.valid('query')), 200);
    })
    .openapi(routes.getPipelineTargetsRoute, async (c) => c.json(await getPipelineTargets(ctx(c)), 200))
    .openapi(routes.savePipelineTargetsRoute, async (c) =>
      c.json(await savePipelineTargets(ctx(c), c.req.valid('json')), 200),
    );
}
