import { opportunities, withPlatform } from '@scopewright/db';
import { createClient, createOpportunity, createPipeline } from '@scopewright/db/testing';
import { eq } from 'drizzle-orm';
import type { AccessFixture, ApiRequest } from '../../testing/access-fixture';
import type { PublicApiCase } from '../../testing/public-api-matrix';
import { dealOfA, dealSnapshot, pipelineOfA } from './opportunities.matrix';

const OWN = "the key's own workspace: the workspace comes from the key, never from the request";
const deal = (id: string) => `/api/v1/opportunities/${id}`;

/** A route on one fresh open deal of A; the replay is the same call with B's key (B has its own pipeline). */
function onDeal(
  route: string,
  ok: number,
  build: (id: string, f: AccessFixture) => Promise<ApiRequest>,
): PublicApiCase {
  return {
    route,
    ok,
    request: async (f) => build((await dealOfA(f)).id, f),
    crossTenant: async (f) => {
      await createPipeline(f.h.owner.db, f.tenantB.id);
      const { id } = await dealOfA(f);
      return { request: await build(id, f), snapshot: dealSnapshot(f, id) };
    },
  };
}

/** A deal of A already closed as won. */
async function wonDealOfA(f: AccessFixture) {
  const { byName } = await pipelineOfA(f);
  return createOpportunity(f.h.owner.db, f.tenantA.id, { stageId: byName.won.id, status: 'won', closedAt: new Date() });
}

export const opportunitiesV1Matrix: PublicApiCase[] = [
  {
    route: 'GET /api/v1/opportunities',
    ok: 200,
    request: () => ({ method: 'GET', path: '/api/v1/opportunities?sort=close_date&status=open' }),
    crossTenant: { noIds: OWN },
  },
  onDeal('GET /api/v1/opportunities/{id}', 200, async (id) => ({ method: 'GET', path: deal(id) })),
  {
    route: 'POST /api/v1/opportunities',
    ok: 201,
    request: async (f) => {
      await pipelineOfA(f);
      const client = await createClient(f.h.owner.db, f.tenantA.id);
      return {
        method: 'POST',
        path: '/api/v1/opportunities',
        body: { name: `V1 ${Math.random().toString(36).slice(2)}`, clientId: client.id },
      };
    },
    crossTenant: async (f) => {
      const client = await createClient(f.h.owner.db, f.tenantA.id);
      return {
        request: { method: 'POST', path: '/api/v1/opportunities', body: { name: 'Replay', clientId: client.id } },
        snapshot: () =>
          withPlatform({ db: f.h.owner.db }, (tx) =>
            tx.select().from(opportunities).where(eq(opportunities.clientId, client.id)),
          ),
      };
    },
  },
  onDeal('PATCH /api/v1/opportunities/{id}', 200, async (id) => ({
    method: 'PATCH',
    path: deal(id),
    body: { nextStep: 'Changed by a key', lockVersion: 1 },
  })),
  onDeal('POST /api/v1/opportunities/{id}/move', 200, async (id, f) => ({
    method: 'POST',
    path: `${deal(id)}/move`,
    body: { stageId: (await pipelineOfA(f)).byName.qualified.id, lockVersion: 1 },
  })),
  onDeal('POST /api/v1/opportunities/{id}/won', 200, async (id) => ({
    method: 'POST',
    path: `${deal(id)}/won`,
    body: { lockVersion: 1 },
  })),
  onDeal('POST /api/v1/opportunities/{id}/lost', 200, async (id, f) => ({
    method: 'POST',
    path: `${deal(id)}/lost`,
    body: { lockVersion: 1, lossReasonId: (await pipelineOfA(f)).lossReasons[0]?.id, lossNote: 'Went elsewhere' },
  })),
  {
    route: 'POST /api/v1/opportunities/{id}/reopen',
    ok: 200,
    request: async (f) => ({
      method: 'POST',
      path: `${deal((await wonDealOfA(f)).id)}/reopen`,
      body: { lockVersion: 1 },
    }),
    crossTenant: async (f) => {
      const { id } = await wonDealOfA(f);
      return {
        request: { method: 'POST', path: `${deal(id)}/reopen`, body: { lockVersion: 1 } },
        snapshot: dealSnapshot(f, id),
      };
    },
  },
  onDeal('DELETE /api/v1/opportunities/{id}', 204, async (id) => ({ method: 'DELETE', path: deal(id) })),
  {
    route: 'GET /api/v1/pipeline/stages',
    ok: 200,
    request: () => ({ method: 'GET', path: '/api/v1/pipeline/stages' }),
    crossTenant: { noIds: OWN },
  },
  {
    route: 'GET /api/v1/pipeline/loss-reasons',
    ok: 200,
    request: () => ({ method: 'GET', path: '/api/v1/pipeline/loss-reasons' }),
    crossTenant: { noIds: OWN },
  },
];
