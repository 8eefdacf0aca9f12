import { profiles, userRoles, withPlatform } from '@scopewright/db';
import { createUser } from '@scopewright/db/testing';
import { eq } from 'drizzle-orm';
import type { AccessFixture, MatrixCase } from '../../testing/access-fixture';

/** A fresh member of workspace A per call, so write cells never depend on each other. */
const newMemberOfA = async (f: AccessFixture, role: 'pending_user' | 'msp_user' = 'pending_user') =>
  (await createUser(f.h.owner.db, { tenantId: f.tenantA.id, role })).user.id;

const memberState = (f: AccessFixture, userId: string) => async () =>
  withPlatform({ db: f.h.owner.db }, async (tx) => ({
    profile: await tx
      .select({ role: profiles.role, tenantId: profiles.tenantId })
      .from(profiles)
      .where(eq(profiles.id, userId)),
    roles: await tx
      .select({ role: userRoles.role, tenantId: userRoles.tenantId })
      .from(userRoles)
      .where(eq(userRoles.userId, userId)),
  }));

export const teamMatrix: MatrixCase[] = [
  {
    route: 'GET /api/team',
    request: () => ({ method: 'GET', path: '/api/team' }),
    // super_admin: the guard lets platform admins through, but this route lists the caller's own workspace.
    expect: { anonymous: 401, pending_user: 403, msp_user: 200, msp_admin: 200, super_admin: 403 },
    crossTenant: { noIds: "the caller's own workspace" },
  },
  {
    route: 'PATCH /api/team/{userId}',
    request: async (f) => ({
      method: 'PATCH',
      path: `/api/team/${await newMemberOfA(f)}`,
      body: { role: 'msp_user' },
    }),
    expect: { anonymous: 401, pending_user: 403, msp_user: 403, msp_admin: 200, super_admin: 403 },
    crossTenant: async (f) => {
      const userId = await newMemberOfA(f, 'msp_user');
      return {
        request: { method: 'PATCH', path: `/api/team/${userId}`, body: { role: 'msp_admin' } },
        snapshot: memberState(f, userId),
      };
    },
  },
  {
    route: 'DELETE /api/team/{userId}',
    request: async (f) => ({ method: 'DELETE', path: `/api/team/${await newMemberOfA(f, 'msp_user')}` }),
    expect: { anonymous: 401, pending_user: 403, msp_user: 403, msp_admin: 200, super_admin: 403 },
    crossTenant: async (f) => {
      const userId = await newMemberOfA(f, 'msp_user');
      return { request: { method: 'DELETE', path: `/api/team/${userId}` }, snapshot: memberState(f, userId) };
    },
  },
];
