import { profiles, sessions, userRoles, withPlatform, type Tenant } from '@scopewright/db';
import { createInvitation, createTenant, createUser, type TestUser } from '@scopewright/db/testing';
import { AUTH_COPY, FEATURES_BY_TIER, limitExceededMessage, TEAM_COPY, type TeamView } from '@scopewright/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_URL } from '../../testing/create-test-app';
import { createIdentityApp } from '../../testing/create-identity-app';
import { signInAs } from '../../testing/sign-in-as';

let h: Awaited<ReturnType<typeof createIdentityApp>>;

beforeAll(async () => {
  h = await createIdentityApp();
});
afterAll(() => h?.close());

type Role = 'pending_user' | 'msp_user' | 'msp_admin' | 'super_admin';
type Member = TestUser & { cookie: string };
type ErrorJson = { error: { code: string; message: string; details?: Record<string, unknown> } };

async function member(tenant: Tenant | null, role: Role, options: { isOwner?: boolean } = {}): Promise<Member> {
  const user = await createUser(h.owner.db, { tenantId: tenant?.id ?? null, role, ...options });
  return { ...user, cookie: (await signInAs(h.owner.db, user.user.id)).cookie };
}

function call(who: Member | null, method: string, path: string, body?: unknown) {
  const headers: Record<string, string> = { Origin: APP_URL };
  if (who) headers.Cookie = who.cookie;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  return h.app.request(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
}

const setRole = (who: Member, target: { user: { id: string } }, role: unknown) =>
  call(who, 'PATCH', `/api/team/${target.user.id}`, { role });
const remove = (who: Member, target: { user: { id: string } }) => call(who, 'DELETE', `/api/team/${target.user.id}`);
const listTeam = async (who: Member) => (await (await call(who, 'GET', '/api/team')).json()) as TeamView;

const stateOf = (userId: string) =>
  withPlatform({ db: h.owner.db }, async (tx) => ({
    profile: (await tx.select().from(profiles).where(eq(profiles.id, userId)))[0],
    roles: await tx
      .select({ role: userRoles.role, tenantId: userRoles.tenantId })
      .from(userRoles)
      .where(eq(userRoles.userId, userId)),
    sessions: (await tx.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, userId))).length,
  }));

/** A workspace with its owner (admin) and, on request, a plain user and a pending sign-up. */
async function workspace(overrides: Parameters<typeof createTenant>[1] = {}) {
  const tenant = await createTenant(h.owner.db, overrides);
  const owner = await member(tenant, 'msp_admin', { isOwner: true });
  return { tenant, owner };
}

describe('GET /api/team: happy path', () => {
  it('lists active members first, then people awaiting approval, with seats and what the caller may do', async () => {
    const { tenant, owner } = await workspace();
    const admin = await member(tenant, 'msp_admin');
    const user = await member(tenant, 'msp_user');
    const pending = await member(tenant, 'pending_user');
    await createInvitation(h.owner.db, tenant.id); // pending, takes a seat
    await createInvitation(h.owner.db, tenant.id, { expiresAt: new Date(Date.now() - 1000) }); // expired
    await createInvitation(h.owner.db, tenant.id, { status: 'revoked' });

    const response = await call(owner, 'GET', '/api/team');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const team = (await response.json()) as TeamView;
    expect(team.members.map((m) => m.id)).toEqual([owner.user.id, admin.user.id, user.user.id, pending.user.id]);
    expect(team.members[0]).toEqual({
      id: owner.user.id,
      firstName: owner.profile.firstName,
      lastName: owner.profile.lastName,
      email: owner.profile.email,
      avatarUrl: null,
      role: 'msp_admin',
      roleLabel: 'Admin',
      isOwner: true,
      isYou: true,
      lastLogin: null,
      status: 'active',
    });
    expect(team.members[3]).toMatchObject({
      role: 'pending_user',
      roleLabel: 'Pending User',
      status: 'pending_approval',
    });
    // 3 active members + 1 live invitation; the pending sign-up, the expired and the revoked invitation are free.
    expect(team.seats).toEqual({ used: 4, max: 'unlimited' });
    expect(team).toMatchObject({ workspaceName: tenant.name, canManage: true, manageNotice: null });
  });

  it('shows a plain user the same team, read-only', async () => {
    const { tenant, owner } = await workspace();
    const user = await member(tenant, 'msp_user');
    const team = await listTeam(user);
    expect(team.members.map((m) => m.id)).toEqual([owner.user.id, user.user.id]);
    expect(team.members.find((m) => m.isYou)?.id).toBe(user.user.id);
    expect(team).toMatchObject({ canManage: false, manageNotice: null });
  });

  it("gives a Premium workspace 5 seats and an Essentials admin the tier's upgrade message", async () => {
    const premium = await workspace({ activeTier: 'premium', selectedTier: 'premium' });
    expect((await listTeam(premium.owner)).seats).toEqual({ used: 1, max: 5 });

    const essentials = await workspace({ activeTier: 'essentials', selectedTier: 'essentials' });
    const team = await listTeam(essentials.owner);
    expect(team.seats).toEqual({ used: 1, max: 1 });
    expect(team.canManage).toBe(false);
    expect(team.manageNotice).toBe(AUTH_COPY.tierUpgrade('Essentials', 'user management'));
  });
});

