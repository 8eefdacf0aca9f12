import { tenantContext } from '../../../platform/access/use-case-context';
import { createRouter } from '../../../platform/openapi';
import type { AppServices } from '../../../platform/services';
import { confirmRunCompany } from './confirm-run-company';
import { getQuotePsaSync } from './get-quote-psa-sync';
import { getSyncRun } from './get-sync-run';
import { previewPsaPush } from './preview-psa-push';
import { listSyncRuns } from './list-sync-runs';
import { pullFromPsa } from './pull-from-psa';
import { pushQuoteToPsa } from './push-quote-to-psa';
import * as routes from './sync.routes';

/** PSA pushes and pulls: queue them, read their log (docs/decisions/0050-psa-clients-and-fakes.md). */
export function integrationsSyncRouter(services: Pick<AppServices, 'database' | 'mail'>) {
  const ctx = (c: Parameters<typeof tenantContext>[0]) => tenantContext(c, services.database);
  const withJobs = (c: Parameters<typeof tenantContext>[0]) => ({ ...ctx(c), jobs: services.mail.jobs });
  return createRouter()
    .openapi(routes.pushQuoteRoute, async (c) =>
      c.json(await pushQuoteToPsa(withJobs(c), c.req.valid('param').id, c.req.valid('json').provider), 202),
    )
    .openapi(routes.previewPushRoute, async (c) =>
      c.json(await previewPsaPush(ctx(c), c.req.valid('param').id, c.req.valid('query').provider), 200),
    )
    .openapi(routes.getQuotePsaSyncRoute, async (c) =>
      c.json(await getQuotePsaSync(ctx(c), c.req.valid('param').id), 200),
    )
    .openapi(routes.listSyncRunsRoute, async (c) =>
      c.json(await listSyncRuns(ctx(c), c.req.valid('param').provider, c.req.valid('query').cursor), 200),
    )
    .openapi(routes.getSyncRunRoute, async (c) => c.json(await getSyncRun(ctx(c), c.req.valid('param').runId), 200))
    .openapi(routes.confirmCompanyRoute, async (c) =>
      c.json(await confirmRunCompany(withJobs(c), c.req.valid('param').runId, c.req.valid('json')), 202),
    )
    .openapi(routes.pullFromPsaRoute, async (c) =>
      c.json(await pullFromPsa(withJobs(c), c.req.valid('param').provider), 202),
    );
}
