import { tenantContext } from '../../platform/access/use-case-context';
import { createRouter } from '../../platform/openapi';
import type { Identity } from '../auth/identity';
import { searchRecords } from './search-records';
import { searchRoute } from './search.routes';

export function searchRouter(identity: Pick<Identity, 'database'>) {
  return createRouter().openapi(searchRoute, async (c) => {
    const results = await searchRecords(tenantContext(c, identity.database), c.req.valid('query'));
    c.header('Cache-Control', 'no-store');
    return c.json(results, 200);
  });
}
