import type { Context } from 'hono';
import { publicRoute } from '../../platform/access/public-route';
import { tenantContext } from '../../platform/access/use-case-context';
import type { AppEnv } from '../../platform/context';
import { createRouter } from '../../platform/openapi';
import type { AppServices } from '../../platform/services';
import * as catalog from './catalog.routes';
import { createCatalogItem } from './create-catalog-item';
import { getCatalogItem } from './get-catalog-item';
import * as roles from './labor-roles.routes';
import { listCatalogItems } from './list-catalog-items';
import { listLaborRoles } from './list-labor-roles';
import { setCatalogItemArchived } from './set-catalog-item-archived';
import { updateCatalogItem } from './update-catalog-item';

const ITEMS = '/api/v1/catalog-items';
const ITEM = `${ITEMS}/{itemId}`;

export const v1CatalogRoutes = {
  list: publicRoute(catalog.listCatalogItemsRoute, 'catalog:read', { path: ITEMS }),
  create: publicRoute(catalog.createCatalogItemRoute, 'catalog:write', { path: ITEMS }),
  get: publicRoute(catalog.getCatalogItemRoute, 'catalog:read', { path: ITEM }),
  update: publicRoute(catalog.updateCatalogItemRoute, 'catalog:write', { path: ITEM }),
  archive: publicRoute(catalog.archiveCatalogItemRoute, 'catalog:write', {
    path: `${ITEM}/archive`,
    summary:
      'Archives a catalog item (the catalog’s delete): it is no longer offered for new lines, quotes keep their ' +
      'copy, and `unarchive` restores it.',
  }),
  unarchive: publicRoute(catalog.unarchiveCatalogItemRoute, 'catalog:write', { path: `${ITEM}/unarchive` }),
  listLaborRoles: publicRoute(roles.listLaborRolesRoute, 'catalog:read', {
    path: '/api/v1/labor-roles',
    summary:
      "The workspace's labour roles with bill and cost rates, in display order (a labour line of a quote names " +
      'one by id). Read only.',
  }),
};

/** /api/v1/catalog-items and /api/v1/labor-roles: the rate card, through the app's own use cases. */
export function v1CatalogRouter(services: Pick<AppServices, 'database'>) {
  const ctx = (c: Context<AppEnv>) => tenantContext(c, services.database);
  const r = v1CatalogRoutes;
  return createRouter()
    .openapi(r.list, async (c) => c.json(await listCatalogItems(ctx(c), c.req.valid('query')), 200))
    .openapi(r.create, async (c) => c.json(await createCatalogItem(ctx(c), c.req.valid('json')), 201))
    .openapi(r.get, async (c) => c.json(await getCatalogItem(ctx(c), c.req.valid('param').itemId), 200))
    .openapi(r.update, async (c) =>
      c.json(await updateCatalogItem(ctx(c), c.req.valid('param').itemId, c.req.valid('json')), 200),
    )
    .openapi(r.archive, async (c) =>
      c.json(await setCatalogItemArchived(ctx(c), c.req.valid('param').itemId, true), 200),
    )
    .openapi(r.unarchive, async (c) =>
      c.json(await setCatalogItemArchived(ctx(c), c.req.valid('param').itemId, false), 200),
    )
    .openapi(r.listLaborRoles, async (c) => c.json(await listLaborRoles(ctx(c), c.req.valid('query')), 200));
}
