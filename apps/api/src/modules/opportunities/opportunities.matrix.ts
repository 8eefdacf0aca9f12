import { opportunities, opportunityStageChanges, pipelineStages, withPlatform } from '@scopewright/db';
import { createClient, createOpportunity, createPipeline } from '@scopewright/db/testing';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { AccessFixture, ApiRequest, MatrixCase, Persona } from '../../testing/access-fixture';

const READ = { anonymous: 401, pending_user: 403, msp_user: 200, msp_admin: 200, super_admin: 403 };
const CREATE = { ...READ, msp_user: 201, msp_admin: 201 };
const ADMIN = { anonymous: 401, pending_user: 403, msp_user: 403, msp_admin: 200, super_admin: 403 };
const OWN = "the caller's own workspace: it comes from the session, never from the request";

const tag = (persona: Persona) => `${persona}-${Math.random().toString(36).slice(2, 8)}`;
export const dealOfA = (f: AccessFixture) => createOpportunity(f.h.owner.db, f.tenantA.id);
export const pipelineOfA = (f: AccessFixture) => createPipeline(f.h.owner.db, f.tenantA.id);

export const dealSnapshot = (f: AccessFixture, id: string) => () =>
  withPlatform({ db: f.h.owner.db }, async (tx) => ({
    row: await tx.select().from(opportunities).where(eq(opportunities.id, id)),
    changes: await tx
      .select()
      .from(opportunityStageChanges)
      .where(eq(opportunityStageChanges.opportunityId, id))
      .orderBy(asc(opportunityStageChanges.changedAt)),
  }));

type Replay = Exclude<MatrixCase['crossTenant'], { noIds: string }>;
const replayDeal =
  (build: (id: string, f: AccessFixture) => ApiRequest | Promise<ApiRequest>): Replay =>
  async (f) => {
    const deal = await dealOfA(f);
    return { request: await build(deal.id, f), snapshot: dealSnapshot(f, deal.id) };
  };

const stageSnapshot = (f: AccessFixture) => () =>
  withPlatform({ db: f.h.owner.db }, (tx) =>
    tx.select().from(pipelineStages).where(eq(pipelineStages.tenantId, f.tenantA.id)).orderBy(asc(pipelineStages.id)),
  );

