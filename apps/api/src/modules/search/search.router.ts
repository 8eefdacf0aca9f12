import { tenantContext } from '../../platform/access/use-case-context';
import { createRouter } from '../../platform/openapi';
import type { AppServices } from '../../platform/services';
import { searchRecords } from './search-records';
import { searchRoute } from './search.routes';

export function searchRouter(services: Pick<AppServices, 'database'>) {
  return createRouter().openapi(searchRoute, async (c) => {
    const results = await searchRecords(tenantContext(c, services.database), c.req.valid('query'));
    c.header('Cache-Control', 'no-store');
    return c.json(results, 200);
  });
}
