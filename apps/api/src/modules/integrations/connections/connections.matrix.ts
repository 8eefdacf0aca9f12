import { integrationConnections, withPlatform } from '@scopewright/db';
import { and, eq } from 'drizzle-orm';
import type { AccessFixture, ApiRequest, MatrixCase } from '../../../testing/access-fixture';
import { ensureConnection, UNREACHABLE_CONNECTWISE } from './connections.test-helpers';

const ADMIN = { anonymous: 401, pending_user: 403, msp_user: 403, msp_admin: 200, super_admin: 403 };
const OWN = "the caller's own workspace's connections: the workspace comes from the session, the path names a PSA only";
const CW = '/api/integrations/connectwise';

const connectionOfA = (f: AccessFixture) => ensureConnection(f.h.owner.db, f.tenantA.id);
const snapshotOfA = (f: AccessFixture) => () =>
  withPlatform({ db: f.h.owner.db }, (tx) =>
    tx
      .select()
      .from(integrationConnections)
      .where(
        and(eq(integrationConnections.tenantId, f.tenantA.id), eq(integrationConnections.provider, 'connectwise')),
      ),
  );

type Replay = Exclude<MatrixCase['crossTenant'], { noIds: string }>;
/** B's users send A's request for the PSA A connected (B has none): 404 for B's admin, A's connection unchanged. */
const replayOnA =
  (build: (f: AccessFixture) => ApiRequest | Promise<ApiRequest>): Replay =>
  async (f) => {
    await connectionOfA(f);
    return { request: await build(f), snapshot: snapshotOfA(f) };
  };

export const integrationConnectionsMatrix: MatrixCase[] = [
  {
    route: 'GET /api/integrations',
    request: () => ({ method: 'GET', path: '/api/integrations' }),
    expect: ADMIN,
    crossTenant: { noIds: OWN },
  },
  {
    route: 'PUT /api/integrations/{provider}',
    // The connection test reaches no PSA (a loopback address the outbound rules refuse): 422, nothing saved.
    request: () => ({ method: 'PUT', path: '/api/integrations/halopsa', body: haloAt('https://127.0.0.1:9') }),
    expect: { ...ADMIN, msp_admin: 422 },
    crossTenant: { noIds: OWN },
  },
  {
    route: 'POST /api/integrations/{provider}/test',
    request: async (f) => {
      await connectionOfA(f);
      return { method: 'POST', path: `${CW}/test` };
    },
    expect: ADMIN,
    crossTenant: replayOnA(() => ({ method: 'POST', path: `${CW}/test` })),
  },
  {
    route: 'PATCH /api/integrations/{provider}',
    request: async (f) => ({
      method: 'PATCH',
      path: CW,
      body: { lockVersion: (await connectionOfA(f)).lockVersion, settings: { pushOnAcceptance: true } },
    }),
    expect: ADMIN,
    crossTenant: replayOnA(async (f) => ({
      method: 'PATCH',
      path: CW,
      body: { lockVersion: (await connectionOfA(f)).lockVersion, settings: { pullSchedule: 'daily' } },
    })),
  },
  {
    route: 'DELETE /api/integrations/{provider}',
    request: async (f) => {
      await connectionOfA(f);
      return { method: 'DELETE', path: CW };
    },
    expect: { ...ADMIN, msp_admin: 204 },
    crossTenant: replayOnA(() => ({ method: 'DELETE', path: CW })),
  },
  {
    route: 'GET /api/integrations/{provider}/mapping',
    request: async (f) => {
      await connectionOfA(f);
      return { method: 'GET', path: `${CW}/mapping` };
    },
    // Past the guard the PSA is read live; this one is unreachable, so the admin's answer is the 503 that says so.
    expect: { ...ADMIN, msp_admin: 503 },
    crossTenant: replayOnA(() => ({ method: 'GET', path: `${CW}/mapping` })),
  },
  {
    route: 'PUT /api/integrations/{provider}/mapping',
    request: async (f) => ({
      method: 'PUT',
      path: `${CW}/mapping`,
      body: { lockVersion: (await connectionOfA(f)).lockVersion, mapping: {} },
    }),
    expect: ADMIN,
    crossTenant: replayOnA(async (f) => ({
      method: 'PUT',
      path: `${CW}/mapping`,
      body: { lockVersion: (await connectionOfA(f)).lockVersion, mapping: { phases: { Discovery: 'Discovery' } } },
    })),
  },
];

function haloAt(instanceUrl: string) {
  return { instanceUrl, clientId: UNREACHABLE_CONNECTWISE.clientId, clientSecret: 'halo-secret' };
}
