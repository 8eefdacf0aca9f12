import type { Context } from 'hono';
import type { AppEnv } from '../../platform/context';
import { useCaseContext } from '../../platform/access/use-case-context';
import { validationError } from '../../platform/errors';
import { createRouter } from '../../platform/openapi';
import type { AppServices } from '../../platform/services';
import { exportPlatformWorkspaces } from './export-platform-workspaces';
import { getPlatformOverview } from './get-platform-overview';
import { listPlatformWorkspaces } from './list-platform-workspaces';
import * as routes from './platform-workspaces.routes';

/** A refused parameter's 422 says the first problem in its message ("Unknown tier "x": …"), every one in details. */
const firstProblem = (result: {
  success: boolean;
  error?: { issues: Parameters<typeof validationError>[0] };
}): undefined => {
  if (result.success || !result.error) return undefined;
  throw validationError(result.error.issues, 'query', result.error.issues[0]?.message);
};

/** Super admin → Overview and Super admin → MSPs (docs/architecture.md#identity-and-access: super admins only). */
export function platformWorkspacesRouter(services: Pick<AppServices, 'database'>) {
  const ctx = (c: Context<AppEnv>) => useCaseContext(c, services.database);
  const noStore = (c: Context<AppEnv>) => c.header('Cache-Control', 'no-store');
  return (
    createRouter()
      .openapi(
        routes.platformOverviewRoute,
        async (c) => {
          noStore(c);
          return c.json(await getPlatformOverview(ctx(c), c.req.valid('query')), 200);
        },
        firstProblem,
      )
      // The fixed path before any /{id} of the workspace's own routes.
      .openapi(
        routes.exportPlatformWorkspacesRoute,
        async (c) => {
          const csv = await exportPlatformWorkspaces(ctx(c), c.req.valid('query'));
          const day = new Date().toISOString().slice(0, 10);
          return c.body(csv, 200, {
            'Content-Type': 'text/csv; charset=utf-8',
            'Content-Disposition': `attachment; filename="msps-${day}.csv"`,
            'Cache-Control': 'no-store',
          });
        },
        firstProblem,
      )
      .openapi(
        routes.listPlatformWorkspacesRoute,
        async (c) => {
          noStore(c);
          return c.json(await listPlatformWorkspaces(ctx(c), c.req.valid('query')), 200);
        },
        firstProblem,
      )
  );
}