describe('PATCH /api/team/{userId}: happy path', () => {
  it('approves a pending user: profile and role record change together, onboarding is complete', async () => {
    const { tenant, owner } = await workspace();
    const pending = await member(tenant, 'pending_user');
    await h.owner.db.update(profiles).set({ onboardingCompleted: false }).where(eq(profiles.id, pending.user.id));
    expect((await call(pending, 'GET', '/api/team')).status).toBe(403);

    const response = await setRole(owner, pending, 'msp_user');
    expect(response.status).toBe(200);
    const { member: updated } = (await response.json()) as { member: TeamView['members'][number] };
    expect(updated).toMatchObject({ id: pending.user.id, role: 'msp_user', roleLabel: 'User', status: 'active' });
    const state = await stateOf(pending.user.id);
    expect(state.profile).toMatchObject({ role: 'msp_user', tenantId: tenant.id, onboardingCompleted: true });
    expect(state.roles).toEqual([{ role: 'msp_user', tenantId: tenant.id }]);
    // Live access: the approved user's very next request (same session) sees the team.
    expect((await call(pending, 'GET', '/api/team')).status).toBe(200);
  });

  it('promotes a user to admin and back, and answers an unchanged role with the member', async () => {
    const { tenant, owner } = await workspace();
    const user = await member(tenant, 'msp_user');
    expect((await setRole(owner, user, 'msp_admin')).status).toBe(200);
    expect((await stateOf(user.user.id)).roles).toEqual([{ role: 'msp_admin', tenantId: tenant.id }]);
    expect((await call(user, 'GET', '/api/team')).status).toBe(200);
    expect((await listTeam(user)).canManage).toBe(true);
    expect((await setRole(owner, user, 'msp_user')).status).toBe(200);
    expect((await setRole(owner, user, 'msp_user')).status).toBe(200);
    const state = await stateOf(user.user.id);
    expect(state.profile?.role).toBe('msp_user');
    expect(state.roles).toEqual([{ role: 'msp_user', tenantId: tenant.id }]);
  });
});

