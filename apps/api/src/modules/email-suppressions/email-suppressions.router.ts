import { useCaseContext } from '../../platform/access/use-case-context';
import { createRouter } from '../../platform/openapi';
import type { AppServices } from '../../platform/services';
import { addEmailSuppression } from './add-email-suppression';
import * as routes from './email-suppressions.routes';
import { liftEmailSuppression } from './lift-email-suppression';
import { listEmailSuppressions } from './list-email-suppressions';

/** Super admin → Email → Suppressions: the addresses no workspace sends to. */
export function emailSuppressionsRouter(services: Pick<AppServices, 'database'>) {
  const ctx = (c: Parameters<typeof useCaseContext>[0]) => useCaseContext(c, services.database);
  return createRouter()
    .openapi(routes.listEmailSuppressionsRoute, async (c) =>
      c.json(await listEmailSuppressions(ctx(c), c.req.valid('query')), 200),
    )
    .openapi(routes.addEmailSuppressionRoute, async (c) =>
      c.json(await addEmailSuppression(ctx(c), c.req.valid('json')), 201),
    )
    .openapi(routes.liftEmailSuppressionRoute, async (c) =>
      c.json(await liftEmailSuppression(ctx(c), c.req.valid('param').id, c.req.valid('json')), 200),
    );
}
