import { randomBytes } from 'node:crypto';
import { billingSubscriptions, withTenant, type NewTenant } from '@scopewright/db';
import { createTenant, createUser, type TestUser } from '@scopewright/db/testing';
import {
  PLATFORM_WORKSPACES_CSV_COLUMNS,
  readCsv,
  WORKSPACE_PLANS,
  WORKSPACE_STATES,
  type PlatformWorkspaceRow,
  type PlatformWorkspacesPage,
} from '@scopewright/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_URL } from '../../testing/create-test-app';
import { createIdentityApp } from '../../testing/create-identity-app';
import { signInAs } from '../../testing/sign-in-as';

let h: Awaited<ReturnType<typeof createIdentityApp>>;
let superAdmin: string;
let workspaceAdmin: string;

const DAY = 86_400_000;
const now = Date.now();
const daysFromNow = (days: number) => new Date(now + days * DAY);
/** Names and domains of this file's workspaces carry it, so a search by it finds exactly them. */
const TOKEN = `zq${randomBytes(3).toString('hex')}`;

type ErrorJson = { error: { code: string; message: string; details?: { path: string; message: string }[] } };

async function call(cookie: string | null, path: string) {
  const headers: Record<string, string> = { Origin: APP_URL };
  if (cookie) headers.Cookie = cookie;
  const response = await h.app.request(path, { headers });
  const text = await response.text();
  return { status: response.status, headers: response.headers, text, json: <T>() => JSON.parse(text) as T };
}

const list = async (query: string) => {
  const size = query.includes('pageSize=') ? '' : '&pageSize=100';
  const response = await call(superAdmin, `/api/platform/workspaces?q=${TOKEN}${size}&${query}`);
  expect(response.status, response.text).toBe(200);
  return response.json<PlatformWorkspacesPage>();
};
const namesOf = (page: PlatformWorkspacesPage) => page.items.map((row) => row.name.replace(` ${TOKEN}`, ''));

interface Fixture {
  key: string;
  tenant: Partial<NewTenant>;
  members?: { role?: 'msp_user' | 'msp_admin' | 'pending_user'; isOwner?: boolean; email?: string }[];
  subscription?: {
    tier: 'essentials' | 'premium' | 'enterprise';
    seats: number;
    interval: 'monthly' | 'annual';
    status: 'active' | 'past_due' | 'canceled';
  };
}

/** One workspace per state and plan the list tells apart; created oldest first (A … K). */
const FIXTURES: Fixture[] = [
  {
    key: 'Acme',
    tenant: { activeTier: 'trial', trialEndDate: daysFromNow(5), lastActiveAt: daysFromNow(-2) },
    members: [{ role: 'msp_admin', isOwner: true, email: `ada@acme-${TOKEN}.test` }, { role: 'msp_user' }],
  },
  {
    key: 'Birch',
    tenant: { activeTier: 'trial', trialEndDate: daysFromNow(1), lastActiveAt: daysFromNow(-40) },
    members: [{ role: 'msp_admin' }, { role: 'pending_user' }],
  },
  { key: 'Cobalt', tenant: { activeTier: 'trial', trialEndDate: daysFromNow(-1), lastActiveAt: null } },
  {
    key: 'Delta',
    tenant: { activeTier: 'readonly_trial_expired', trialEndDate: daysFromNow(-20), lastActiveAt: daysFromNow(-25) },
  },
  { key: 'Ember', tenant: { activeTier: 'read_only', selectedTier: 'premium', trialEndDate: null } },
  {
    key: 'Fjord',
    tenant: { activeTier: 'premium', selectedTier: 'premium', suspended: true, billingInterval: 'monthly' },
    members: [{ role: 'msp_admin', isOwner: true }],
  },
  { key: 'Garnet', tenant: { activeTier: 'suspended', selectedTier: 'enterprise', trialEndDate: null } },
  {
    key: 'Heron',
    tenant: {
      activeTier: 'essentials',
      selectedTier: 'essentials',
      billingInterval: 'monthly',
      lastActiveAt: daysFromNow(-1),
    },
    members: [{ role: 'msp_admin', isOwner: true, email: `hugo@heron-${TOKEN}.test` }],
  },
  {
    key: 'Iris',
    tenant: { activeTier: 'premium', selectedTier: 'premium', billingInterval: 'annual' },
    members: [
      { role: 'msp_admin', isOwner: true },
      { role: 'msp_user' },
      { role: 'msp_user', email: `zed-${TOKEN}@partner.test` },
    ],
  },
  {
    key: 'Juniper',
    tenant: { activeTier: 'enterprise', selectedTier: 'enterprise', billingInterval: 'monthly', perSeatBilling: true },
    members: [{ role: 'msp_admin' }, { role: 'msp_admin', isOwner: true }, { role: 'msp_user' }],
    subscription: { tier: 'enterprise', seats: 8, interval: 'monthly', status: 'past_due' },
  },
  {
    key: '=Kestrel',
    tenant: { activeTier: 'premium', selectedTier: 'premium', billingInterval: 'monthly' },
    members: [{ role: 'msp_user' }],
    subscription: { tier: 'premium', seats: 6, interval: 'monthly', status: 'canceled' },
  },
];

