import { useCaseContext } from '../../platform/access/use-case-context';
import { createRouter, firstQueryProblem } from '../../platform/openapi';
import { createLinkRefreshers } from './link-refreshers';
import { platformEmailLogsContext, workspaceEmailLogsContext, type EmailLogsServices } from './email-logs-context';
import * as routes from './email-logs.routes';
import { getEmailLog } from './get-email-log';
import { getEmailMetrics } from './get-email-metrics';
import { listEmailLogs } from './list-email-logs';
import { listEmailWorkspaces } from './list-email-workspaces';
import { resendEmail } from './resend-email';

/**
 * Admin → Email Analytics (a workspace's admins: their own emails) and Super admin → Email (every workspace's and
 * the system's): one use case per action behind both doors (docs/decisions/0054-email-logs-and-metrics.md).
 */
export function emailLogsRouter(services: EmailLogsServices) {
  const refreshers = createLinkRefreshers({ auth: services.auth, sessionSecret: services.config.sessionSecret });
  const own = (c: Parameters<typeof workspaceEmailLogsContext>[0]) =>
    workspaceEmailLogsContext(c, services, refreshers);
  const all = (c: Parameters<typeof platformEmailLogsContext>[0]) => platformEmailLogsContext(c, services, refreshers);
  return (
    createRouter()
      // The fixed paths before /{id}.
      .openapi(
        routes.emailMetricsRoute,
        async (c) => c.json(await getEmailMetrics(own(c), c.req.valid('query')), 200),
        firstQueryProblem,
      )
      .openapi(
        routes.listEmailLogsRoute,
        async (c) => c.json(await listEmailLogs(own(c), c.req.valid('query')), 200),
        firstQueryProblem,
      )
      .openapi(routes.getEmailLogRoute, async (c) => c.json(await getEmailLog(own(c), c.req.valid('param').id), 200))
      .openapi(routes.resendEmailRoute, async (c) => c.json(await resendEmail(own(c), c.req.valid('param').id), 201))
      .openapi(
        routes.platformEmailMetricsRoute,
        async (c) => c.json(await getEmailMetrics(all(c), c.req.valid('query')), 200),
        firstQueryProblem,
      )
      .openapi(
        routes.platformEmailWorkspacesRoute,
        async (c) => c.json(await listEmailWorkspaces(useCaseContext(c, services.database), c.req.valid('query')), 200),
        firstQueryProblem,
      )
      .openapi(
        routes.platformListEmailLogsRoute,
        async (c) => c.json(await listEmailLogs(all(c), c.req.valid('query')), 200),
        firstQueryProblem,
      )
      .openapi(routes.platformGetEmailLogRoute, async (c) =>
        c.json(await getEmailLog(all(c), c.req.valid('param').id), 200),
      )
      .openapi(routes.platformResendEmailRoute, async (c) =>
        c.json(await resendEmail(all(c), c.req.valid('param').id), 201),
      )
  );
}
