import { analyticsToCsv } from '@scopewright/domain';
import type { TenantContext } from '../../platform/access/use-case-context';
import { daysOf, WORKSPACE_TIME_ZONE } from './analytics-clock';
import type { AnalyticsQuery } from './analytics-schemas';
import { analyseAll, readAnalyticsInputs } from './get-pipeline-analytics';

/** GET /api/opportunities/analytics.csv: every figure, overall and per owner, client and service area. */
export async function exportPipelineAnalytics(ctx: TenantContext, query: AnalyticsQuery, now = new Date()) {
  const { rows } = await readAnalyticsInputs(ctx);
  const analytics = analyseAll(rows, query, now);
  return { csv: analyticsToCsv(analytics), ...daysOf(analytics.range, WORKSPACE_TIME_ZONE) };
}
