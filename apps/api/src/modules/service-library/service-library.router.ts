import { tenantContext } from '../../platform/access/use-case-context';
import { createRouter } from '../../platform/openapi';
import type { AppServices } from '../../platform/services';
import { estimateLibraryServices } from './estimate-library-services';
import { getServiceLibrary, SERVICE_LIBRARY_ETAG } from './get-service-library';
import { estimateServicesRoute, getServiceLibraryRoute } from './service-library.routes';

export function serviceLibraryRouter(services: Pick<AppServices, 'database'>) {
  const ctx = (c: Parameters<typeof tenantContext>[0]) => tenantContext(c, services.database);
  return createRouter()
    .openapi(getServiceLibraryRoute, (c) => {
      ctx(c); // members of a workspace only, as every other workspace route (a super admin has none)
      c.header('ETag', SERVICE_LIBRARY_ETAG);
      c.header('Cache-Control', 'private, no-cache');
      if (c.req.header('If-None-Match') === SERVICE_LIBRARY_ETAG) return c.body(null, 304);
      return c.json(getServiceLibrary(), 200);
    })
    .openapi(estimateServicesRoute, async (c) =>
      c.json(await estimateLibraryServices(ctx(c), c.req.valid('json')), 200),
    );
}