const ids = new Map<string, string>();

async function seed(fixture: Fixture, index: number) {
  const slug = fixture.key.replace(/\W/g, '').toLowerCase();
  const tenant = await createTenant(h.owner.db, {
    ...fixture.tenant,
    name: `${fixture.key} ${TOKEN}`,
    domain: `${slug}-${TOKEN}.test`,
    createdAt: new Date(Date.UTC(2026, 0, 10 + index * 3, 12)),
  });
  ids.set(fixture.key, tenant.id);
  for (const member of fixture.members ?? []) {
    await createUser(h.owner.db, {
      tenantId: tenant.id,
      role: member.role ?? 'msp_user',
      isOwner: member.isOwner,
      email: member.email,
    });
  }
  if (fixture.subscription) {
    const { tier, seats, interval, status } = fixture.subscription;
    await withTenant({ db: h.owner.db, tenantId: tenant.id }, (tx) =>
      tx.insert(billingSubscriptions).values({
        tenantId: tenant.id,
        customerId: `cus_${slug}${TOKEN}`,
        subscriptionId: `sub_${slug}${TOKEN}`,
        itemId: `si_${slug}${TOKEN}`,
        tier,
        interval,
        seats,
        status,
        providerStateAt: new Date(),
      }),
    );
  }
}

beforeAll(async () => {
  h = await createIdentityApp();
  const admin = await createUser(h.owner.db, { tenantId: null, role: 'super_admin' });
  superAdmin = (await signInAs(h.owner.db, admin.user.id)).cookie;
  const other = await createTenant(h.owner.db);
  const member: TestUser = await createUser(h.owner.db, { tenantId: other.id, role: 'msp_admin' });
  workspaceAdmin = (await signInAs(h.owner.db, member.user.id)).cookie;
  for (const [index, fixture] of FIXTURES.entries()) await seed(fixture, index);
});
afterAll(() => h?.close());

const rowOf = (page: PlatformWorkspacesPage, key: string): PlatformWorkspaceRow => {
  const row = page.items.find((item) => item.id === ids.get(key));
  if (!row) throw new Error(`${key} not listed`);
  return row;
};

