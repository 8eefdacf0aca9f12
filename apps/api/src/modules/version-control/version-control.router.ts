import { tenantContext } from '../../platform/access/use-case-context';
import { createRouter, firstQueryProblem } from '../../platform/openapi';
import type { AppServices } from '../../platform/services';
import { getVersionDiff } from './get-version-diff';
import { listVersions } from './list-versions';
import { getVersionRoute, listVersionsRoute } from './version-control.routes';

/**
 * Admin → Version Control: the workspace's recent changes and their diffs. Restoring goes through the quotes' and
 * templates' own restore routes (their rules, audit entries and conflicts apply unchanged).
 */
export function versionControlRouter(services: Pick<AppServices, 'database'>) {
  const ctx = (c: Parameters<typeof tenantContext>[0]) => tenantContext(c, services.database);
  return createRouter()
    .openapi(
      listVersionsRoute,
      async (c) => c.json(await listVersions(ctx(c), c.req.valid('query')), 200),
      firstQueryProblem,
    )
    .openapi(getVersionRoute, async (c) => c.json(await getVersionDiff(ctx(c), c.req.valid('param').itemId), 200));
}
