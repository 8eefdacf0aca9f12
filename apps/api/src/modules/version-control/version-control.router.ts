import { tenantContext } from '../../platform/access/use-case-context';
import { validationError } from '../../platform/errors';
import { createRouter } from '../../platform/openapi';
import type { AppServices } from '../../platform/services';
import { getVersionDiff } from './get-version-diff';
import { listVersions } from './list-versions';
import { getVersionRoute, listVersionsRoute } from './version-control.routes';

/** A refused query's 422 says its first problem in the message ("Unknown kind …"), every one in details. */
const firstProblem = (result: {
  success: boolean;
  error?: { issues: Parameters<typeof validationError>[0] };
}): undefined => {
  if (result.success || !result.error) return undefined;
  throw validationError(result.error.issues, 'query', result.error.issues[0]?.message);
};

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
      firstProblem,
    )
    .openapi(getVersionRoute, async (c) => c.json(await getVersionDiff(ctx(c), c.req.valid('param').itemId), 200));
}