describe('GET /api/platform/workspaces: rows', () => {
  it('lists every workspace newest first with its owner, plan, state, members, seats and MRR', async () => {
    const page = await list('');
    expect(namesOf(page)).toEqual(FIXTURES.map((f) => f.key).reverse());
    expect(page).toMatchObject({
      page: 1,
      pageSize: 100,
      sort: 'created',
      dir: 'desc',
      total: 11,
      totalIsCapped: false,
    });

    expect(rowOf(page, 'Acme')).toMatchObject({
      domain: `acme-${TOKEN}.test`,
      owner: { email: `ada@acme-${TOKEN}.test` },
      tier: 'trial',
      state: 'trial',
      members: 2,
      seats: null,
      mrrCents: 0,
      billedByStripe: false,
    });
    expect(rowOf(page, 'Acme').owner?.name).toMatch(/^Test User /);
    expect(rowOf(page, 'Acme').trialEndDate).toBe(daysFromNow(5).toISOString());
    // No owner flag: the first admin stands in; a pending user holds no seat.
    expect(rowOf(page, 'Birch')).toMatchObject({ state: 'trial', members: 1 });
    expect(rowOf(page, 'Birch').owner).not.toBeNull();
    expect(rowOf(page, 'Cobalt')).toMatchObject({ tier: 'trial', state: 'trial_expired', owner: null, members: 0 });
    expect(rowOf(page, 'Delta')).toMatchObject({ tier: 'trial', state: 'trial_expired' });
    expect(rowOf(page, 'Ember')).toMatchObject({ tier: 'premium', state: 'read_only', mrrCents: 0 });
    expect(rowOf(page, 'Fjord')).toMatchObject({ tier: 'premium', state: 'suspended', seats: null, mrrCents: 0 });
    expect(rowOf(page, 'Garnet')).toMatchObject({ tier: 'enterprise', state: 'suspended' });
    // Paid without Stripe: the members at the plan's minimum and list price.
    expect(rowOf(page, 'Heron')).toMatchObject({ tier: 'essentials', state: 'paying', seats: 1, mrrCents: 9_900 });
    expect(rowOf(page, 'Iris')).toMatchObject({ state: 'paying', members: 3, seats: 5, mrrCents: 5 * 10_750 });
    // A live (past due) Stripe subscription: its seats at its price.
    expect(rowOf(page, 'Juniper')).toMatchObject({
      state: 'paying',
      members: 3,
      seats: 8,
      mrrCents: 8 * 25_000,
      billedByStripe: true,
    });
    // An ended Stripe subscription bills nothing; the paid plan stands at list price.
    expect(rowOf(page, '=Kestrel')).toMatchObject({ seats: 5, mrrCents: 5 * 12_900, billedByStripe: false });
    expect(rowOf(page, 'Heron').createdAt).toBe(new Date(Date.UTC(2026, 0, 31, 12)).toISOString());
    expect(rowOf(page, 'Cobalt').lastActiveAt).toBeNull();
  });

  it('filters each state exactly as the domain names the rows (SQL and access summary agree)', async () => {
    const all = await list('');
    for (const state of WORKSPACE_STATES) {
      const expected = all.items
        .filter((row) => row.state === state)
        .map((row) => row.id)
        .sort();
      const page = await list(`state=${state}`);
      expect(page.items.map((row) => row.id).sort(), state).toEqual(expected);
      expect(page.total).toBe(expected.length);
    }
  });

  it('filters each plan exactly as the rows name it', async () => {
    const all = await list('');
    for (const tier of WORKSPACE_PLANS) {
      const expected = all.items
        .filter((row) => row.tier === tier)
        .map((row) => row.id)
        .sort();
      expect((await list(`tier=${tier}`)).items.map((row) => row.id).sort(), tier).toEqual(expected);
    }
    expect(namesOf(await list('tier=premium&state=paying&sort=name'))).toEqual(['=Kestrel', 'Iris']);
  });

  it('finds trials ending within a number of days (not ended ones)', async () => {
    expect(namesOf(await list('trialEndsWithinDays=2'))).toEqual(['Birch']);
    expect(namesOf(await list('trialEndsWithinDays=7&sort=trialEnd'))).toEqual(['Birch', 'Acme']);
  });

  it('filters by creation date (UTC days, both inclusive)', async () => {
    // Created on Jan 10, 13, 16 … 40 (Feb 9).
    expect(namesOf(await list('createdFrom=2026-01-13&createdTo=2026-01-18&sort=created&dir=asc'))).toEqual([
      'Birch',
      'Cobalt',
    ]);
    expect(namesOf(await list('createdFrom=2026-02-09'))).toEqual(['=Kestrel']);
  });

  it('filters by activity: active within n days, inactive for n days (never counts as inactive)', async () => {
    expect(namesOf(await list('activeWithinDays=3&sort=name'))).toEqual(['Acme', 'Heron']);
    expect(namesOf(await list('activeWithinDays=30&inactiveForDays=7'))).toEqual(['Delta']);
    const inactive = namesOf(await list('inactiveForDays=30&sort=name'));
    expect(inactive).toContain('Birch');
    expect(inactive).toContain('Cobalt');
    expect(inactive).not.toContain('Acme');
  });
});

