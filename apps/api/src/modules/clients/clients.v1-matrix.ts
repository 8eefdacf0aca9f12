import type { ApiRequest } from '../../testing/access-fixture';
import type { KeyFixture, PublicApiCase } from '../../testing/public-api-matrix';
import { clientOfA, clientStateOf } from './clients.matrix';

type Ids = Awaited<ReturnType<typeof clientOfA>>;
const OWN = "the key's own workspace: the workspace comes from the key, never from the request";

/** A route on one fresh client of A; the replay is the same call with B's key. */
function onClient(route: string, ok: number, build: (ids: Ids) => ApiRequest): PublicApiCase {
  return {
    route,
    ok,
    request: async (f) => build(await clientOfA(f)),
    crossTenant: async (f: KeyFixture) => {
      const ids = await clientOfA(f);
      return { request: build(ids), snapshot: clientStateOf(f, ids.id) };
    },
  };
}
const base = (ids: Ids) => `/api/v1/clients/${ids.id}`;

export const clientsV1Matrix: PublicApiCase[] = [
  {
    route: 'GET /api/v1/clients',
    ok: 200,
    request: () => ({ method: 'GET', path: '/api/v1/clients' }),
    crossTenant: { noIds: OWN },
  },
  {
    route: 'POST /api/v1/clients',
    ok: 201,
    request: () => ({
      method: 'POST',
      path: '/api/v1/clients',
      body: { name: `V1 ${Math.random().toString(36).slice(2)}` },
    }),
    crossTenant: { noIds: OWN },
  },
  onClient('GET /api/v1/clients/{id}', 200, (ids) => ({ method: 'GET', path: base(ids) })),
  onClient('PATCH /api/v1/clients/{id}', 200, (ids) => ({
    method: 'PATCH',
    path: base(ids),
    body: { industry: 'Dental' },
  })),
  onClient('POST /api/v1/clients/{id}/archive', 200, (ids) => ({ method: 'POST', path: `${base(ids)}/archive` })),
  onClient('POST /api/v1/clients/{id}/unarchive', 200, (ids) => ({ method: 'POST', path: `${base(ids)}/unarchive` })),
  onClient('DELETE /api/v1/clients/{id}', 204, (ids) => ({ method: 'DELETE', path: base(ids) })),
  onClient('POST /api/v1/clients/{id}/contacts', 201, (ids) => ({
    method: 'POST',
    path: `${base(ids)}/contacts`,
    body: { firstName: 'Added by a key' },
  })),
  onClient('PATCH /api/v1/clients/{id}/contacts/{contactId}', 200, (ids) => ({
    method: 'PATCH',
    path: `${base(ids)}/contacts/${ids.contactId}`,
    body: { jobTitle: 'Changed by a key' },
  })),
  onClient('DELETE /api/v1/clients/{id}/contacts/{contactId}', 200, (ids) => ({
    method: 'DELETE',
    path: `${base(ids)}/contacts/${ids.contactId}`,
  })),
];