export const opportunitiesMatrix: MatrixCase[] = [
  {
    route: 'GET /api/opportunities',
    request: () => ({ method: 'GET', path: '/api/opportunities?sort=close_date&status=open' }),
    expect: READ,
    crossTenant: { noIds: OWN },
  },
  {
    route: 'GET /api/opportunities/board',
    request: () => ({ method: 'GET', path: '/api/opportunities/board?staleDays=7' }),
    expect: READ,
    crossTenant: { noIds: OWN },
  },
  {
    route: 'GET /api/opportunities/{id}',
    request: async (f) => ({ method: 'GET', path: `/api/opportunities/${(await dealOfA(f)).id}` }),
    expect: READ,
    crossTenant: replayDeal((id) => ({ method: 'GET', path: `/api/opportunities/${id}` })),
  },
  {
    route: 'POST /api/opportunities',
    request: async (f, persona) => {
      await pipelineOfA(f);
      const client = await createClient(f.h.owner.db, f.tenantA.id);
      return {
        method: 'POST',
        path: '/api/opportunities',
        body: { name: `Deal ${tag(persona)}`, clientId: client.id },
      };
    },
    expect: CREATE,
    crossTenant: async (f) => {
      const client = await createClient(f.h.owner.db, f.tenantA.id);
      return {
        request: { method: 'POST', path: '/api/opportunities', body: { name: 'Replay', clientId: client.id } },
        snapshot: () =>
          withPlatform({ db: f.h.owner.db }, (tx) =>
            tx.select().from(opportunities).where(eq(opportunities.clientId, client.id)),
          ),
      };
    },
  },
  {
    route: 'PATCH /api/opportunities/{id}',
    request: async (f, persona) => ({
      method: 'PATCH',
      path: `/api/opportunities/${(await dealOfA(f)).id}`,
      body: { name: `Renamed ${tag(persona)}`, lockVersion: 1 },
    }),
    expect: READ,
    crossTenant: replayDeal((id) => ({
      method: 'PATCH',
      path: `/api/opportunities/${id}`,
      body: { name: 'Replay', lockVersion: 1 },
    })),
  },
  {
    route: 'POST /api/opportunities/{id}/move',
    request: async (f) => {
      const deal = await dealOfA(f);
      const { byName } = await pipelineOfA(f);
      return {
        method: 'POST',
        path: `/api/opportunities/${deal.id}/move`,
        body: { stageId: byName.qualified.id, lockVersion: 1 },
      };
    },
    expect: READ,
    crossTenant: replayDeal(async (id, f) => ({
      method: 'POST',
      path: `/api/opportunities/${id}/move`,
      body: { stageId: (await pipelineOfA(f)).byName.qualified.id, lockVersion: 1 },
    })),
  },
  {
    route: 'POST /api/opportunities/{id}/reopen',
    request: async (f) => {
      const { byName } = await pipelineOfA(f);
      const deal = await createOpportunity(f.h.owner.db, f.tenantA.id, {
        stageId: byName.won.id,
        status: 'won',
        closedAt: new Date(),
      });
      return { method: 'POST', path: `/api/opportunities/${deal.id}/reopen`, body: { lockVersion: 1 } };
    },
    expect: READ,
    crossTenant: async (f) => {
      const { byName } = await pipelineOfA(f);
      const deal = await createOpportunity(f.h.owner.db, f.tenantA.id, {
        stageId: byName.lost.id,
        status: 'lost',
        closedAt: new Date(),
      });
      return {
        request: { method: 'POST', path: `/api/opportunities/${deal.id}/reopen`, body: { lockVersion: 1 } },
        snapshot: dealSnapshot(f, deal.id),
      };
    },
  },
  {
    route: 'DELETE /api/opportunities/{id}',
    request: async (f) => ({ method: 'DELETE', path: `/api/opportunities/${(await dealOfA(f)).id}` }),
    expect: { ...READ, msp_user: 204, msp_admin: 204 },
    crossTenant: replayDeal((id) => ({ method: 'DELETE', path: `/api/opportunities/${id}` })),
  },
  {
    route: 'POST /api/opportunities/bulk',
    request: async (f) => {
      const deal = await dealOfA(f);
      const { byName } = await pipelineOfA(f);
      return { method: 'POST', path: '/api/opportunities/bulk', body: { ids: [deal.id], stageId: byName.scoping.id } };
    },
    expect: READ,
    crossTenant: replayDeal(async (id, f) => ({
      method: 'POST',
      path: '/api/opportunities/bulk',
      body: { ids: [id], stageId: (await pipelineOfA(f)).byName.scoping.id },
    })),
  },
  {
    route: 'GET /api/pipeline/stages',
    request: () => ({ method: 'GET', path: '/api/pipeline/stages' }),
    expect: READ,
    crossTenant: { noIds: OWN },
  },
  {
    route: 'POST /api/pipeline/stages',
    request: (_f, persona) => ({
      method: 'POST',
      path: '/api/pipeline/stages',
      body: { name: `Stage ${tag(persona)}`, probability: 50 },
    }),
    expect: { ...ADMIN, msp_admin: 201 },
    crossTenant: { noIds: OWN },
  },
  {
    route: 'PATCH /api/pipeline/stages/{id}',
    request: async (f) => ({
      method: 'PATCH',
      path: `/api/pipeline/stages/${(await pipelineOfA(f)).byName.scoping.id}`,
      body: { probability: 45 },
    }),
    expect: ADMIN,
    crossTenant: async (f) => ({
      request: {
        method: 'PATCH',
        path: `/api/pipeline/stages/${(await pipelineOfA(f)).byName.scoping.id}`,
        body: { name: 'Replay', probability: 1 },
      },
      snapshot: stageSnapshot(f),
    }),
  },
  {
    route: 'PUT /api/pipeline/stages/order',
    request: async (f) => {
      await pipelineOfA(f);
      const current = await withPlatform({ db: f.h.owner.db }, (tx) =>
        tx
          .select({ id: pipelineStages.id })
          .from(pipelineStages)
          .where(and(eq(pipelineStages.tenantId, f.tenantA.id), isNull(pipelineStages.retiredAt)))
          .orderBy(asc(pipelineStages.position)),
      );
      return { method: 'PUT', path: '/api/pipeline/stages/order', body: { stageIds: current.map((s) => s.id) } };
    },
    expect: ADMIN,
    crossTenant: {
      noIds: "the order lists the caller's own stages; another workspace's ids never match them (a 422, nothing moves)",
    },
  },
  {
    route: 'GET /api/pipeline/loss-reasons',
    request: () => ({ method: 'GET', path: '/api/pipeline/loss-reasons' }),
    expect: READ,
    crossTenant: { noIds: OWN },
  },
  {
    route: 'POST /api/pipeline/loss-reasons',
    request: (_f, persona) => ({
      method: 'POST',
      path: '/api/pipeline/loss-reasons',
      body: { label: `Reason ${tag(persona)}` },
    }),
    expect: { ...ADMIN, msp_admin: 201 },
    crossTenant: { noIds: OWN },
  },
  {
    route: 'PATCH /api/pipeline/loss-reasons/{id}',
    request: async (f, persona) => ({
      method: 'PATCH',
      path: `/api/pipeline/loss-reasons/${(await pipelineOfA(f)).lossReasons[0]?.id ?? ''}`,
      body: { label: `Price ${tag(persona)}` },
    }),
    expect: ADMIN,
    crossTenant: async (f) => {
      const reason = (await pipelineOfA(f)).lossReasons[1];
      return {
        request: { method: 'PATCH', path: `/api/pipeline/loss-reasons/${reason?.id ?? ''}`, body: { retired: true } },
        snapshot: () => pipelineOfA(f).then((p) => p.lossReasons),
      };
    },
  },
  {
    route: 'GET /api/pipeline/settings',
    request: () => ({ method: 'GET', path: '/api/pipeline/settings' }),
    expect: READ,
    crossTenant: { noIds: OWN },
  },
  {
    route: 'PUT /api/pipeline/settings',
    request: () => ({ method: 'PUT', path: '/api/pipeline/settings', body: { requireLossReason: false } }),
    expect: ADMIN,
    crossTenant: { noIds: OWN },
  },
];
