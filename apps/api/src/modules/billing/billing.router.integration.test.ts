import { billingEvents, emailLogs, tenants, withPlatform, type Tenant } from '@scopewright/db';
import { createInvitation, createTenant, createUser, type TestUser } from '@scopewright/db/testing';
import {
  AUTH_COPY,
  BILLING_COPY,
  downgradeBlockedMessage,
  type AccessSummary,
  type BillingOverview,
} from '@scopewright/domain';
import { and, eq, sql } from 'drizzle-orm';
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

const DAY_MS = 24 * 60 * 60 * 1000;

async function member(tenant: Tenant | null, role: Role): Promise<Member> {
  const user = await createUser(h.owner.db, { tenantId: tenant?.id ?? null, role });
  return { ...user, cookie: (await signInAs(h.owner.db, user.user.id)).cookie };
}

/** A workspace (a 14-day Enterprise trial unless overridden) with its admin and `users` more plain users. */
async function workspace(overrides: Parameters<typeof createTenant>[1] = {}, users = 0) {
  const tenant = await createTenant(h.owner.db, overrides);
  const admin = await member(tenant, 'msp_admin');
  for (let i = 0; i < users; i++) await createUser(h.owner.db, { tenantId: tenant.id, role: 'msp_user' });
  return { tenant, admin };
}

