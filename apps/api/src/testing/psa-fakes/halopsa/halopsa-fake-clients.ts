import type { Hono } from 'hono';
import { answerSaved, matches, paginate, readArrayBody, refuse } from './halopsa-fake-http';
import { nextFakeId, type FakeClient, type HaloFakeState } from './halopsa-fake-state';
import { HaloArea } from './halopsa-schemas';

export const CLIENT_NAME_MAX = 100;

export function mountHaloClients(app: Hono, state: HaloFakeState) {
  app.get('/api/Client', (c) => {
    const search = c.req.query('search');
    const includeInactive = c.req.query('includeinactive') === 'true';
    const clients = state.companies.filter(
      (client) => (includeInactive || !client.inactive) && matches(search, client.name, client.website),
    );
    return paginate(c, clients, 'clients');
  });

  app.get('/api/Client/:id', (c) => {
    const client = state.clients.get(Number(c.req.param('id')));
    return client ? c.json(client) : refuse(c, 'Client not found', 404);
  });

  app.post('/api/Client', async (c) => {
    const items = await readArrayBody(c);
    if (typeof items === 'string') return refuse(c, items);
    for (const item of items) {
      const parsed = HaloArea.safeParse(item);
      if (!parsed.success) return refuse(c, `Invalid client: ${parsed.error.issues[0]?.message ?? 'bad field'}`);
      if (parsed.data.id !== undefined && !state.clients.has(parsed.data.id)) return refuse(c, 'Client not found', 404);
      const name = parsed.data.name ?? (parsed.data.id ? state.clients.get(parsed.data.id)?.name : undefined);
      if (!name?.trim()) return refuse(c, 'Please enter a name for the Client');
      if (name.length > CLIENT_NAME_MAX)
        return refuse(c, `The Client name must be ${CLIENT_NAME_MAX} characters or fewer`);
      const duplicate = state.companies.find((other) => other.name.toLowerCase() === name.toLowerCase());
      if (duplicate && duplicate.id !== parsed.data.id) return refuse(c, `A Client named '${name}' already exists`);
    }
    const saved = items.map((item) => {
      const id = Number(item.id ?? nextFakeId(state, 'client'));
      const client: FakeClient = {
        inactive: false,
        ...state.clients.get(id),
        ...(item as Partial<FakeClient>),
        id,
      } as FakeClient;
      state.clients.set(id, client);
      return client;
    });
    return answerSaved(c, saved);
  });

  app.get('/api/Users', (c) => {
    const clientId = c.req.query('client_id');
    const users = [...state.users.values()].filter((user) => !clientId || user.client_id === Number(clientId));
    return paginate(c, users, 'users');
  });
}