describe('PATCH /api/team/{userId}: validation and refusals', () => {
  it.each([
    ['tenantId', { role: 'msp_user', tenantId: '00000000-0000-7000-8000-000000000000' }],
    ['isOwner', { role: 'msp_user', isOwner: true }],
    ['isAdmin', { role: 'msp_user', isAdmin: true }],
    ['__proto__', JSON.parse('{"role":"msp_user","__proto__":{"role":"super_admin"}}') as unknown],
  ])('refuses the extra key %s with 400 and changes nothing', async (_key, body) => {
    const { tenant, owner } = await workspace();
    const pending = await member(tenant, 'pending_user');
    const response = await call(owner, 'PATCH', `/api/team/${pending.user.id}`, body);
    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorJson).error.code).toBe('BAD_REQUEST');
    expect((await stateOf(pending.user.id)).profile?.role).toBe('pending_user');
  });

  it.each([['super_admin'], ['pending_user'], [''], [null], [undefined]])(
    'refuses the role %j with 422 (never super_admin)',
    async (role) => {
      const { tenant, owner } = await workspace();
      const user = await member(tenant, 'msp_user');
      const response = await call(owner, 'PATCH', `/api/team/${user.user.id}`, role === undefined ? {} : { role });
      expect(response.status).toBe(422);
      const body = (await response.json()) as ErrorJson;
      expect(body.error.code).toBe('VALIDATION');
      expect(body.error.details).toEqual([{ path: 'role', message: TEAM_COPY.roleInvalid }]);
      expect((await stateOf(user.user.id)).profile?.role).toBe('msp_user');
    },
  );

  it('refuses an id that is not a UUID with 422', async () => {
    const { owner } = await workspace();
    const response = await call(owner, 'PATCH', '/api/team/not-a-uuid', { role: 'msp_user' });
    expect(response.status).toBe(422);
  });

  it('refuses a change of your own role, the owner, and the last admin with precise 409s', async () => {
    const { tenant, owner } = await workspace();
    const admin = await member(tenant, 'msp_admin');
    const expectConflict = async (response: Response, message: string) => {
      expect(response.status).toBe(409);
      expect(((await response.json()) as ErrorJson).error).toMatchObject({ code: 'CONFLICT', message });
    };
    await expectConflict(await setRole(admin, admin, 'msp_user'), TEAM_COPY.cannotChangeOwnRole);
    await expectConflict(await setRole(admin, owner, 'msp_user'), TEAM_COPY.ownerRoleLocked);
    expect((await stateOf(owner.user.id)).profile?.role).toBe('msp_admin');

    // Only a platform admin working inside the workspace can reach the last admin (every admin is someone else).
    const other = await workspace();
    const soleAdmin = await member(other.tenant, 'msp_admin');
    await h.owner.db.update(profiles).set({ role: 'msp_user' }).where(eq(profiles.id, other.owner.user.id));
    await h.owner.db.update(profiles).set({ isOwner: false }).where(eq(profiles.id, other.owner.user.id));
    const platformAdmin = await member(other.tenant, 'super_admin');
    await expectConflict(await setRole(platformAdmin, soleAdmin, 'msp_user'), TEAM_COPY.lastAdmin);
    await expectConflict(await setRole(soleAdmin, platformAdmin, 'msp_user'), TEAM_COPY.superAdminLocked);
    expect((await stateOf(soleAdmin.user.id)).profile?.role).toBe('msp_admin');
  });

  it('keeps exactly one admin when three admins demote each other at once', async () => {
    const { tenant } = await workspace();
    const admins = await Promise.all([1, 2, 3].map(() => member(tenant, 'msp_admin')));
    const attempts = admins.flatMap((actor) =>
      admins.filter((t) => t !== actor).map((t) => setRole(actor, t, 'msp_user')),
    );
    const statuses = (await Promise.all(attempts)).map((r) => r.status);
    expect(statuses.every((s) => s === 200 || s === 403)).toBe(true);
    const roles = await Promise.all(admins.map(async (a) => (await stateOf(a.user.id)).profile?.role));
    expect(roles.filter((role) => role === 'msp_admin')).toHaveLength(1);
  });
});

describe('PATCH /api/team/{userId}: the seat limit', () => {
  it('approves exactly the seats left when many approvals race on a Premium (5 seats) workspace', async () => {
    const { tenant, owner } = await workspace({ activeTier: 'premium', selectedTier: 'premium' });
    await member(tenant, 'msp_user');
    await createInvitation(h.owner.db, tenant.id); // 3 of 5 seats used: 2 left
    const waiting = await Promise.all(Array.from({ length: 6 }, () => member(tenant, 'pending_user')));

    const responses = await Promise.all(waiting.map((p) => setRole(owner, p, 'msp_user')));
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(2);
    expect(statuses.filter((s) => s === 429)).toHaveLength(4);
    const refused = (await responses.find((r) => r.status === 429)!.json()) as ErrorJson;
    expect(refused.error).toMatchObject({
      code: 'LIMIT_EXCEEDED',
      message: limitExceededMessage('premium', 'maxUsers', FEATURES_BY_TIER.premium.maxUsers),
      details: { limit: 'maxUsers', max: 5, used: 5, upgradeTier: 'enterprise', upgradePath: '/dashboard/billing' },
    });
    const team = await listTeam(owner);
    expect(team.seats).toEqual({ used: 5, max: 5 });
    expect(team.members.filter((m) => m.status === 'pending_approval')).toHaveLength(4);
    for (const p of waiting.filter((_, i) => statuses[i] === 429)) {
      expect(await stateOf(p.user.id)).toMatchObject({ roles: [{ role: 'pending_user', tenantId: tenant.id }] });
    }
  });

  it('still changes roles between User and Admin when every seat is taken', async () => {
    const { tenant, owner } = await workspace({ activeTier: 'premium', selectedTier: 'premium' });
    const users = await Promise.all(Array.from({ length: 4 }, () => member(tenant, 'msp_user')));
    expect((await listTeam(owner)).seats).toEqual({ used: 5, max: 5 });
    expect((await setRole(owner, users[0]!, 'msp_admin')).status).toBe(200);
  });
});