async function call(who: Member | null, method: 'GET' | 'POST', path: string, body?: unknown) {
  const headers: Record<string, string> = { Origin: APP_URL };
  if (who) headers.Cookie = who.cookie;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  return h.app.request(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
}

const overview = async (who: Member) => (await (await call(who, 'GET', '/api/billing')).json()) as BillingOverview;
const changePlan = (who: Member, body: unknown) => call(who, 'POST', '/api/billing/plan', body);
const meAccess = async (who: Member) =>
  ((await (await call(who, 'GET', '/api/me')).json()) as { access: AccessSummary }).access;

const stateOf = (tenantId: string) =>
  withPlatform({ db: h.owner.db }, async (tx) => ({
    tenant: (await tx.select().from(tenants).where(eq(tenants.id, tenantId)))[0]!,
    events: await tx.select().from(billingEvents).where(eq(billingEvents.tenantId, tenantId)),
    emails: await tx
      .select()
      .from(emailLogs)
      .where(and(eq(emailLogs.tenantId, tenantId), eq(emailLogs.templateName, 'trial_converted'))),
  }));

describe('GET /api/billing: happy path', () => {
  it('shows a new trial: Enterprise features, 14 days left, usage against the limits and the three plans', async () => {
    const { tenant, admin } = await workspace({}, 2);
    await createUser(h.owner.db, { tenantId: tenant.id, role: 'pending_user' }); // awaits approval: no seat
    await createInvitation(h.owner.db, tenant.id); // pending: takes a seat
    await createInvitation(h.owner.db, tenant.id, { expiresAt: new Date(Date.now() - 1000) }); // expired: none
    await createInvitation(h.owner.db, tenant.id, { status: 'accepted' });

    const response = await call(admin, 'GET', '/api/billing');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = (await response.json()) as BillingOverview;
    expect(body.tenant).toEqual({ id: tenant.id, name: tenant.name });
    expect(body.plan).toEqual({
      activeTier: 'trial',
      selectedTier: 'enterprise',
      effectiveTier: 'enterprise',
      interval: null,
      isTrial: true,
      isSuspended: false,
      isSuspendedBySupport: false,
      isReadOnly: false,
      trialEndDate: tenant.trialEndDate!.toISOString(),
      trialDaysRemaining: 14,
      accessLevel: 'full',
    });
    expect(body.usage).toEqual([
      { key: 'maxUsers', label: 'Users', used: 4, limit: 'unlimited', isTracked: true },
      { key: 'maxQuotes', label: 'Quotes', used: 0, limit: 'unlimited', isTracked: true },
      { key: 'maxTemplates', label: 'Templates', used: 0, limit: 'unlimited', isTracked: true },
      {
        key: 'aiGenerationsPerMonth',
        label: 'AI generations this month',
        used: 0,
        limit: 'unlimited',
        isTracked: true,
      },
    ]);
    expect(body.activeMembers).toBe(3);
    expect(body.estimate).toBeNull();
    expect(body.provider).toBe('manual');
    expect(
      body.plans.map((p) => [p.tier, p.monthlyPerUserCents, p.annualPerUserCents, p.minUsers, p.isPopular]),
    ).toEqual([
      ['essentials', 9900, 99000, 1, false],
      ['premium', 12900, 129000, 5, true],
      ['enterprise', 25000, 250000, 5, false],
    ]);
  });

  it('marks a trial with 3 or fewer days left as limited', async () => {
    const { admin } = await workspace({ trialEndDate: new Date(Date.now() + 2.5 * DAY_MS) });
    expect((await overview(admin)).plan).toMatchObject({ trialDaysRemaining: 3, accessLevel: 'limited' });
  });

  it('follows the selected tier during a trial: a Premium trial shows Premium limits', async () => {
    const { admin } = await workspace({ selectedTier: 'premium' });
    const body = await overview(admin);
    expect(body.plan.effectiveTier).toBe('premium');
    expect(body.usage.map((u) => u.limit)).toEqual([5, 500, 50, 200]);
  });

  it('shows an expired trial as read-only', async () => {
    const { admin } = await workspace({ trialEndDate: new Date(Date.now() - DAY_MS) });
    expect((await overview(admin)).plan).toMatchObject({
      isReadOnly: true,
      accessLevel: 'readonly',
      trialDaysRemaining: 0,
    });
  });
});

describe('POST /api/billing/plan: happy path', () => {
  it('ends a trial at once with the manual provider, records it, emails the admins and the session follows', async () => {
    const { tenant, admin } = await workspace({}, 1);
    const otherAdmin = await member(tenant, 'msp_admin');
    const response = await changePlan(admin, { tier: 'premium', interval: 'monthly' });
    expect(response.status).toBe(200);
    const body = (await response.json()) as BillingOverview;
    expect(body.plan).toMatchObject({
      activeTier: 'premium',
      selectedTier: 'premium',
      effectiveTier: 'premium',
      interval: 'monthly',
      isTrial: false,
      trialDaysRemaining: 0,
      accessLevel: 'full',
    });
    expect(body.usage[0]).toMatchObject({ used: 3, limit: 5 });
    expect(body.estimate).toEqual({ seats: 5, amountCents: 64500, interval: 'monthly', currency: 'USD' });

    const state = await stateOf(tenant.id);
    expect(state.tenant).toMatchObject({ activeTier: 'premium', selectedTier: 'premium', billingInterval: 'monthly' });
    expect(state.events).toEqual([
      expect.objectContaining({
        type: 'plan_changed',
        provider: 'manual',
        fromTier: 'trial',
        toTier: 'premium',
        interval: 'monthly',
        seats: 5,
        amountCents: 64500,
        chargedCents: 0,
        currency: 'USD',
        actorUserId: admin.user.id,
      }),
    ]);
    expect(state.emails.map((e) => e.recipientEmail).sort()).toEqual([admin.user.email, otherAdmin.user.email].sort());
    expect(state.emails[0]).toMatchObject({ status: 'queued', subject: 'Welcome to Scopewright Premium' });
    expect(await meAccess(admin)).toMatchObject({ isTrial: false, effectiveTier: 'premium', accessLevel: 'full' });
  });

  it('changes between paid plans and intervals without the trial email', async () => {
    const { tenant, admin } = await workspace({
      activeTier: 'premium',
      selectedTier: 'premium',
      billingInterval: 'monthly',
    });
    const annual = await changePlan(admin, { tier: 'premium', interval: 'annual' });
    expect(annual.status).toBe(200);
    expect(((await annual.json()) as BillingOverview).estimate).toEqual({
      seats: 5,
      amountCents: 645000,
      interval: 'annual',
      currency: 'USD',
    });
    expect((await changePlan(admin, { tier: 'enterprise', interval: 'annual' })).status).toBe(200);
    const state = await stateOf(tenant.id);
    expect(state.tenant).toMatchObject({ activeTier: 'enterprise', billingInterval: 'annual' });
    expect(state.events.map((e) => [e.fromTier, e.toTier, e.interval])).toEqual(
      expect.arrayContaining([
        ['premium', 'premium', 'annual'],
        ['premium', 'enterprise', 'annual'],
      ]),
    );
    expect(state.emails).toEqual([]);
  });

  it('sends no email when the workspace turned billing notifications off', async () => {
    const { tenant, admin } = await workspace({
      emailPreferences: {
        trialReminders: true,
        billingNotifications: false,
        usageAlerts: true,
        marketingEmails: false,
      },
    });
    expect((await changePlan(admin, { tier: 'enterprise', interval: 'annual' })).status).toBe(200);
    expect((await stateOf(tenant.id)).emails).toEqual([]);
  });

  it('restores a read-only (expired trial) workspace and a plan-suspended one', async () => {
    for (const overrides of [{ trialEndDate: new Date(Date.now() - DAY_MS) }, { activeTier: 'suspended' }]) {
      const { admin } = await workspace(overrides);
      const response = await changePlan(admin, { tier: 'essentials', interval: 'monthly' });
      expect(response.status).toBe(200);
      expect(((await response.json()) as BillingOverview).plan).toMatchObject({
        accessLevel: 'full',
        isReadOnly: false,
        isSuspended: false,
        effectiveTier: 'essentials',
      });
    }
  });

  it('applies exactly one of two identical changes sent at once; the other is told it is already on the plan', async () => {
    const { tenant, admin } = await workspace();
    // Hold the tenant row so both requests are in flight together, then let them race.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const holder = h.owner.db.transaction(async (tx) => {
      await tx.execute(sql`select id from tenants where id = ${tenant.id} for update`);
      await released;
    });
    const requests = [1, 2].map(() =>
      changePlan(admin, { tier: 'premium', interval: 'monthly' }).then((r) => r.status),
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    release();
    await holder;
    expect((await Promise.all(requests)).sort()).toEqual([200, 409]);
    expect((await stateOf(tenant.id)).events).toHaveLength(1);
  });
});

