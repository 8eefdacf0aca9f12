import { tenants, withPlatform, type Tenant } from '@scopewright/db';
import { createTenant, createUser, type TestUser } from '@scopewright/db/testing';
import { AUTH_COPY, COMPANY_SETTINGS_COPY, DEFAULT_EMAIL_PREFERENCES, type CompanySettings } from '@scopewright/domain';
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
type ErrorJson = { error: { code: string; message: string; details?: unknown } };

async function member(tenant: Tenant | null, role: Role): Promise<Member> {
  const user = await createUser(h.owner.db, { tenantId: tenant?.id ?? null, role });
  return { ...user, cookie: (await signInAs(h.owner.db, user.user.id)).cookie };
}

async function workspace(overrides: Parameters<typeof createTenant>[1] = {}) {
  const tenant = await createTenant(h.owner.db, overrides);
  return { tenant, admin: await member(tenant, 'msp_admin') };
}

async function call(who: Member | null, method: 'GET' | 'PATCH', body?: unknown) {
  const headers: Record<string, string> = { Origin: APP_URL };
  if (who) headers.Cookie = who.cookie;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  return h.app.request('/api/settings/company', {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

const read = async (who: Member) => (await (await call(who, 'GET')).json()) as CompanySettings;
const rowOf = async (tenantId: string) =>
  (await withPlatform({ db: h.owner.db }, (tx) => tx.select().from(tenants).where(eq(tenants.id, tenantId))))[0]!;

describe('GET/PATCH /api/settings/company: happy path', () => {
  it('starts a new workspace with the defaults (USD, no tax, the default email preferences)', async () => {
    const { tenant, admin } = await workspace();
    const response = await call(admin, 'GET');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({
      name: tenant.name,
      contactEmail: tenant.contactEmail,
      defaultCurrency: 'USD',
      defaultTaxRateBps: 0,
      emailPreferences: DEFAULT_EMAIL_PREFERENCES,
      updatedAt: expect.any(String),
    });
  });

  it('saves every field, trims the name and lowercases the email, and keeps it after a reload', async () => {
    const { tenant, admin } = await workspace();
    const response = await call(admin, 'PATCH', {
      name: '  Northwind IT Services  ',
      contactEmail: ' Billing@Northwind.TEST ',
      defaultCurrency: 'CAD',
      defaultTaxRateBps: 1300,
      emailPreferences: { trialReminders: false, marketingEmails: true },
    });
    expect(response.status).toBe(200);
    const expected = {
      name: 'Northwind IT Services',
      contactEmail: 'billing@northwind.test',
      defaultCurrency: 'CAD',
      defaultTaxRateBps: 1300,
      emailPreferences: { trialReminders: false, billingNotifications: true, usageAlerts: true, marketingEmails: true },
    };
    expect(await response.json()).toMatchObject(expected);
    expect(await read(admin)).toMatchObject(expected);
    expect(await rowOf(tenant.id)).toMatchObject({ ...expected, activeTier: tenant.activeTier });
  });

  it('changes only what is sent; email preferences merge key by key', async () => {
    const { admin } = await workspace();
    await call(admin, 'PATCH', { emailPreferences: { usageAlerts: false } });
    const before = await read(admin);
    const response = await call(admin, 'PATCH', { emailPreferences: { marketingEmails: true } });
    expect(((await response.json()) as CompanySettings).emailPreferences).toEqual({
      ...DEFAULT_EMAIL_PREFERENCES,
      usageAlerts: false,
      marketingEmails: true,
    });
    const after = await read(admin);
    expect({ ...after, emailPreferences: null, updatedAt: null }).toEqual({
      ...before,
      emailPreferences: null,
      updatedAt: null,
    });
  });

  it('keeps both changes when two admins toggle different preferences at the same moment', async () => {
    const { tenant, admin } = await workspace();
    const other = await member(tenant, 'msp_admin');
    const responses = await Promise.all([
      call(admin, 'PATCH', { emailPreferences: { trialReminders: false } }),
      call(other, 'PATCH', { emailPreferences: { usageAlerts: false } }),
    ]);
    expect(responses.map((r) => r.status)).toEqual([200, 200]);
    expect((await read(admin)).emailPreferences).toMatchObject({ trialReminders: false, usageAlerts: false });
  });

  it('renames the workspace everywhere the session shows it (/api/me)', async () => {
    const { admin } = await workspace();
    await call(admin, 'PATCH', { name: 'Renamed MSP' });
    const me = (await (
      await h.app.request('/api/me', { headers: { Cookie: admin.cookie, Origin: APP_URL } })
    ).json()) as { tenant: { name: string } };
    expect(me.tenant.name).toBe('Renamed MSP');
  });
});

describe('PATCH /api/settings/company: validation', () => {
  it.each([
    ['name', { name: '   ' }, COMPANY_SETTINGS_COPY.nameRequired],
    ['name', { name: 'x'.repeat(101) }, COMPANY_SETTINGS_COPY.nameMax],
    ['contactEmail', { contactEmail: '' }, COMPANY_SETTINGS_COPY.contactEmailRequired],
    ['contactEmail', { contactEmail: 'billing@northwind' }, COMPANY_SETTINGS_COPY.contactEmailInvalid],
    ['defaultCurrency', { defaultCurrency: 'XYZ' }, COMPANY_SETTINGS_COPY.currencyInvalid],
    ['defaultTaxRateBps', { defaultTaxRateBps: 10_001 }, COMPANY_SETTINGS_COPY.taxRateBpsInvalid],
    ['defaultTaxRateBps', { defaultTaxRateBps: 8.25 }, COMPANY_SETTINGS_COPY.taxRateBpsInvalid],
    ['defaultTaxRateBps', { defaultTaxRateBps: -5 }, COMPANY_SETTINGS_COPY.taxRateBpsInvalid],
    [
      'emailPreferences.usageAlerts',
      { emailPreferences: { usageAlerts: 'no' } },
      COMPANY_SETTINGS_COPY.preferenceInvalid,
    ],
    ['', {}, COMPANY_SETTINGS_COPY.nothingToUpdate],
  ])('%s: 422 with the field and its message, nothing changed', async (path, body, message) => {
    const { tenant, admin } = await workspace();
    const before = await rowOf(tenant.id);
    const response = await call(admin, 'PATCH', body);
    expect(response.status).toBe(422);
    const json = (await response.json()) as ErrorJson;
    expect(json.error.code).toBe('VALIDATION');
    expect(json.error.details).toEqual([{ path, message }]);
    expect(await rowOf(tenant.id)).toEqual(before);
  });

  it.each([
    ['tenantId', { name: 'X', tenantId: '00000000-0000-7000-8000-000000000000' }],
    ['activeTier', { name: 'X', activeTier: 'enterprise' }],
    ['suspended', { suspended: false }],
    ['selectedTier', { selectedTier: 'enterprise' }],
    ['__proto__', JSON.parse('{"name":"X","__proto__":{"isAdmin":true}}') as unknown],
    ['isAdmin', { name: 'X', isAdmin: true }],
    ['emailPreferences.securityEmails', { emailPreferences: { securityEmails: false } }],
  ])('refuses the extra key %s with 400 and changes nothing', async (_key, body) => {
    const { tenant, admin } = await workspace();
    const before = await rowOf(tenant.id);
    const response = await call(admin, 'PATCH', body);
    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorJson).error.code).toBe('BAD_REQUEST');
    expect(await rowOf(tenant.id)).toEqual(before);
  });
});

describe('/api/settings/company: permissions', () => {
  it('refuses anonymous callers with 401', async () => {
    expect((await call(null, 'GET')).status).toBe(401);
    expect((await call(null, 'PATCH', { name: 'X' })).status).toBe(401);
  });

  it.each(['msp_user', 'pending_user'] as const)(
    'refuses a %s with the role message, nothing changed',
    async (role) => {
      const { tenant } = await workspace();
      const user = await member(tenant, role);
      const before = await rowOf(tenant.id);
      for (const response of [await call(user, 'GET'), await call(user, 'PATCH', { name: 'Taken over' })]) {
        expect(response.status).toBe(403);
        expect(((await response.json()) as ErrorJson).error.message).toBe(AUTH_COPY.requiredRoles('Admin'));
      }
      expect(await rowOf(tenant.id)).toEqual(before);
    },
  );

  it('refuses a super admin without a workspace: there is no company to set', async () => {
    const superAdmin = await member(null, 'super_admin');
    const response = await call(superAdmin, 'GET');
    expect(response.status).toBe(403);
    expect(((await response.json()) as ErrorJson).error.message).toBe(AUTH_COPY.tenantRequired);
  });

  it('serves the admins of every plan and state but suspended (Essentials, Premium, read-only)', async () => {
    for (const activeTier of ['essentials', 'premium', 'readonly_trial_expired']) {
      const { admin } = await workspace({ activeTier, selectedTier: 'essentials' });
      expect((await call(admin, 'PATCH', { defaultTaxRateBps: 500 })).status, activeTier).toBe(200);
    }
  });

  it('sends the admin of a suspended workspace to billing', async () => {
    for (const overrides of [{ suspended: true }, { activeTier: 'suspended' }]) {
      const { admin } = await workspace(overrides);
      const response = await call(admin, 'GET');
      expect(response.status).toBe(403);
      const json = (await response.json()) as ErrorJson;
      expect(json.error.message).toBe(AUTH_COPY.tenantSuspended);
      expect(json.error.details).toMatchObject({ redirectTo: '/dashboard/billing' });
    }
  });
});

describe('/api/settings/company: tenant isolation', () => {
  it("reads and writes only the caller's own workspace", async () => {
    const a = await workspace();
    const b = await workspace();
    const aBefore = await rowOf(a.tenant.id);
    expect((await read(b.admin)).name).toBe(b.tenant.name);
    const response = await call(b.admin, 'PATCH', { name: 'B renamed', defaultCurrency: 'EUR' });
    expect(response.status).toBe(200);
    expect(await response.text()).not.toContain(a.tenant.id);
    expect(await rowOf(a.tenant.id)).toEqual(aBefore);
    expect((await rowOf(b.tenant.id)).name).toBe('B renamed');
  });
});