describe('DELETE /api/team/{userId}', () => {
  it('removes a member and ends every session of theirs at once', async () => {
    const { tenant, owner } = await workspace();
    const user = await member(tenant, 'msp_user');
    const second = await signInAs(h.owner.db, user.user.id);
    expect((await call(user, 'GET', '/api/me')).status).toBe(200);

    const response = await remove(owner, user);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true, userId: user.user.id });
    const state = await stateOf(user.user.id);
    expect(state.profile).toMatchObject({ tenantId: null, role: 'pending_user' });
    expect(state.roles).toEqual([]);
    expect(state.sessions).toBe(0);
    expect((await call(user, 'GET', '/api/me')).status).toBe(401);
    expect((await call({ ...user, cookie: second.cookie }, 'GET', '/api/team')).status).toBe(401);
    expect((await listTeam(owner)).members.map((m) => m.id)).toEqual([owner.user.id]);
    expect((await call(owner, 'GET', '/api/me')).status).toBe(200);
  });

  it('declines a pending sign-up the same way', async () => {
    const { tenant, owner } = await workspace();
    const pending = await member(tenant, 'pending_user');
    expect((await remove(owner, pending)).status).toBe(200);
    expect(await stateOf(pending.user.id)).toMatchObject({ profile: { tenantId: null }, roles: [], sessions: 0 });
  });

  it('refuses removing yourself or the owner (409) and an unknown id (404)', async () => {
    const { tenant, owner } = await workspace();
    const admin = await member(tenant, 'msp_admin');
    const self = await remove(admin, admin);
    expect(self.status).toBe(409);
    expect(((await self.json()) as ErrorJson).error.message).toBe(TEAM_COPY.cannotRemoveSelf);
    const ownerResponse = await remove(admin, owner);
    expect(ownerResponse.status).toBe(409);
    expect(((await ownerResponse.json()) as ErrorJson).error.message).toBe(TEAM_COPY.ownerCannotBeRemoved);
    expect((await stateOf(owner.user.id)).sessions).toBe(1);
    expect((await call(admin, 'DELETE', '/api/team/00000000-0000-7000-8000-000000000000')).status).toBe(404);
  });
});

describe('permissions', () => {
  it('refuses plain users and pending users with the guard messages, and changes nothing', async () => {
    const { tenant, owner } = await workspace();
    const user = await member(tenant, 'msp_user');
    const pending = await member(tenant, 'pending_user');
    for (const response of [await setRole(user, pending, 'msp_user'), await remove(user, owner)]) {
      expect(response.status).toBe(403);
      expect(((await response.json()) as ErrorJson).error.message).toBe(AUTH_COPY.requiredRoles('Admin'));
    }
    expect((await stateOf(pending.user.id)).profile?.role).toBe('pending_user');
    expect((await call(null, 'PATCH', `/api/team/${pending.user.id}`, { role: 'msp_user' })).status).toBe(401);
  });

  it('refuses an Essentials admin: the tier has no user management', async () => {
    const { tenant, owner } = await workspace({ activeTier: 'essentials', selectedTier: 'essentials' });
    const pending = await member(tenant, 'pending_user');
    const response = await setRole(owner, pending, 'msp_user');
    expect(response.status).toBe(403);
    expect(((await response.json()) as ErrorJson).error.message).toBe(
      AUTH_COPY.tierUpgrade('Essentials', 'user management'),
    );
    expect((await stateOf(pending.user.id)).profile?.role).toBe('pending_user');
  });
});

describe('tenant isolation', () => {
  it("answers another workspace's admin with 404 for every member id, and changes nothing", async () => {
    const a = await workspace();
    const b = await workspace();
    const user = await member(a.tenant, 'msp_user');
    const pending = await member(a.tenant, 'pending_user');
    const before = [await stateOf(user.user.id), await stateOf(pending.user.id), await stateOf(a.owner.user.id)];

    for (const response of [
      await setRole(b.owner, pending, 'msp_user'),
      await setRole(b.owner, user, 'msp_admin'),
      await remove(b.owner, user),
      await remove(b.owner, a.owner),
    ]) {
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain(a.tenant.id);
    }
    expect([await stateOf(user.user.id), await stateOf(pending.user.id), await stateOf(a.owner.user.id)]).toEqual(
      before,
    );
    const bTeam = await listTeam(b.owner);
    expect(bTeam.members.map((m) => m.id)).toEqual([b.owner.user.id]);
  });
});
