import { tenantContext } from '../../platform/access/use-case-context';
import { createRouter } from '../../platform/openapi';
import type { AppServices } from '../../platform/services';
import {
  archiveCatalogItemRoute,
  createCatalogItemRoute,
  exportCatalogItemsRoute,
  getCatalogItemRoute,
  importCatalogItemsRoute,
  listCatalogCategoriesRoute,
  listCatalogItemsRoute,
  unarchiveCatalogItemRoute,
  updateCatalogItemRoute,
} from './catalog.routes';
import { createCatalogItem } from './create-catalog-item';
import { createLaborRole } from './create-labor-role';
import { exportCatalogItems } from './export-catalog-items';
import { getCatalogItem } from './get-catalog-item';
import { importCatalogItems } from './import-catalog-items';
import {
  archiveLaborRoleRoute,
  createLaborRoleRoute,
  listLaborRolesRoute,
  reorderLaborRolesRoute,
  unarchiveLaborRoleRoute,
  updateLaborRoleRoute,
} from './labor-roles.routes';
import { listCatalogCategories } from './list-catalog-categories';
import { listCatalogItems } from './list-catalog-items';
import { listLaborRoles } from './list-labor-roles';
import { reorderLaborRoles } from './reorder-labor-roles';
import { setCatalogItemArchived } from './set-catalog-item-archived';
import { setLaborRoleArchived } from './set-labor-role-archived';
import { updateCatalogItem } from './update-catalog-item';
import { updateLaborRole } from './update-labor-role';

/**
 * Settings → Rates and Catalog: labour roles and catalog items of the caller's workspace. The item GET comes after
 * categories and export: neither is an item id.
 */
export function rateCardRouter(services: Pick<AppServices, 'database'>) {
  const ctx = (c: Parameters<typeof tenantContext>[0]) => tenantContext(c, services.database);
  return createRouter()
    .openapi(listLaborRolesRoute, async (c) => c.json(await listLaborRoles(ctx(c), c.req.valid('query')), 200))
    .openapi(createLaborRoleRoute, async (c) => c.json(await createLaborRole(ctx(c), c.req.valid('json')), 201))
    .openapi(reorderLaborRolesRoute, async (c) => c.json(await reorderLaborRoles(ctx(c), c.req.valid('json')), 200))
    .openapi(updateLaborRoleRoute, async (c) =>
      c.json(await updateLaborRole(ctx(c), c.req.valid('param').roleId, c.req.valid('json')), 200),
    )
    .openapi(archiveLaborRoleRoute, async (c) =>
      c.json(await setLaborRoleArchived(ctx(c), c.req.valid('param').roleId, true), 200),
    )
    .openapi(unarchiveLaborRoleRoute, async (c) =>
      c.json(await setLaborRoleArchived(ctx(c), c.req.valid('param').roleId, false), 200),
    )
    .openapi(listCatalogItemsRoute, async (c) => c.json(await listCatalogItems(ctx(c), c.req.valid('query')), 200))
    .openapi(listCatalogCategoriesRoute, async (c) => c.json(await listCatalogCategories(ctx(c)), 200))
    .openapi(exportCatalogItemsRoute, async (c) => {
      const csv = await exportCatalogItems(ctx(c), c.req.valid('query'));
      const date = new Date().toISOString().slice(0, 10);
      return c.body(csv, 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="catalog-${date}.csv"`,
        'Cache-Control': 'no-store',
      });
    })
    .openapi(getCatalogItemRoute, async (c) => c.json(await getCatalogItem(ctx(c), c.req.valid('param').itemId), 200))
    .openapi(createCatalogItemRoute, async (c) => c.json(await createCatalogItem(ctx(c), c.req.valid('json')), 201))
    .openapi(importCatalogItemsRoute, async (c) => c.json(await importCatalogItems(ctx(c), c.req.valid('json')), 200))
    .openapi(updateCatalogItemRoute, async (c) =>
      c.json(await updateCatalogItem(ctx(c), c.req.valid('param').itemId, c.req.valid('json')), 200),
    )
    .openapi(archiveCatalogItemRoute, async (c) =>
      c.json(await setCatalogItemArchived(ctx(c), c.req.valid('param').itemId, true), 200),
    )
    .openapi(unarchiveCatalogItemRoute, async (c) =>
      c.json(await setCatalogItemArchived(ctx(c), c.req.valid('param').itemId, false), 200),
    );
}
