import { tenantContext } from '../../platform/access/use-case-context';
import { createRouter } from '../../platform/openapi';
import type { AppServices } from '../../platform/services';
import * as routes from './api-keys.routes';
import { createApiKey } from './create-api-key';
import { listApiKeys } from './list-api-keys';
import { revokeApiKey } from './revoke-api-key';
import { rotateApiKey } from './rotate-api-key';

/** Settings → API: the workspace's keys (admins on a plan with API access). */
export function apiKeysRouter(services: Pick<AppServices, 'database'>) {
  const ctx = (c: Parameters<typeof tenantContext>[0]) => tenantContext(c, services.database);
  return createRouter()
    .openapi(routes.listApiKeysRoute, async (c) => c.json(await listApiKeys(ctx(c)), 200))
    .openapi(routes.createApiKeyRoute, async (c) => c.json(await createApiKey(ctx(c), c.req.valid('json')), 201))
    .openapi(routes.rotateApiKeyRoute, async (c) =>
      c.json(await rotateApiKey(ctx(c), c.req.valid('param').id, c.req.valid('json')), 201),
    )
    .openapi(routes.revokeApiKeyRoute, async (c) => c.json(await revokeApiKey(ctx(c), c.req.valid('param').id), 200));
}
