import type { ApiRequest } from '../../testing/access-fixture';
import type { KeyFixture, PublicApiCase } from '../../testing/public-api-matrix';
import { itemOfA, itemRow } from './rate-card.matrix';

const OWN = "the key's own workspace: the workspace comes from the key, never from the request";
const item = (id: string) => `/api/v1/catalog-items/${id}`;

/** A route on one fresh catalog item of A; the replay is the same call with B's key. */
function onItem(route: string, build: (id: string) => ApiRequest): PublicApiCase {
  return {
    route,
    ok: 200,
    request: async (f) => build(await itemOfA(f)),
    crossTenant: async (f: KeyFixture) => {
      const id = await itemOfA(f);
      return { request: build(id), snapshot: itemRow(f, id) };
    },
  };
}

export const catalogV1Matrix: PublicApiCase[] = [
  {
    route: 'GET /api/v1/catalog-items',
    ok: 200,
    request: () => ({ method: 'GET', path: '/api/v1/catalog-items?archived=include&kind=product' }),
    crossTenant: { noIds: OWN },
  },
  {
    route: 'POST /api/v1/catalog-items',
    ok: 201,
    request: () => ({
      method: 'POST',
      path: '/api/v1/catalog-items',
      body: { kind: 'product', name: `V1 ${Math.random().toString(36).slice(2)}`, unitPriceCents: 10_000 },
    }),
    crossTenant: { noIds: OWN },
  },
  onItem('GET /api/v1/catalog-items/{itemId}', (id) => ({ method: 'GET', path: item(id) })),
  onItem('PATCH /api/v1/catalog-items/{itemId}', (id) => ({
    method: 'PATCH',
    path: item(id),
    body: { unitPriceCents: 99_900 },
  })),
  onItem('POST /api/v1/catalog-items/{itemId}/archive', (id) => ({ method: 'POST', path: `${item(id)}/archive` })),
  onItem('POST /api/v1/catalog-items/{itemId}/unarchive', (id) => ({ method: 'POST', path: `${item(id)}/unarchive` })),
  {
    route: 'GET /api/v1/labor-roles',
    ok: 200,
    request: () => ({ method: 'GET', path: '/api/v1/labor-roles?archived=include' }),
    crossTenant: { noIds: OWN },
  },
];