describe('GET /api/platform/workspaces: search', () => {
  it('matches part of the name or domain, any case', async () => {
    const byName = await call(superAdmin, `/api/platform/workspaces?q=${encodeURIComponent(`JUNIPER ${TOKEN}`)}`);
    expect(namesOf(byName.json<PlatformWorkspacesPage>())).toEqual(['Juniper']);
    const byDomain = await call(superAdmin, `/api/platform/workspaces?q=heron-${TOKEN}.TEST`);
    expect(namesOf(byDomain.json<PlatformWorkspacesPage>())).toEqual(['Heron']);
  });

  it('matches a member’s email (not only the owner’s)', async () => {
    const page = await call(superAdmin, `/api/platform/workspaces?q=zed-${TOKEN}@partner`);
    expect(namesOf(page.json<PlatformWorkspacesPage>())).toEqual(['Iris']);
  });

  it('takes % and _ literally', async () => {
    const page = await call(superAdmin, `/api/platform/workspaces?q=${TOKEN}%25`);
    expect(page.json<PlatformWorkspacesPage>().items).toEqual([]);
  });
});

describe('GET /api/platform/workspaces: sorts and paging', () => {
  it('sorts by name either way', async () => {
    // lower(name) in the database's order: '=' before letters.
    const keys = [
      '=Kestrel',
      'Acme',
      'Birch',
      'Cobalt',
      'Delta',
      'Ember',
      'Fjord',
      'Garnet',
      'Heron',
      'Iris',
      'Juniper',
    ];
    expect(namesOf(await list('sort=name'))).toEqual(keys);
    expect(namesOf(await list('sort=name&dir=desc'))).toEqual([...keys].reverse());
  });

  it('sorts by trial end and last activity with the empty ones last, either way', async () => {
    const trialEnd = namesOf(await list('sort=trialEnd'));
    expect(trialEnd.slice(0, 3)).toEqual(['Delta', 'Cobalt', 'Birch']);
    expect(trialEnd.slice(-2)).toEqual(['Ember', 'Garnet']);
    const trialEndDesc = namesOf(await list('sort=trialEnd&dir=desc'));
    expect(trialEndDesc.slice(0, 1)).not.toEqual(['Ember']);
    expect(trialEndDesc.slice(-2)).toEqual(['Garnet', 'Ember']);
    expect(namesOf(await list('sort=lastActive')).slice(0, 4)).toEqual(['Heron', 'Acme', 'Delta', 'Birch']);
    expect(namesOf(await list('sort=lastActive&dir=asc')).slice(0, 4)).toEqual(['Birch', 'Delta', 'Acme', 'Heron']);
  });

  it('pages with the total', async () => {
    const first = await list('sort=name&pageSize=4');
    const third = await list('sort=name&pageSize=4&page=3');
    expect(first).toMatchObject({ total: 11, page: 1, pageSize: 4 });
    expect(namesOf(first)).toEqual(['=Kestrel', 'Acme', 'Birch', 'Cobalt']);
    expect(namesOf(third)).toEqual(['Heron', 'Iris', 'Juniper']);
    expect(third.total).toBe(11);
    expect((await list('sort=name&pageSize=4&page=9')).items).toEqual([]);
  });

  it('defaults to 50 a page', async () => {
    const page = (await call(superAdmin, '/api/platform/workspaces')).json<PlatformWorkspacesPage>();
    expect(page.pageSize).toBe(50);
    expect(page.total).toBe(12);
  });
});

