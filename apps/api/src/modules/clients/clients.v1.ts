import type { Context } from 'hono';
import { tenantContext } from '../../platform/access/use-case-context';
import type { AppEnv } from '../../platform/context';
import { createRouter } from '../../platform/openapi';
import type { AppServices } from '../../platform/services';
import * as people from './client-people.routes';
import * as app from './clients.routes';
import { createClient } from './create-client';
import { createContact } from './create-contact';
import { deleteClient } from './delete-client';
import { deleteContact } from './delete-contact';
import { getClient } from './get-client';
import { listClients } from './list-clients';
import { setClientArchived } from './set-client-archived';
import { updateClient } from './update-client';
import { updateContact } from './update-contact';
import { publicRoute } from '../../platform/access/public-route';

export const v1ClientRoutes = {
  list: publicRoute(app.listClientsRoute, 'clients:read'),
  create: publicRoute(app.createClientRoute, 'clients:write'),
  get: publicRoute(app.getClientRoute, 'clients:read'),
  update: publicRoute(app.updateClientRoute, 'clients:write'),
  archive: publicRoute(app.archiveClientRoute, 'clients:write'),
  unarchive: publicRoute(app.unarchiveClientRoute, 'clients:write'),
  delete: publicRoute(app.deleteClientRoute, 'clients:write'),
  createContact: publicRoute(people.createContactRoute, 'clients:write'),
  updateContact: publicRoute(people.updateContactRoute, 'clients:write'),
  deleteContact: publicRoute(people.deleteContactRoute, 'clients:write'),
};

/** /api/v1/clients: clients and their contacts, through the app's own use cases. */
export function v1ClientsRouter(services: Pick<AppServices, 'database'>) {
  const ctx = (c: Context<AppEnv>) => tenantContext(c, services.database);
  const r = v1ClientRoutes;
  return createRouter()
    .openapi(r.list, async (c) => c.json(await listClients(ctx(c), c.req.valid('query')), 200))
    .openapi(r.create, async (c) => c.json(await createClient(ctx(c), c.req.valid('json')), 201))
    .openapi(r.get, async (c) => c.json(await getClient(ctx(c), c.req.valid('param').id), 200))
    .openapi(r.update, async (c) =>
      c.json(await updateClient(ctx(c), c.req.valid('param').id, c.req.valid('json')), 200),
    )
    .openapi(r.archive, async (c) => c.json(await setClientArchived(ctx(c), c.req.valid('param').id, true), 200))
    .openapi(r.unarchive, async (c) => c.json(await setClientArchived(ctx(c), c.req.valid('param').id, false), 200))
    .openapi(r.delete, async (c) => {
      await deleteClient(ctx(c), c.req.valid('param').id);
      return c.body(null, 204);
    })
    .openapi(r.createContact, async (c) =>
      c.json(await createContact(ctx(c), c.req.valid('param').id, c.req.valid('json')), 201),
    )
    .openapi(r.updateContact, async (c) => {
      const { id, contactId } = c.req.valid('param');
      return c.json(await updateContact(ctx(c), { clientId: id, contactId }, c.req.valid('json')), 200);
    })
    .openapi(r.deleteContact, async (c) => {
      const { id, contactId } = c.req.valid('param');
      return c.json(await deleteContact(ctx(c), { clientId: id, contactId }), 200);
    });
}
