import {
  auditEvents,
  invitations,
  profiles,
  sessions,
  tenants,
  withPlatform,
  withTenant,
  type AuditEvent,
} from '@scopewright/db';
import { createEmailLog, createInvitation, createTenant, createUser, type TestUser } from '@scopewright/db/testing';
import { TEAM_COPY, WORKSPACE_SUPPORT_COPY as COPY, type TenantDetail } from '@scopewright/domain';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIdentityApp } from '../../testing/create-identity-app';
import { APP_URL } from '../../testing/create-test-app';
import { signInAs } from '../../testing/sign-in-as';

let h: Awaited<ReturnType<typeof createIdentityApp>>;
let superCookie: string;
let superAdmin: TestUser;

const DAY_MS = 86_400_000;

beforeAll(async () => {
  h = await createIdentityApp();
  superAdmin = await createUser(h.owner.db, { tenantId: null, role: 'super_admin' });
  superCookie = (await signInAs(h.owner.db, superAdmin.user.id)).cookie;
}, 60_000);
afterAll(() => h?.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

function call(method: Method, path: string, body?: unknown, cookie = superCookie) {
  return h.app.request(path, {
    method,
    headers: {
      Origin: APP_URL,
      Cookie: cookie,
      'User-Agent': 'workspace-support-test',
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

const errorOf = async (response: Response) =>
  ((await response.json()) as { error: { code: string; message: string; details?: unknown } }).error;

async function detailOf(response: Response): Promise<TenantDetail> {
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as TenantDetail;
}

/** A workspace with an owner (admin), a second admin, a user, a pending user and one live session each. */
async function workspace(overrides: Parameters<typeof createTenant>[1] = {}) {
  const tenant = await createTenant(h.owner.db, overrides);
  const add = async (role: 'msp_admin' | 'msp_user' | 'pending_user', isOwner = false) => {
    const person = await createUser(h.owner.db, { tenantId: tenant.id, role, isOwner });
    return { ...person, cookie: (await signInAs(h.owner.db, person.user.id)).cookie };
  };
  return {
    tenant,
    owner: await add('msp_admin', true),
    admin: await add('msp_admin'),
    user: await add('msp_user'),
    pending: await add('pending_user'),
  };
}

async function auditOf(tenantId: string, action: string): Promise<AuditEvent[]> {
  return withPlatform({ db: h.owner.db }, (tx) =>
    tx
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.tenantId, tenantId), eq(auditEvents.action, action)))
      .orderBy(desc(auditEvents.occurredAt)),
  );
}

async function tenantRow(id: string) {
  const [row] = await withTenant({ db: h.owner.db, tenantId: id }, (tx) =>
    tx.select().from(tenants).where(eq(tenants.id, id)),
  );
  return row;
}

const base = (id: string) => `/api/platform/workspaces/${id}`;
const UNKNOWN = '0190aaaa-0000-7000-8000-000000000000';

describe('GET /api/platform/workspaces/{id}', () => {
  it('shows profile, plan and trial, access, usage, members with sessions, invitations and emails', async () => {
    const w = await workspace();
    await signInAs(h.owner.db, w.user.user.id);
    const { invitation } = await createInvitation(h.owner.db, w.tenant.id, { email: 'new.person@example.test' });
    await createEmailLog(h.owner.db, w.tenant.id, { recipientEmail: 'owner@example.test', subject: 'Welcome' });

    const detail = await detailOf(await call('GET', base(w.tenant.id)));
    expect(detail).toMatchObject({
      id: w.tenant.id,
      name: w.tenant.name,
      domain: w.tenant.domain,
      contactEmail: w.tenant.contactEmail,
      defaultCurrency: 'USD',
      state: 'trial',
      isOwnWorkspace: false,
      plan: { activeTier: 'trial', selectedTier: 'enterprise', effectiveTier: 'enterprise', subscription: null },
      trial: { isTrial: true, daysRemaining: 14, canExtend: true },
      access: { accessLevel: 'full', isSuspended: false, isReadOnly: false, suspendedBySupport: false },
    });
    expect(detail.usage.map((u) => u.key)).toEqual(['maxUsers', 'maxQuotes', 'maxTemplates', 'aiGenerationsPerMonth']);
    // Three seat holders and one pending invitation hold seats.
    expect(detail.usage[0]).toMatchObject({ key: 'maxUsers', used: 4 });
    expect(detail.members[0]).toMatchObject({ id: w.owner.user.id, isOwner: true, roleLabel: 'Admin' });
    expect(detail.members).toHaveLength(4);
    const user = detail.members.find((m) => m.id === w.user.user.id);
    expect(user).toMatchObject({
      email: w.user.profile.email,
      role: 'msp_user',
      activeSessions: 2,
      tierOverride: null,
    });
    expect(detail.invitations).toEqual([
      expect.objectContaining({ id: invitation.id, email: 'new.person@example.test', isExpired: false }),
    ]);
    expect(detail.emails).toEqual([
      expect.objectContaining({ to: 'owner@example.test', subject: 'Welcome', status: expect.any(String) }),
    ]);
  });

  it('is a 404 for an unknown workspace', async () => {
    const response = await call('GET', base(UNKNOWN));
    expect(response.status).toBe(404);
    expect((await errorOf(response)).message).toBe(COPY.notFound);
  });

  it('refuses a workspace admin', async () => {
    const w = await workspace();
    expect((await call('GET', base(w.tenant.id), undefined, w.owner.cookie)).status).toBe(403);
  });
});

describe('suspend and unsuspend', () => {
  it('suspends with the reason and before/after in the audit log, and members lose access at once', async () => {
    const w = await workspace();
    expect((await call('GET', '/api/quotes', undefined, w.user.cookie)).status).toBe(200);

    const detail = await detailOf(
      await call('POST', `${base(w.tenant.id)}/suspend`, { reason: '  Chargeback under review  ' }),
    );
    expect(detail).toMatchObject({ state: 'suspended', access: { isSuspended: true, suspendedBySupport: true } });
    expect((await tenantRow(w.tenant.id))?.suspended).toBe(true);
    const [entry] = await auditOf(w.tenant.id, 'workspace.suspended');
    expect(entry).toMatchObject({
      actorKind: 'super_admin',
      actorUserId: superAdmin.user.id,
      reason: 'Chargeback under review',
      targetType: 'workspace',
      targetId: w.tenant.id,
      changes: { suspended: { before: false, after: true } },
      userAgent: 'workspace-support-test',
    });
    expect(entry?.requestId).toBeTruthy();
    expect(detail.activity[0]).toMatchObject({ action: 'workspace.suspended', reason: 'Chargeback under review' });

    const refused = await call('GET', '/api/quotes', undefined, w.user.cookie);
    expect(refused.status).toBe(403);

    const again = await call('POST', `${base(w.tenant.id)}/suspend`, { reason: 'Twice' });
    expect(again.status).toBe(409);
    expect((await errorOf(again)).message).toBe(COPY.alreadySuspended);

    const lifted = await detailOf(await call('POST', `${base(w.tenant.id)}/unsuspend`, { reason: 'Resolved' }));
    expect(lifted).toMatchObject({ state: 'trial', access: { suspendedBySupport: false } });
    const [unsuspended] = await auditOf(w.tenant.id, 'workspace.unsuspended');
    expect(unsuspended).toMatchObject({ reason: 'Resolved', changes: { suspended: { before: true, after: false } } });
    expect((await call('GET', '/api/quotes', undefined, w.user.cookie)).status).toBe(200);

    const notSuspended = await call('POST', `${base(w.tenant.id)}/unsuspend`, { reason: 'Again' });
    expect(notSuspended.status).toBe(409);
    expect((await errorOf(notSuspended)).message).toBe(COPY.notSuspended);
  });

  it("refuses the super admin's own workspace", async () => {
    const home = await createTenant(h.owner.db);
    const staff = await createUser(h.owner.db, { tenantId: home.id, role: 'super_admin' });
    const cookie = (await signInAs(h.owner.db, staff.user.id)).cookie;
    const response = await call('POST', `${base(home.id)}/suspend`, { reason: 'Oops' }, cookie);
    expect(response.status).toBe(409);
    expect((await errorOf(response)).message).toBe('You cannot suspend your own workspace');
    expect((await tenantRow(home.id))?.suspended).toBe(false);
    expect((await detailOf(await call('GET', base(home.id), undefined, cookie))).isOwnWorkspace).toBe(true);
  });

  it.each([
    ['no reason', {}],
    ['an empty reason', { reason: '' }],
    ['a blank reason', { reason: '   ' }],
    ['a reason over 500 characters', { reason: 'x'.repeat(501) }],
  ])('refuses %s with a precise 422 and writes nothing', async (_name, body) => {
    const w = await workspace();
    const response = await call('POST', `${base(w.tenant.id)}/suspend`, body);
    expect(response.status).toBe(422);
    const error = await errorOf(response);
    expect(error.details).toEqual([
      {
        path: 'reason',
        message: 'reason' in body && body.reason.length > 500 ? COPY.reasonTooLong : COPY.reasonRequired,
      },
    ]);
    expect((await tenantRow(w.tenant.id))?.suspended).toBe(false);
    expect(await auditOf(w.tenant.id, 'workspace.suspended')).toEqual([]);
  });

  it('is a 404 for an unknown workspace', async () => {
    expect((await call('POST', `${base(UNKNOWN)}/suspend`, { reason: 'x' })).status).toBe(404);
  });
});

describe('extend trial', () => {
  it('moves the end of a running trial by the days, audited', async () => {
    const w = await workspace();
    const end = w.tenant.trialEndDate as Date;
    const detail = await detailOf(
      await call('POST', `${base(w.tenant.id)}/extend-trial`, { days: 10, reason: 'Demo' }),
    );
    const expected = new Date(end.getTime() + 10 * DAY_MS).toISOString();
    expect(detail.trial).toMatchObject({ endDate: expected, daysRemaining: 24 });
    const [entry] = await auditOf(w.tenant.id, 'workspace.trial_extended');
    expect(entry).toMatchObject({
      reason: 'Demo',
      changes: { trialEndDate: { before: end.toISOString(), after: expected } },
      metadata: { days: 10 },
    });
  });

  it('turns an expired trial into a trial again, from today', async () => {
    const expiredAt = new Date(Date.now() - 5 * DAY_MS);
    const w = await workspace({ activeTier: 'readonly_trial_expired', trialEndDate: expiredAt });
    const before = Date.now();
    const detail = await detailOf(
      await call('POST', `${base(w.tenant.id)}/extend-trial`, { days: 7, reason: 'Sales' }),
    );
    expect(detail).toMatchObject({ state: 'trial', plan: { activeTier: 'trial' }, trial: { daysRemaining: 7 } });
    const end = new Date(detail.trial.endDate ?? 0).getTime();
    expect(end).toBeGreaterThanOrEqual(before + 7 * DAY_MS);
    expect(end).toBeLessThanOrEqual(Date.now() + 7 * DAY_MS);
    const [entry] = await auditOf(w.tenant.id, 'workspace.trial_extended');
    expect(entry?.changes).toMatchObject({
      activeTier: { before: 'readonly_trial_expired', after: 'trial' },
      trialEndDate: { before: expiredAt.toISOString() },
    });
  });

  it.each([[-1], [0], [1.5], [91], ['7'], [null]])('refuses %s days: "Extend by 1 to 90 days"', async (days) => {
    const w = await workspace();
    const response = await call('POST', `${base(w.tenant.id)}/extend-trial`, { days, reason: 'x' });
    expect(response.status).toBe(422);
    expect((await errorOf(response)).details).toEqual([{ path: 'days', message: 'Extend by 1 to 90 days' }]);
  });

  it('refuses a paying workspace with a 409', async () => {
    const w = await workspace({ activeTier: 'premium', selectedTier: 'premium', billingInterval: 'monthly' });
    const response = await call('POST', `${base(w.tenant.id)}/extend-trial`, { days: 5, reason: 'x' });
    expect(response.status).toBe(409);
    expect((await errorOf(response)).message).toBe(COPY.trialNotExtendable);
    expect(await auditOf(w.tenant.id, 'workspace.trial_extended')).toEqual([]);
  });
});

describe('member role', () => {
  const rolePath = (tenantId: string, userId: string) => `${base(tenantId)}/members/${userId}/role`;

  it('changes a role with the reason and before/after', async () => {
    const w = await workspace();
    const detail = await detailOf(
      await call('PUT', rolePath(w.tenant.id, w.user.user.id), { role: 'msp_admin', reason: 'Promoted' }),
    );
    expect(detail.members.find((m) => m.id === w.user.user.id)).toMatchObject({ role: 'msp_admin' });
    const [entry] = await auditOf(w.tenant.id, 'member.role_changed');
    expect(entry).toMatchObject({
      reason: 'Promoted',
      targetType: 'user',
      targetId: w.user.user.id,
      targetLabel: w.user.profile.email,
      changes: { role: { before: 'msp_user', after: 'msp_admin' } },
    });
    // The member's next request has the new role.
    const me = (await (await call('GET', '/api/me', undefined, w.user.cookie)).json()) as { profile: { role: string } };
    expect(me.profile.role).toBe('msp_admin');
  });

  it('approves a pending user into a seat, and demotes to pending', async () => {
    const w = await workspace();
    await detailOf(await call('PUT', rolePath(w.tenant.id, w.pending.user.id), { role: 'msp_user', reason: 'Known' }));
    await detailOf(await call('PUT', rolePath(w.tenant.id, w.admin.user.id), { role: 'pending_user', reason: 'Left' }));
    const changes = (await auditOf(w.tenant.id, 'member.role_changed')).map((e) => e.changes);
    expect(changes).toEqual([
      { role: { before: 'msp_admin', after: 'pending_user' } },
      { role: { before: 'pending_user', after: 'msp_user' } },
    ]);
  });

  it("keeps the team's rules: the owner stays an admin, the workspace keeps an admin, same role is a 409", async () => {
    const w = await workspace();
    const owner = await call('PUT', rolePath(w.tenant.id, w.owner.user.id), { role: 'msp_user', reason: 'x' });
    expect(owner.status).toBe(409);
    expect((await errorOf(owner)).message).toBe(TEAM_COPY.ownerRoleLocked);

    const lone = await createTenant(h.owner.db);
    const onlyAdmin = await createUser(h.owner.db, { tenantId: lone.id, role: 'msp_admin' });
    const last = await call('PUT', rolePath(lone.id, onlyAdmin.user.id), { role: 'msp_user', reason: 'x' });
    expect(last.status).toBe(409);
    expect((await errorOf(last)).message).toBe(TEAM_COPY.lastAdmin);

    const same = await call('PUT', rolePath(w.tenant.id, w.user.user.id), { role: 'msp_user', reason: 'x' });
    expect(same.status).toBe(409);
    expect(await auditOf(w.tenant.id, 'member.role_changed')).toEqual([]);
  });

  it.each([
    ['super_admin', COPY.superAdminRole],
    ['owner', COPY.roleInvalid],
  ])('refuses the role %s with a 422', async (role, message) => {
    const w = await workspace();
    const response = await call('PUT', rolePath(w.tenant.id, w.user.user.id), { role, reason: 'x' });
    expect(response.status).toBe(422);
    expect((await errorOf(response)).details).toEqual([{ path: 'role', message }]);
  });

  it("is a 404 for another workspace's member", async () => {
    const w = await workspace();
    const other = await workspace();
    const response = await call('PUT', rolePath(w.tenant.id, other.user.user.id), { role: 'msp_admin', reason: 'x' });
    expect(response.status).toBe(404);
    expect((await errorOf(response)).message).toBe(COPY.memberNotFound);
    const [row] = await withTenant({ db: h.owner.db, tenantId: other.tenant.id }, (tx) =>
      tx.select({ role: profiles.role }).from(profiles).where(eq(profiles.id, other.user.user.id)),
    );
    expect(row?.role).toBe('msp_user');
  });
});

describe('tier override', () => {
  const tierPath = (tenantId: string, userId: string) => `${base(tenantId)}/members/${userId}/tier-override`;
  const accessOf = async (cookie: string) =>
    (
      (await (await call('GET', '/api/me', undefined, cookie)).json()) as {
        access: { effectiveTier: string; features: { canUseApiAccess: boolean } };
      }
    ).access;

  it("gives the member the tier's features from their next request, and clears it", async () => {
    const w = await workspace({ activeTier: 'essentials', selectedTier: 'essentials', billingInterval: 'monthly' });
    expect(await accessOf(w.user.cookie)).toMatchObject({ effectiveTier: 'essentials' });

    const detail = await detailOf(
      await call('PUT', tierPath(w.tenant.id, w.user.user.id), { tier: 'enterprise', reason: 'Pilot' }),
    );
    expect(detail.members.find((m) => m.id === w.user.user.id)?.tierOverride).toBe('enterprise');
    expect(await accessOf(w.user.cookie)).toMatchObject({
      effectiveTier: 'enterprise',
      features: { canUseApiAccess: true },
    });
    // The others keep the workspace's plan.
    expect(await accessOf(w.admin.cookie)).toMatchObject({ effectiveTier: 'essentials' });

    await detailOf(await call('PUT', tierPath(w.tenant.id, w.user.user.id), { tier: null, reason: 'Pilot over' }));
    expect(await accessOf(w.user.cookie)).toMatchObject({ effectiveTier: 'essentials' });
    const entries = await auditOf(w.tenant.id, 'member.tier_override_set');
    expect(entries.map((e) => [e.reason, e.changes])).toEqual([
      ['Pilot over', { tierOverride: { before: 'enterprise', after: null } }],
      ['Pilot', { tierOverride: { before: null, after: 'enterprise' } }],
    ]);

    const same = await call('PUT', tierPath(w.tenant.id, w.user.user.id), { tier: null, reason: 'x' });
    expect(same.status).toBe(409);
  });

  it('the workspace suspension still wins over an override', async () => {
    const w = await workspace();
    await detailOf(await call('PUT', tierPath(w.tenant.id, w.user.user.id), { tier: 'enterprise', reason: 'x' }));
    await detailOf(await call('POST', `${base(w.tenant.id)}/suspend`, { reason: 'x' }));
    expect((await call('GET', '/api/quotes', undefined, w.user.cookie)).status).toBe(403);
  });

  it('refuses an unknown tier: "Unknown tier: x"', async () => {
    const w = await workspace();
    const response = await call('PUT', tierPath(w.tenant.id, w.user.user.id), { tier: 'gold', reason: 'x' });
    expect(response.status).toBe(422);
    expect((await errorOf(response)).details).toEqual([{ path: 'tier', message: 'Unknown tier: gold' }]);
  });
});

describe('end sessions', () => {
  it("deletes the member's sessions: they are signed out, audited", async () => {
    const w = await workspace();
    await signInAs(h.owner.db, w.user.user.id);
    const detail = await detailOf(
      await call('POST', `${base(w.tenant.id)}/members/${w.user.user.id}/end-sessions`, { reason: 'Stolen laptop' }),
    );
    expect(detail.members.find((m) => m.id === w.user.user.id)?.activeSessions).toBe(0);
    expect(await h.owner.db.select().from(sessions).where(eq(sessions.userId, w.user.user.id))).toEqual([]);
    expect((await call('GET', '/api/me', undefined, w.user.cookie)).status).toBe(401);
    expect((await call('GET', '/api/me', undefined, w.admin.cookie)).status).toBe(200);
    const [entry] = await auditOf(w.tenant.id, 'member.sessions_ended');
    expect(entry).toMatchObject({
      reason: 'Stolen laptop',
      targetId: w.user.user.id,
      changes: { sessions: { before: 2, after: 0 } },
      metadata: { ended: 2 },
    });
  });

  it("is a 404 for another workspace's member, whose sessions stay", async () => {
    const w = await workspace();
    const other = await workspace();
    const response = await call('POST', `${base(w.tenant.id)}/members/${other.user.user.id}/end-sessions`, {
      reason: 'x',
    });
    expect(response.status).toBe(404);
    expect((await call('GET', '/api/me', undefined, other.user.cookie)).status).toBe(200);
  });
});

describe('resend invitation', () => {
  const resendPath = (tenantId: string, id: string) => `${base(tenantId)}/invitations/${id}/resend`;

  it('issues a new link and expiry with the invitations module, one audit entry with the reason', async () => {
    const w = await workspace();
    const { invitation } = await createInvitation(h.owner.db, w.tenant.id, {
      status: 'expired',
      expiresAt: new Date(Date.now() - DAY_MS),
    });
    const detail = await detailOf(await call('POST', resendPath(w.tenant.id, invitation.id), { reason: 'Asked' }));
    expect(detail.invitations.find((i) => i.id === invitation.id)).toMatchObject({
      status: 'pending',
      isExpired: false,
    });
    const [row] = await withTenant({ db: h.owner.db, tenantId: w.tenant.id }, (tx) =>
      tx.select().from(invitations).where(eq(invitations.id, invitation.id)),
    );
    expect(row?.tokenHash).not.toBe(invitation.tokenHash);
    expect(row?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 6 * DAY_MS);
    const entries = await auditOf(w.tenant.id, 'member.invitation_resent');
    expect(entries).toHaveLength(1);
    // The invitations module records the resend itself; the console's reason reaches that one entry.
    expect(entries[0]).toMatchObject({
      reason: 'Asked',
      actorKind: 'super_admin',
      actorUserId: superAdmin.user.id,
      targetType: 'invitation',
      targetId: invitation.id,
    });
  });

  it("is a 404 for another workspace's invitation, which stays as it was", async () => {
    const w = await workspace();
    const other = await workspace();
    const { invitation } = await createInvitation(h.owner.db, other.tenant.id);
    const response = await call('POST', resendPath(w.tenant.id, invitation.id), { reason: 'x' });
    expect(response.status).toBe(404);
    expect((await errorOf(response)).message).toBe(COPY.invitationNotFound);
    const [row] = await withTenant({ db: h.owner.db, tenantId: other.tenant.id }, (tx) =>
      tx.select().from(invitations).where(eq(invitations.id, invitation.id)),
    );
    expect(row?.tokenHash).toBe(invitation.tokenHash);
  });
});