describe('GET /api/platform/workspaces: validation and access', () => {
  it.each([
    ['tier=gold', 'Unknown tier "gold": use trial, essentials, premium, enterprise.', 'query.tier'],
    ['state=active', 'Unknown state "active": use trial, paying, trial_expired, read_only, suspended.', 'query.state'],
    ['sort=mrr', 'Unknown sort "mrr": use name, created, trialEnd, lastActive.', 'query.sort'],
    ['dir=sideways', 'Unknown direction "sideways": use asc or desc.', 'query.dir'],
    [
      'trialEndsWithinDays=91',
      'trialEndsWithinDays must be a whole number of days from 1 to 90.',
      'query.trialEndsWithinDays',
    ],
    ['createdFrom=2026-13-01', 'Use a date like 2026-12-31.', 'query.createdFrom'],
    [
      'createdFrom=2026-02-01&createdTo=2026-01-01',
      'The created-from date must be on or before the created-to date.',
      'query.createdFrom',
    ],
    [
      'activeWithinDays=7&inactiveForDays=30',
      'activeWithinDays must be more than inactiveForDays: a workspace cannot be active within fewer days than it has been inactive.',
      'query.activeWithinDays',
    ],
    ['page=0', 'The page must be a whole number, 1 or more.', 'query.page'],
    ['pageSize=500', 'The page size must be a whole number from 1 to 100.', 'query.pageSize'],
    ['page=101&pageSize=100', 'Only the first 10,000 matches can be paged through: narrow the filters.', 'query.page'],
  ])('%s → 422 with its rule', async (query, message, path) => {
    const response = await call(superAdmin, `/api/platform/workspaces?${query}`);
    expect(response.status).toBe(422);
    const body = response.json<ErrorJson>();
    expect(body.error).toMatchObject({ code: 'VALIDATION', message });
    expect(body.error.details?.[0]?.path).toBe(path);
  });

  it('an unknown parameter is a 400', async () => {
    const response = await call(superAdmin, '/api/platform/workspaces?owner=ada');
    expect(response.status).toBe(400);
    expect(response.json<ErrorJson>().error.details).toEqual([{ path: 'query.owner', message: 'Unknown field' }]);
  });

  it('is for super admins only', async () => {
    expect((await call(null, '/api/platform/workspaces')).status).toBe(401);
    expect((await call(workspaceAdmin, '/api/platform/workspaces')).status).toBe(403);
    expect((await call(workspaceAdmin, '/api/platform/workspaces/export')).status).toBe(403);
  });
});

describe('GET /api/platform/workspaces/export', () => {
  it('is every match as CSV in the list’s order, cells neutralised', async () => {
    const response = await call(superAdmin, `/api/platform/workspaces/export?q=${TOKEN}&state=paying&sort=name`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="msps-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.text).toContain(`'=Kestrel ${TOKEN}`);
    const read = readCsv(response.text, PLATFORM_WORKSPACES_CSV_COLUMNS, { maxRows: 100 });
    if (!read.ok) throw new Error('unreadable CSV');
    expect(read.records.map((r) => r.values.name.replace(` ${TOKEN}`, ''))).toEqual([
      '=Kestrel',
      'Heron',
      'Iris',
      'Juniper',
    ]);
    expect(read.records[3]!.values).toMatchObject({
      plan: 'Enterprise',
      state: 'Paying',
      members: '3',
      seats: '8',
      mrr: '2000.00',
      billing: 'Stripe',
    });
  });

  it('takes the list’s filters with the same rules, without paging', async () => {
    expect((await call(superAdmin, '/api/platform/workspaces/export?tier=gold')).status).toBe(422);
    expect((await call(superAdmin, '/api/platform/workspaces/export?page=2')).status).toBe(400);
    const all = await call(superAdmin, '/api/platform/workspaces/export');
    expect(all.text.trim().split('\r\n')).toHaveLength(1 + 12);
  });
});
