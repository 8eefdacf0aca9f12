import type { ApiRequest } from '../../testing/access-fixture';
import type { KeyFixture, PublicApiCase } from '../../testing/public-api-matrix';
import { deliveryOfA, endpointOfA, freshEndpointOfA, webhookSnapshotOf } from './webhooks.matrix';

const OWN = "the key's own workspace: the workspace comes from the key, never from the request";
const BASE = '/api/v1/webhook-endpoints';

/** A route on A's shared endpoint; the replay is the same call with B's key. */
function onEndpoint(route: string, ok: number, suffix: string, method: ApiRequest['method'] = 'GET', body?: unknown) {
  return {
    route,
    ok,
    request: async (f: KeyFixture) => ({ method, path: `${BASE}/${(await endpointOfA(f)).id}${suffix}`, body }),
    crossTenant: async (f: KeyFixture) => {
      const { id } = await endpointOfA(f);
      return {
        request: { method, path: `${BASE}/${id}${suffix}`, body },
        snapshot: webhookSnapshotOf(f.h.owner.db, id),
      };
    },
  } satisfies PublicApiCase;
}

/** A route on one delivery of A's endpoint. */
function onDelivery(route: string, ok: number, suffix: string, method: ApiRequest['method']) {
  const pathOf = (d: { id: string; endpointId: string }) => `${BASE}/${d.endpointId}/deliveries/${d.id}${suffix}`;
  return {
    route,
    ok,
    request: async (f: KeyFixture) => ({ method, path: pathOf(await deliveryOfA(f)) }),
    crossTenant: async (f: KeyFixture) => {
      const delivery = await deliveryOfA(f);
      return {
        request: { method, path: pathOf(delivery) },
        snapshot: webhookSnapshotOf(f.h.owner.db, delivery.endpointId, delivery.id),
      };
    },
  } satisfies PublicApiCase;
}

export const webhooksV1Matrix: PublicApiCase[] = [
  {
    route: `GET ${BASE}`,
    ok: 200,
    request: () => ({ method: 'GET', path: BASE }),
    crossTenant: { noIds: OWN },
  },
  {
    route: `POST ${BASE}`,
    ok: 201,
    // A public address literal: accepted without a DNS lookup, and nothing is ever sent to it here.
    request: () => ({
      method: 'POST',
      path: BASE,
      body: { url: 'https://93.184.215.14/scopewright-v1-matrix', events: ['quote.accepted'] },
    }),
    crossTenant: { noIds: OWN },
  },
  onEndpoint(`GET ${BASE}/{id}`, 200, ''),
  onEndpoint(`PATCH ${BASE}/{id}`, 200, '', 'PATCH', { description: 'Changed by a key' }),
  {
    route: `DELETE ${BASE}/{id}`,
    ok: 204,
    request: async (f) => ({ method: 'DELETE', path: `${BASE}/${(await freshEndpointOfA(f)).id}` }),
    crossTenant: onEndpoint(`DELETE ${BASE}/{id}`, 204, '', 'DELETE').crossTenant,
  },
  onEndpoint(`POST ${BASE}/{id}/rotate-secret`, 200, '/rotate-secret', 'POST'),
  onEndpoint(`POST ${BASE}/{id}/test`, 202, '/test', 'POST'),
  onEndpoint(`GET ${BASE}/{id}/deliveries`, 200, '/deliveries'),
  onDelivery(`GET ${BASE}/{id}/deliveries/{deliveryId}`, 200, '', 'GET'),
  onDelivery(`POST ${BASE}/{id}/deliveries/{deliveryId}/replay`, 202, '/replay', 'POST'),
];
