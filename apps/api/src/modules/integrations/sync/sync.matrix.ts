import { integrationSyncRuns, withPlatform } from '@scopewright/db';
import { createQuote } from '@scopewright/db/testing';
import { asc, eq } from 'drizzle-orm';
import type { AccessFixture, ApiRequest, MatrixCase } from '../../../testing/access-fixture';
import { createRun, ensureConnection, markAccepted } from './sync.test-helpers';

const READ = { anonymous: 401, pending_user: 403, msp_user: 200, msp_admin: 200, super_admin: 403 };
const QUEUE = { ...READ, msp_user: 202, msp_admin: 202 };
const ADMIN = { ...READ, msp_user: 403 };
const ADMIN_QUEUE = { ...ADMIN, msp_admin: 202 };
const OWN = "the caller's own workspace's connection: the provider names it, the session names the workspace";
const PROVIDER = 'halopsa';

const connectionOfA = (f: AccessFixture) => ensureConnection(f.h.owner.db, f.tenantA.id, PROVIDER);
async function acceptedQuoteOfA(f: AccessFixture) {
  await connectionOfA(f);
  const quote = await createQuote(f.h.owner.db, f.tenantA.id);
  await markAccepted(f.h.owner.db, quote);
  return quote;
}
async function runOfA(f: AccessFixture, overrides: Parameters<typeof createRun>[3] = {}) {
  const quote = await acceptedQuoteOfA(f);
  return createRun(f.h.owner.db, quote, await connectionOfA(f), overrides);
}
const runsOf = (f: AccessFixture, quoteId: string) => () =>
  withPlatform({ db: f.h.owner.db }, (tx) =>
    tx
      .select()
      .from(integrationSyncRuns)
      .where(eq(integrationSyncRuns.quoteId, quoteId))
      .orderBy(asc(integrationSyncRuns.id)),
  );

type Replay = Exclude<MatrixCase['crossTenant'], { noIds: string }>;
const replayRun =
  (build: (runId: string) => ApiRequest, overrides: Parameters<typeof createRun>[3] = {}): Replay =>
  async (f) => {
    const run = await runOfA(f, overrides);
    return { request: build(run.id), snapshot: runsOf(f, run.quoteId as string) };
  };
const needsConfirmation = {
  status: 'needs_confirmation' as const,
  summary: { candidates: [{ id: '7', name: 'Acme', domain: null, url: '' }] },
};

export const syncMatrix: MatrixCase[] = [
  {
    route: 'POST /api/quotes/{id}/psa-push',
    request: async (f) => ({
      method: 'POST',
      path: `/api/quotes/${(await acceptedQuoteOfA(f)).id}/psa-push`,
      body: { provider: PROVIDER },
    }),
    expect: QUEUE,
    crossTenant: async (f) => {
      const quote = await acceptedQuoteOfA(f);
      return {
        request: { method: 'POST', path: `/api/quotes/${quote.id}/psa-push`, body: { provider: PROVIDER } },
        snapshot: runsOf(f, quote.id),
      };
    },
  },
  {
    route: 'GET /api/quotes/{id}/psa-push-preview',
    request: async (f) => ({
      method: 'GET',
      path: `/api/quotes/${(await acceptedQuoteOfA(f)).id}/psa-push-preview?provider=${PROVIDER}`,
    }),
    expect: READ,
    crossTenant: async (f) => {
      const quote = await acceptedQuoteOfA(f);
      return {
        request: { method: 'GET', path: `/api/quotes/${quote.id}/psa-push-preview?provider=${PROVIDER}` },
        snapshot: runsOf(f, quote.id),
      };
    },
  },
  {
    route: 'GET /api/quotes/{id}/psa-sync',
    request: async (f) => ({ method: 'GET', path: `/api/quotes/${(await runOfA(f)).quoteId}/psa-sync` }),
    expect: READ,
    crossTenant: async (f) => {
      const run = await runOfA(f);
      return {
        request: { method: 'GET', path: `/api/quotes/${run.quoteId}/psa-sync` },
        snapshot: runsOf(f, run.quoteId as string),
      };
    },
  },
  {
    route: 'GET /api/integrations/{provider}/runs',
    request: async (f) => {
      await runOfA(f);
      return { method: 'GET', path: `/api/integrations/${PROVIDER}/runs` };
    },
    expect: ADMIN,
    crossTenant: { noIds: OWN },
  },
  {
    route: 'GET /api/integrations/runs/{runId}',
    request: async (f) => ({ method: 'GET', path: `/api/integrations/runs/${(await runOfA(f)).id}` }),
    expect: READ,
    crossTenant: replayRun((id) => ({ method: 'GET', path: `/api/integrations/runs/${id}` })),
  },
  {
    route: 'POST /api/integrations/runs/{runId}/confirm-company',
    request: async (f) => ({
      method: 'POST',
      path: `/api/integrations/runs/${(await runOfA(f, needsConfirmation)).id}/confirm-company`,
      body: { create: true },
    }),
    expect: QUEUE,
    crossTenant: replayRun(
      (id) => ({ method: 'POST', path: `/api/integrations/runs/${id}/confirm-company`, body: { companyId: '7' } }),
      needsConfirmation,
    ),
  },
  {
    route: 'POST /api/integrations/{provider}/pull',
    request: async (f) => {
      await connectionOfA(f);
      return { method: 'POST', path: `/api/integrations/${PROVIDER}/pull` };
    },
    expect: ADMIN_QUEUE,
    crossTenant: { noIds: OWN },
  },
];
