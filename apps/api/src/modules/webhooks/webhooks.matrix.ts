import {
  webhookDeliveries,
  webhookDeliveryAttempts,
  webhookEndpoints,
  withPlatform,
  type DbClient,
} from '@scopewright/db';
import { createWebhookDelivery, createWebhookEndpoint } from '@scopewright/db/testing';
import { asc, eq } from 'drizzle-orm';
import type { AccessFixture, ApiRequest, MatrixCase } from '../../testing/access-fixture';

const ADMIN = { anonymous: 401, pending_user: 403, msp_user: 403, msp_admin: 200, super_admin: 403 };
const OWN = "the caller's own workspace's endpoints: the workspace comes from the session";

// One endpoint of workspace A shared by the rows that leave it in place (a workspace has at most 20). Its URL is a
// documentation address the outbound rules refuse, so a test event or replay never leaves the machine.
const shared = new Map<string, Promise<{ id: string }>>();
export const endpointOfA = (f: AccessFixture) => {
  const key = f.tenantA.id;
  if (!shared.has(key)) shared.set(key, createWebhookEndpoint(f.h.owner.db, key));
  return shared.get(key)!;
};
export const freshEndpointOfA = (f: AccessFixture) => createWebhookEndpoint(f.h.owner.db, f.tenantA.id);
export const deliveryOfA = async (f: AccessFixture) =>
  createWebhookDelivery(f.h.owner.db, f.tenantA.id, (await endpointOfA(f)).id);

// Only the rows a request names: a test event or replay an admin sent earlier may still be recording its try.
export const webhookSnapshotOf = (db: DbClient, endpointId: string, deliveryId?: string) => () =>
  withPlatform({ db }, async (tx) => ({
    endpoint: await tx.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpointId)),
    delivery: deliveryId ? await tx.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, deliveryId)) : [],
    attempts: deliveryId
      ? await tx
          .select()
          .from(webhookDeliveryAttempts)
          .where(eq(webhookDeliveryAttempts.deliveryId, deliveryId))
          .orderBy(asc(webhookDeliveryAttempts.attemptNo))
      : [],
  }));

type Replay = Exclude<MatrixCase['crossTenant'], { noIds: string }>;
/** B's users send A's request: 404 for B's admin (B's user is refused by the guard first), A's rows unchanged. */
const replayOnA =
  (suffix: string, method: ApiRequest['method'] = 'GET', body?: unknown): Replay =>
  async (f) => {
    const { id } = await endpointOfA(f);
    return {
      request: { method, path: `/api/webhooks/${id}${suffix}`, body },
      snapshot: webhookSnapshotOf(f.h.owner.db, id),
    };
  };
const replayOnDeliveryOfA =
  (suffix: string, method: ApiRequest['method']): Replay =>
  async (f) => {
    const delivery = await deliveryOfA(f);
    return {
      request: { method, path: `/api/webhooks/${delivery.endpointId}/deliveries/${delivery.id}${suffix}` },
      snapshot: webhookSnapshotOf(f.h.owner.db, delivery.endpointId, delivery.id),
    };
  };
const at = async (f: AccessFixture, suffix = '') => `/api/webhooks/${(await endpointOfA(f)).id}${suffix}`;

export const webhooksMatrix: MatrixCase[] = [
  {
    route: 'GET /api/webhooks',
    request: () => ({ method: 'GET', path: '/api/webhooks' }),
    expect: ADMIN,
    crossTenant: { noIds: OWN },
  },
  {
    route: 'POST /api/webhooks',
    // A public address literal: accepted without a DNS lookup, and nothing is ever sent to it here.
    request: () => ({
      method: 'POST',
      path: '/api/webhooks',
      body: { url: 'https://93.184.215.14/scopewright-matrix', events: ['quote.sent'] },
    }),
    expect: { ...ADMIN, msp_admin: 201 },
    crossTenant: { noIds: OWN },
  },
  {
    route: 'GET /api/webhooks/{id}',
    request: async (f) => ({ method: 'GET', path: await at(f) }),
    expect: ADMIN,
    crossTenant: replayOnA(''),
  },
  {
    route: 'PATCH /api/webhooks/{id}',
    request: async (f) => ({ method: 'PATCH', path: await at(f), body: { description: 'Matrix' } }),
    expect: ADMIN,
    crossTenant: replayOnA('', 'PATCH', { enabled: false }),
  },
  {
    route: 'DELETE /api/webhooks/{id}',
    request: async (f) => ({ method: 'DELETE', path: `/api/webhooks/${(await freshEndpointOfA(f)).id}` }),
    expect: { ...ADMIN, msp_admin: 204 },
    crossTenant: replayOnA('', 'DELETE'),
  },
  {
    route: 'POST /api/webhooks/{id}/rotate-secret',
    request: async (f) => ({ method: 'POST', path: await at(f, '/rotate-secret') }),
    expect: ADMIN,
    crossTenant: replayOnA('/rotate-secret', 'POST'),
  },
  {
    route: 'POST /api/webhooks/{id}/test',
    request: async (f) => ({ method: 'POST', path: await at(f, '/test') }),
    expect: { ...ADMIN, msp_admin: 202 },
    crossTenant: replayOnA('/test', 'POST'),
  },
  {
    route: 'GET /api/webhooks/{id}/deliveries',
    request: async (f) => ({ method: 'GET', path: await at(f, '/deliveries') }),
    expect: ADMIN,
    crossTenant: replayOnA('/deliveries'),
  },
  {
    route: 'GET /api/webhooks/{id}/deliveries/{deliveryId}',
    request: async (f) => ({ method: 'GET', path: await at(f, `/deliveries/${(await deliveryOfA(f)).id}`) }),
    expect: ADMIN,
    crossTenant: replayOnDeliveryOfA('', 'GET'),
  },
  {
    route: 'POST /api/webhooks/{id}/deliveries/{deliveryId}/replay',
    request: async (f) => ({ method: 'POST', path: await at(f, `/deliveries/${(await deliveryOfA(f)).id}/replay`) }),
    expect: { ...ADMIN, msp_admin: 202 },
    crossTenant: replayOnDeliveryOfA('/replay', 'POST'),
  },
];
