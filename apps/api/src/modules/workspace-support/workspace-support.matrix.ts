import { newId, sessions, supportSessions, withPlatform } from '@scopewright/db';
import { createInvitation, createTenant, createUser } from '@scopewright/db/testing';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { AccessFixture, MatrixCase } from '../../testing/access-fixture';

const PLATFORM = { anonymous: 401, pending_user: 403, msp_user: 403, msp_admin: 403, super_admin: 200 };
const NO_IDS =
  'the console: super admins act on any workspace by its id; every workspace user is refused (403) before ids';
const REASON = { reason: 'Matrix check' };

/** Each write works on a workspace of its own, so the shared fixture's workspaces stay as they are. */
async function workspace(f: AccessFixture) {
  return createTenant(f.h.owner.db);
}

async function member(f: AccessFixture) {
  const tenant = await workspace(f);
  await createUser(f.h.owner.db, { tenantId: tenant.id, role: 'msp_admin', isOwner: true });
  const person = await createUser(f.h.owner.db, { tenantId: tenant.id, role: 'msp_user' });
  return { tenantId: tenant.id, userId: person.user.id };
}

/** The fixture's super admin's session: the support rows below belong to it. */
async function superAdminSession(f: AccessFixture): Promise<string> {
  const [row] = await f.h.owner.db
    .select({ id: sessions.id })
    .from(sessions)
    .where(eq(sessions.userId, f.a.super_admin.user.id))
    .orderBy(desc(sessions.createdAt))
    .limit(1);
  if (!row) throw new Error('the fixture super admin has no session');
  return row.id;
}

/**
 * An open support session (view mode) for the super admin, so the act and close rows have one to work on whatever
 * ran before; the last row closes it, so no other module's row sees the super admin in a workspace.
 */
async function ensureSupportOpen(f: AccessFixture): Promise<void> {
  const authSessionId = await superAdminSession(f);
  await withPlatform({ db: f.h.owner.db }, async (tx) => {
    const [open] = await tx
      .select({ id: supportSessions.id })
      .from(supportSessions)
      .where(and(eq(supportSessions.authSessionId, authSessionId), isNull(supportSessions.endedAt)));
    if (open) return;
    await tx.insert(supportSessions).values({
      id: newId(),
      tenantId: f.tenantB.id,
      superAdminUserId: f.a.super_admin.user.id,
      authSessionId,
      reason: 'Matrix check',
    });
  });
}

export const workspaceSupportMatrix: MatrixCase[] = [
  {
    route: 'GET /api/platform/workspaces/{id}',
    request: (f) => ({ method: 'GET', path: `/api/platform/workspaces/${f.tenantA.id}` }),
    expect: PLATFORM,
    crossTenant: { noIds: NO_IDS },
  },
  {
    route: 'POST /api/platform/workspaces/{id}/suspend',
    request: async (f) => ({
      method: 'POST',
      path: `/api/platform/workspaces/${(await workspace(f)).id}/suspend`,
      body: REASON,
    }),
    expect: PLATFORM,
    crossTenant: { noIds: NO_IDS },
  },
  {
    route: 'POST /api/platform/workspaces/{id}/unsuspend',
    request: async (f) => ({
      method: 'POST',
      path: `/api/platform/workspaces/${(await createTenant(f.h.owner.db, { suspended: true })).id}/unsuspend`,
      body: REASON,
    }),
    expect: PLATFORM,
    crossTenant: { noIds: NO_IDS },
  },
  {
    route: 'POST /api/platform/workspaces/{id}/extend-trial',
    request: async (f) => ({
      method: 'POST',
      path: `/api/platform/workspaces/${(await workspace(f)).id}/extend-trial`,
      body: { days: 7, ...REASON },
    }),
    expect: PLATFORM,
    crossTenant: { noIds: NO_IDS },
  },
  {
    route: 'PUT /api/platform/workspaces/{id}/members/{userId}/role',
    request: async (f) => {
      const { tenantId, userId } = await member(f);
      return {
        method: 'PUT',
        path: `/api/platform/workspaces/${tenantId}/members/${userId}/role`,
        body: { role: 'msp_admin', ...REASON },
      };
    },
    expect: PLATFORM,
    crossTenant: { noIds: NO_IDS },
  },
  {
    route: 'PUT /api/platform/workspaces/{id}/members/{userId}/tier-override',
    request: async (f) => {
      const { tenantId, userId } = await member(f);
      return {
        method: 'PUT',
        path: `/api/platform/workspaces/${tenantId}/members/${userId}/tier-override`,
        body: { tier: 'premium', ...REASON },
      };
    },
    expect: PLATFORM,
    crossTenant: { noIds: NO_IDS },
  },
  {
    route: 'POST /api/platform/workspaces/{id}/members/{userId}/end-sessions',
    request: async (f) => {
      const { tenantId, userId } = await member(f);
      return {
        method: 'POST',
        path: `/api/platform/workspaces/${tenantId}/members/${userId}/end-sessions`,
        body: REASON,
      };
    },
    expect: PLATFORM,
    crossTenant: { noIds: NO_IDS },
  },
  {
    route: 'POST /api/platform/workspaces/{id}/invitations/{invitationId}/resend',
    request: async (f) => {
      const tenant = await workspace(f);
      const { invitation } = await createInvitation(f.h.owner.db, tenant.id);
      return {
        method: 'POST',
        path: `/api/platform/workspaces/${tenant.id}/invitations/${invitation.id}/resend`,
        body: REASON,
      };
    },
    expect: PLATFORM,
    crossTenant: { noIds: NO_IDS },
  },
  // Support: opened, used, switched and closed on the fixture super admin's own session, in this order.
  {
    route: 'POST /api/platform/support',
    request: (f) => ({ method: 'POST', path: '/api/platform/support', body: { tenantId: f.tenantB.id, ...REASON } }),
    expect: PLATFORM,
    crossTenant: { noIds: 'opens the workspace for the caller’s own session; workspace users are refused (403)' },
  },
  {
    route: 'POST /api/platform/support/page-views',
    request: async (f) => {
      await ensureSupportOpen(f);
      return { method: 'POST', path: '/api/platform/support/page-views', body: { path: '/dashboard/quotes' } };
    },
    expect: { ...PLATFORM, super_admin: 204 },
    crossTenant: { noIds: 'the caller’s own support session' },
  },
  {
    route: 'POST /api/platform/support/act',
    request: async (f) => {
      await ensureSupportOpen(f);
      return { method: 'POST', path: '/api/platform/support/act', body: { minutes: 5, ...REASON } };
    },
    expect: PLATFORM,
    crossTenant: { noIds: 'the caller’s own support session' },
  },
  {
    route: 'DELETE /api/platform/support/act',
    request: async (f) => {
      await ensureSupportOpen(f);
      return { method: 'DELETE', path: '/api/platform/support/act' };
    },
    expect: PLATFORM,
    crossTenant: { noIds: 'the caller’s own support session' },
  },
  {
    route: 'DELETE /api/platform/support',
    request: async (f) => {
      await ensureSupportOpen(f);
      return { method: 'DELETE', path: '/api/platform/support' };
    },
    expect: PLATFORM,
    crossTenant: { noIds: 'the caller’s own support session' },
  },
];