describe('POST /api/billing/plan: refusals', () => {
  it('refuses the plan and interval the workspace is already on', async () => {
    const { admin } = await workspace({ activeTier: 'premium', selectedTier: 'premium', billingInterval: 'annual' });
    const response = await changePlan(admin, { tier: 'premium', interval: 'annual' });
    expect(response.status).toBe(409);
    expect(((await response.json()) as ErrorJson).error.message).toBe(
      'Your workspace is already on Premium, billed annually.',
    );
  });

  it.each([
    ['essentials', 2, 1],
    ['premium', 6, 5],
  ] as const)(
    'refuses %s for %s active members (%s seats) with the numbers, nothing changed',
    async (tier, members, max) => {
      const { tenant, admin } = await workspace({}, members - 1);
      await createUser(h.owner.db, { tenantId: tenant.id, role: 'pending_user' }); // not a member yet
      const before = await stateOf(tenant.id);
      const response = await changePlan(admin, { tier, interval: 'monthly' });
      expect(response.status).toBe(409);
      const json = (await response.json()) as ErrorJson;
      expect(json.error.message).toBe(downgradeBlockedMessage(tier, members));
      expect(json.error.message).toContain(`${members} active members`);
      expect(json.error.details).toEqual({ reason: 'seats-exceeded', activeMembers: members, maxUsers: max });
      expect(await stateOf(tenant.id)).toEqual(before);
    },
  );

  it('lets a one-person workspace move to Essentials', async () => {
    const { admin } = await workspace();
    expect((await changePlan(admin, { tier: 'essentials', interval: 'annual' })).status).toBe(200);
  });

  it('keeps a workspace suspended by support suspended: the plan cannot lift it', async () => {
    const { tenant, admin } = await workspace({ suspended: true });
    const body = await overview(admin);
    expect(body.plan).toMatchObject({ isSuspended: true, isSuspendedBySupport: true, accessLevel: 'suspended' });
    expect(body.usage.map((u) => u.limit)).toEqual([0, 0, 0, 0]);
    const before = await stateOf(tenant.id);
    const response = await changePlan(admin, { tier: 'enterprise', interval: 'monthly' });
    expect(response.status).toBe(409);
    expect(((await response.json()) as ErrorJson).error.message).toBe(BILLING_COPY.suspendedNoChange);
    expect(await stateOf(tenant.id)).toEqual(before);
  });
});

