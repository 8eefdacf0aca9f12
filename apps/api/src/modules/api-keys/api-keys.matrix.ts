import { apiKeys, withPlatform } from '@scopewright/db';
import { eq } from 'drizzle-orm';
import type { AccessFixture, MatrixCase } from '../../testing/access-fixture';
import { issueApiKey } from '../../testing/api-keys';

const ADMIN = { anonymous: 401, pending_user: 403, msp_user: 403, msp_admin: 200, super_admin: 403 };
const OWN = "the caller's own workspace's keys: the workspace comes from the session";

const keyOfA = (f: AccessFixture) => issueApiKey(f.h.owner.db, f.tenantA.id, { scopes: ['quotes:read'] });
const keyState = (f: AccessFixture, id: string) => () =>
  withPlatform({ db: f.h.owner.db }, (tx) => tx.select().from(apiKeys).where(eq(apiKeys.id, id)));

export const apiKeysMatrix: MatrixCase[] = [
  {
    route: 'GET /api/api-keys',
    request: () => ({ method: 'GET', path: '/api/api-keys' }),
    expect: ADMIN,
    crossTenant: { noIds: OWN },
  },
  {
    route: 'POST /api/api-keys',
    request: (_f, who) => ({
      method: 'POST',
      path: '/api/api-keys',
      body: { name: `Matrix ${who}`, scopes: ['quotes:read'] },
    }),
    expect: { ...ADMIN, msp_admin: 201 },
    crossTenant: { noIds: OWN },
  },
  {
    route: 'POST /api/api-keys/{id}/rotate',
    request: async (f) => ({
      method: 'POST',
      path: `/api/api-keys/${(await keyOfA(f)).id}/rotate`,
      body: { overlapHours: 1 },
    }),
    expect: { ...ADMIN, msp_admin: 201 },
    crossTenant: async (f) => {
      const { id } = await keyOfA(f);
      return {
        request: { method: 'POST', path: `/api/api-keys/${id}/rotate`, body: { overlapHours: 0 } },
        snapshot: keyState(f, id),
      };
    },
  },
  {
    route: 'POST /api/api-keys/{id}/revoke',
    request: async (f) => ({ method: 'POST', path: `/api/api-keys/${(await keyOfA(f)).id}/revoke` }),
    expect: ADMIN,
    crossTenant: async (f) => {
      const { id } = await keyOfA(f);
      return { request: { method: 'POST', path: `/api/api-keys/${id}/revoke` }, snapshot: keyState(f, id) };
    },
  },
];
