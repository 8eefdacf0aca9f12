import { useCaseContext } from '../../platform/access/use-case-context';
import { createRouter } from '../../platform/openapi';
import type { AppServices } from '../../platform/services';
import { getDebugInfo } from './get-debug-info';
import { getValidationRun } from './get-validation-run';
import { listValidationRuns } from './list-validation-runs';
import * as routes from './platform-health.routes';
import type { PlatformHealthOptions } from './platform-health-options';
import { retryFailedJob } from './retry-failed-job';
import { startValidationRun } from './start-validation-run';

/** Super admin → Validation and → Debug. */
export function platformHealthRouter(
  services: Pick<AppServices, 'database' | 'mail'>,
  options: PlatformHealthOptions | undefined,
) {
  const ctx = (c: Parameters<typeof useCaseContext>[0]) => useCaseContext(c, services.database);
  const jobs = options?.jobs ?? services.mail.jobs;
  return createRouter()
    .openapi(routes.startValidationRunRoute, async (c) =>
      c.json(
        await startValidationRun({ database: services.database, jobs }, { trigger: 'manual', source: ctx(c) }),
        202,
      ),
    )
    .openapi(routes.listValidationRunsRoute, async (c) => c.json(await listValidationRuns(ctx(c)), 200))
    .openapi(routes.getValidationRunRoute, async (c) =>
      c.json(await getValidationRun(ctx(c), c.req.valid('param').id, c.req.valid('query')), 200),
    )
    .openapi(routes.getDebugInfoRoute, async (c) => c.json(await getDebugInfo(ctx(c), options), 200))
    .openapi(routes.retryFailedJobRoute, async (c) =>
      c.json(await retryFailedJob(ctx(c), options, c.req.valid('param').id), 200),
    );
}