describe('POST /api/billing/plan: validation', () => {
  it.each([
    ['tier', { tier: 'free', interval: 'monthly' }, BILLING_COPY.tierInvalid],
    ['tier', { tier: 'trial', interval: 'monthly' }, BILLING_COPY.tierInvalid],
    ['interval', { tier: 'premium', interval: 'weekly' }, BILLING_COPY.intervalInvalid],
    ['interval', { tier: 'premium' }, BILLING_COPY.intervalInvalid],
  ])('%s: 422 with its message, nothing changed', async (path, body, message) => {
    const { tenant, admin } = await workspace();
    const before = await stateOf(tenant.id);
    const response = await changePlan(admin, body);
    expect(response.status).toBe(422);
    expect(((await response.json()) as ErrorJson).error.details).toEqual([{ path, message }]);
    expect(await stateOf(tenant.id)).toEqual(before);
  });

  it.each([
    ['tenantId', { tenantId: '00000000-0000-7000-8000-000000000000' }],
    ['activeTier', { activeTier: 'enterprise' }],
    ['amountCents', { amountCents: 0 }],
    ['provider', { provider: 'stripe' }],
    ['__proto__', JSON.parse('{"__proto__":{"isAdmin":true}}') as object],
    ['isAdmin', { isAdmin: true }],
  ])('refuses the extra key %s with 400, nothing changed', async (_key, extra) => {
    const { tenant, admin } = await workspace();
    const before = await stateOf(tenant.id);
    const response = await changePlan(admin, { tier: 'premium', interval: 'monthly', ...extra });
    expect(response.status).toBe(400);
    expect(await stateOf(tenant.id)).toEqual(before);
  });
});

describe('/api/billing: permissions', () => {
  it('refuses anonymous callers with 401', async () => {
    expect((await call(null, 'GET', '/api/billing')).status).toBe(401);
    expect((await call(null, 'POST', '/api/billing/plan', { tier: 'premium', interval: 'monthly' })).status).toBe(401);
  });

  it.each(['msp_user', 'pending_user'] as const)(
    'refuses a %s with the role message, in a suspended workspace too',
    async (role) => {
      for (const overrides of [{}, { activeTier: 'suspended' }]) {
        const { tenant } = await workspace(overrides);
        const user = await member(tenant, role);
        const before = await stateOf(tenant.id);
        for (const response of [
          await call(user, 'GET', '/api/billing'),
          await changePlan(user, { tier: 'premium', interval: 'monthly' }),
        ]) {
          expect(response.status).toBe(403);
          expect(((await response.json()) as ErrorJson).error.message).toBe(AUTH_COPY.requiredRoles('Admin'));
        }
        expect(await stateOf(tenant.id)).toEqual(before);
      }
    },
  );

  it('refuses a super admin without a workspace', async () => {
    const superAdmin = await member(null, 'super_admin');
    const response = await call(superAdmin, 'GET', '/api/billing');
    expect(response.status).toBe(403);
    expect(((await response.json()) as ErrorJson).error.message).toBe(AUTH_COPY.tenantRequired);
  });

  it('serves an Essentials admin, who can upgrade', async () => {
    const { admin } = await workspace({
      activeTier: 'essentials',
      selectedTier: 'essentials',
      billingInterval: 'monthly',
    });
    const body = await overview(admin);
    expect(body.plan).toMatchObject({ effectiveTier: 'essentials', isTrial: false });
    expect(body.usage.map((u) => u.limit)).toEqual([1, 100, 10, 50]);
    expect(body.estimate).toEqual({ seats: 1, amountCents: 9900, interval: 'monthly', currency: 'USD' });
    expect((await changePlan(admin, { tier: 'premium', interval: 'monthly' })).status).toBe(200);
  });

  it('serves the admin of a suspended workspace, where everything else is closed', async () => {
    const { admin } = await workspace({ activeTier: 'suspended' });
    const response = await call(admin, 'GET', '/api/billing');
    expect(response.status).toBe(200);
    expect(((await response.json()) as BillingOverview).plan).toMatchObject({
      isSuspended: true,
      isSuspendedBySupport: false,
      accessLevel: 'suspended',
      effectiveTier: null,
    });
    const settings = await call(admin, 'GET', '/api/settings/company');
    expect(settings.status).toBe(403);
  });
});

describe('/api/billing: tenant isolation', () => {
  it("reads and changes only the caller's own workspace", async () => {
    const a = await workspace();
    const b = await workspace();
    const aBefore = await stateOf(a.tenant.id);
    const body = await overview(b.admin);
    expect(body.tenant.id).toBe(b.tenant.id);
    expect(JSON.stringify(body)).not.toContain(a.tenant.id);
    const response = await changePlan(b.admin, { tier: 'enterprise', interval: 'monthly' });
    expect(response.status).toBe(200);
    expect(await response.text()).not.toContain(a.tenant.id);
    expect(await stateOf(a.tenant.id)).toEqual(aBefore);
    expect((await stateOf(b.tenant.id)).tenant.activeTier).toBe('enterprise');
  });
});
