import { tenantContext } from '../../../platform/access/use-case-context';
import { createRouter } from '../../../platform/openapi';
import type { AppServices } from '../../../platform/services';
import { connectProvider } from './connect-provider';
import * as routes from './connections.routes';
import { requireConfig } from './connections.queries';
import { disconnectProvider } from './disconnect-provider';
import { getMapping } from './get-mapping';
import { listConnections } from './list-connections';
import type { ConnectionConfig } from './load-connection';
import { retestConnection } from './retest-connection';
import { saveMapping } from './save-mapping';
import { updateConnectionSettings } from './update-connection-settings';

/** Settings → Integrations: connecting a PSA, its settings and its mapping (admins on a plan with PSA integrations). */
export function integrationConnectionsRouter(services: Pick<AppServices, 'database'>, config?: ConnectionConfig) {
  const ctx = (c: Parameters<typeof tenantContext>[0]) => tenantContext(c, services.database);
  return createRouter()
    .openapi(routes.listConnectionsRoute, async (c) => c.json(await listConnections(ctx(c)), 200))
    .openapi(routes.connectProviderRoute, async (c) => {
      const result = await connectProvider(
        ctx(c),
        requireConfig(config),
        c.req.valid('param').provider,
        c.req.valid('json'),
      );
      return result.created ? c.json(result.connection, 201) : c.json(result.connection, 200);
    })
    .openapi(routes.retestConnectionRoute, async (c) =>
      c.json(await retestConnection(ctx(c), requireConfig(config), c.req.valid('param').provider), 200),
    )
    .openapi(routes.updateConnectionSettingsRoute, async (c) =>
      c.json(await updateConnectionSettings(ctx(c), c.req.valid('param').provider, c.req.valid('json')), 200),
    )
    .openapi(routes.disconnectProviderRoute, async (c) => {
      await disconnectProvider(ctx(c), c.req.valid('param').provider);
      return c.body(null, 204);
    })
    .openapi(routes.getMappingRoute, async (c) =>
      c.json(await getMapping(ctx(c), requireConfig(config), c.req.valid('param').provider), 200),
    )
    .openapi(routes.saveMappingRoute, async (c) =>
      c.json(await saveMapping(ctx(c), c.req.valid('param').provider, c.req.valid('json')), 200),
    );
}
