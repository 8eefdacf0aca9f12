import type { Context } from 'hono';
import type { AppEnv } from '../../platform/context';
import { tenantContext } from '../../platform/access/use-case-context';
import { createRouter } from '../../platform/openapi';
import type { AppServices } from '../../platform/services';
import {
  createContactRoute,
  createSiteRoute,
  deleteContactRoute,
  deleteSiteRoute,
  updateContactRoute,
  updateSiteRoute,
} from './client-people.routes';
import {
  archiveClientRoute,
  createClientRoute,
  deleteClientRoute,
  exportClientsRoute,
  getClientRoute,
  importClientsRoute,
  listClientsRoute,
  unarchiveClientRoute,
  updateClientRoute,
} from './clients.routes';
import { createClient } from './create-client';
import { createContact } from './create-contact';
import { createSite } from './create-site';
import { deleteClient } from './delete-client';
import { deleteContact } from './delete-contact';
import { deleteSite } from './delete-site';
import { exportClients } from './export-clients';
import { getClient } from './get-client';
import { importClients } from './import-clients';
import { listClients } from './list-clients';
import { setClientArchived } from './set-client-archived';
import { updateClient } from './update-client';
import { updateContact } from './update-contact';
import { updateSite } from './update-site';

export function clientsRouter(services: Pick<AppServices, 'database'>) {
  const ctx = (c: Context<AppEnv>) => tenantContext(c, services.database);
  const noStore = (c: Context<AppEnv>) => c.header('Cache-Control', 'no-store');
  // Fixed paths (export.csv, import) are registered before /{id} so they are never read as an id.
  return createRouter()
    .openapi(listClientsRoute, async (c) => {
      noStore(c);
      return c.json(await listClients(ctx(c), c.req.valid('query')), 200);
    })
    .openapi(exportClientsRoute, async (c) => {
      const csv = await exportClients(ctx(c), c.req.valid('query'));
      const day = new Date().toISOString().slice(0, 10);
      return c.body(csv, 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="clients-${day}.csv"`,
        'Cache-Control': 'no-store',
      });
    })
    .openapi(importClientsRoute, async (c) => c.json(await importClients(ctx(c), c.req.valid('json')), 200))
    .openapi(createClientRoute, async (c) => c.json(await createClient(ctx(c), c.req.valid('json')), 201))
    .openapi(getClientRoute, async (c) => {
      noStore(c);
      return c.json(await getClient(ctx(c), c.req.valid('param').id), 200);
    })
    .openapi(updateClientRoute, async (c) =>
      c.json(await updateClient(ctx(c), c.req.valid('param').id, c.req.valid('json')), 200),
    )
    .openapi(archiveClientRoute, async (c) =>
      c.json(await setClientArchived(ctx(c), c.req.valid('param').id, true), 200),
    )
    .openapi(unarchiveClientRoute, async (c) =>
      c.json(await setClientArchived(ctx(c), c.req.valid('param').id, false), 200),
    )
    .openapi(deleteClientRoute, async (c) => {
      await deleteClient(ctx(c), c.req.valid('param').id);
      return c.body(null, 204);
    })
    .openapi(createContactRoute, async (c) =>
      c.json(await createContact(ctx(c), c.req.valid('param').id, c.req.valid('json')), 201),
    )
    .openapi(updateContactRoute, async (c) => {
      const { id, contactId } = c.req.valid('param');
      return c.json(await updateContact(ctx(c), { clientId: id, contactId }, c.req.valid('json')), 200);
    })
    .openapi(deleteContactRoute, async (c) => {
      const { id, contactId } = c.req.valid('param');
      return c.json(await deleteContact(ctx(c), { clientId: id, contactId }), 200);
    })
    .openapi(createSiteRoute, async (c) =>
      c.json(await createSite(ctx(c), c.req.valid('param').id, c.req.valid('json')), 201),
    )
    .openapi(updateSiteRoute, async (c) => {
      const { id, siteId } = c.req.valid('param');
      return c.json(await updateSite(ctx(c), { clientId: id, siteId }, c.req.valid('json')), 200);
    })
    .openapi(deleteSiteRoute, async (c) => {
      const { id, siteId } = c.req.valid('param');
      return c.json(await deleteSite(ctx(c), { clientId: id, siteId }), 200);
    });
}
