import { billableSeats, subscriptionPriceCents } from '@scopewright/domain';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { users } from '../schema/auth';
import { billingEvents } from '../schema/billing-events';
import { auditEvents, type NewAuditEvent } from '../schema/platform-console';
import { profiles, userRoles } from '../schema/profiles';
import { tenants } from '../schema/tenants';
import type { Tx } from '../tenancy/with-tenant';

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

type Tier = 'essentials' | 'premium' | 'enterprise';
interface DemoMsp {
  name: string;
  domain: string;
  owner: [first: string, last: string];
  members: number;
  /** Days since sign-up. */
  age: number;
  /** Days since a member last signed in. */
  idle: number;
  state: 'trial' | 'expired' | Tier | 'suspended';
  interval?: 'monthly' | 'annual';
}

/**
 * The platform's other customers, so Super admin → Overview and MSPs read like a running business: trials (some
 * ending soon), paying workspaces on each plan, an expired trial and a suspended account. None can sign in (no
 * password), and none gets lifecycle emails (preferences off, no contact address).
 */
const DEMO_MSPS: readonly DemoMsp[] = [
  {
    name: 'Northwind IT Services',
    domain: 'northwind-it.test',
    owner: ['Nadia', 'North'],
    members: 6,
    age: 170,
    idle: 0,
    state: 'enterprise',
    interval: 'annual',
  },
  {
    name: 'Bluegate Managed Services',
    domain: 'bluegate-ms.test',
    owner: ['Ben', 'Gate'],
    members: 4,
    age: 140,
    idle: 1,
    state: 'premium',
  },
  {
    name: 'Harbor Tech Partners',
    domain: 'harbortech.test',
    owner: ['Hana', 'Harbor'],
    members: 3,
    age: 120,
    idle: 2,
    state: 'premium',
    interval: 'annual',
  },
  {
    name: 'Cedar Ridge Networks',
    domain: 'cedarridge.test',
    owner: ['Carl', 'Ridge'],
    members: 1,
    age: 95,
    idle: 4,
    state: 'essentials',
  },
  {
    name: 'Summit Cloud Works',
    domain: 'summitcloud.test',
    owner: ['Sofia', 'Summit'],
    members: 5,
    age: 80,
    idle: 0,
    state: 'premium',
  },
  {
    name: 'Lakeside Computer Care',
    domain: 'lakeside-cc.test',
    owner: ['Liam', 'Lake'],
    members: 1,
    age: 64,
    idle: 9,
    state: 'essentials',
  },
  {
    name: 'Ironclad Security MSP',
    domain: 'ironclad-msp.test',
    owner: ['Ivy', 'Iron'],
    members: 3,
    age: 45,
    idle: 30,
    state: 'suspended',
  },
  {
    name: 'Peak Performance IT',
    domain: 'peakperf-it.test',
    owner: ['Pete', 'Peak'],
    members: 2,
    age: 31,
    idle: 12,
    state: 'expired',
  },
  {
    name: 'Brightline Support',
    domain: 'brightline.test',
    owner: ['Bea', 'Bright'],
    members: 2,
    age: 12,
    idle: 0,
    state: 'trial',
  },
  {
    name: 'Coastal Systems Group',
    domain: 'coastal-sg.test',
    owner: ['Cole', 'Coast'],
    members: 3,
    age: 11,
    idle: 1,
    state: 'trial',
  },
  {
    name: 'Maple Street Tech',
    domain: 'maplestreet.test',
    owner: ['Mia', 'Maple'],
    members: 1,
    age: 6,
    idle: 0,
    state: 'trial',
  },
  {
    name: 'Redwood Managed IT',
    domain: 'redwood-it.test',
    owner: ['Rex', 'Wood'],
    members: 2,
    age: 3,
    idle: 0,
    state: 'trial',
  },
  {
    name: 'Quartz Digital',
    domain: 'quartz-digital.test',
    owner: ['Quinn', 'Quartz'],
    members: 1,
    age: 1,
    idle: 0,
    state: 'trial',
  },
];

/** How many more workspaces the platform console's demo adds beside Demo MSP and Other MSP. */
export const DEMO_PLATFORM_WORKSPACES = DEMO_MSPS.length;

const FIRST_NAMES = ['Alex', 'Jordan', 'Casey', 'Morgan', 'Riley', 'Taylor'];
const EMAIL_PREFERENCES_OFF = {
  trialReminders: false,
  billingNotifications: false,
  usageAlerts: false,
  marketingEmails: false,
};

const at = (now: Date, daysAgo: number, hours = 0) => new Date(now.getTime() - daysAgo * DAY_MS - hours * HOUR_MS);

async function createMember(
  tx: Tx,
  tenantId: string,
  person: { first: string; last: string; email: string; role: 'msp_admin' | 'msp_user'; owner: boolean },
  lastLogin: Date,
  createdAt: Date,
): Promise<void> {
  const [user] = await tx
    .insert(users)
    .values({ name: `${person.first} ${person.last}`, email: person.email, emailVerified: true, createdAt })
    .returning({ id: users.id });
  if (!user) throw new Error(`seed: could not create ${person.email}`);
  await tx.insert(profiles).values({
    id: user.id,
    email: person.email,
    firstName: person.first,
    lastName: person.last,
    role: person.role,
    tenantId,
    isOwner: person.owner,
    onboardingCompleted: true,
    lastLogin,
    createdAt,
  });
  await tx.insert(userRoles).values({ userId: user.id, role: person.role, tenantId });
}

async function seedDemoMsp(tx: Tx, msp: DemoMsp, now: Date): Promise<void> {
  const createdAt = at(now, msp.age);
  const trialEnd = new Date(createdAt.getTime() + 14 * DAY_MS);
  const paidTier: Tier | null =
    msp.state === 'essentials' || msp.state === 'premium' || msp.state === 'enterprise' ? msp.state : null;
  const activeTier =
    paidTier ?? (msp.state === 'expired' ? 'readonly_trial_expired' : msp.state === 'suspended' ? 'premium' : 'trial');
  const lastActive = at(now, msp.idle, 3);
  const [tenant] = await tx
    .insert(tenants)
    .values({
      name: msp.name,
      domain: msp.domain,
      trialStartDate: createdAt,
      trialEndDate: trialEnd,
      activeTier,
      selectedTier: paidTier ?? 'enterprise',
      suspended: msp.state === 'suspended',
      billingInterval: paidTier || msp.state === 'suspended' ? (msp.interval ?? 'monthly') : null,
      emailPreferences: EMAIL_PREFERENCES_OFF,
      lastActiveAt: lastActive,
      currencyTaxConfirmedAt: createdAt,
      rateCardReviewedAt: createdAt,
      firstRunDismissedAt: createdAt,
      createdAt,
    })
    .returning({ id: tenants.id });
  if (!tenant) throw new Error(`seed: could not create ${msp.name}`);
  const [first, last] = msp.owner;
  await createMember(
    tx,
    tenant.id,
    { first, last, email: `${first.toLowerCase()}@${msp.domain}`, role: 'msp_admin', owner: true },
    lastActive,
    createdAt,
  );
  for (let i = 1; i < msp.members; i += 1) {
    const name = FIRST_NAMES[(i - 1) % FIRST_NAMES.length]!;
    await createMember(
      tx,
      tenant.id,
      {
        first: name,
        last: last,
        email: `${name.toLowerCase()}@${msp.domain}`,
        role: i === 1 ? 'msp_admin' : 'msp_user',
        owner: false,
      },
      at(now, msp.idle + i, 5),
      at(now, Math.max(msp.age - i * 3, 0)),
    );
  }
  const planTier: Tier | null = paidTier ?? (msp.state === 'suspended' ? 'premium' : null);
  if (planTier) {
    const interval = msp.interval ?? 'monthly';
    const seats = billableSeats(planTier, msp.members);
    await tx.insert(billingEvents).values({
      tenantId: tenant.id,
      type: 'plan_changed',
      provider: 'manual',
      fromTier: 'trial',
      toTier: planTier,
      interval,
      seats,
      amountCents: subscriptionPriceCents(planTier, seats, interval),
      createdAt: new Date(trialEnd.getTime() - 2 * DAY_MS),
    });
  }
}

/** The demo workspace's audit history: a month of sign-ins and administrative changes, as the product records them. */
function demoMspAuditHistory(tenantId: string, people: { id: string; email: string }[], now: Date): NewAuditEvent[] {
  const admin = people.find((p) => p.email.startsWith('admin@')) ?? people[0];
  const user = people.find((p) => p.email.startsWith('user@')) ?? admin;
  if (!admin || !user) return [];
  const browser =
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
  const phone =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 Version/18.1 Mobile Safari/604.1';
  const by = (who: { id: string; email: string }) => ({
    actorKind: 'user' as const,
    actorUserId: who.id,
    actorLabel: who.email,
  });
  const base = { tenantId, ip: '203.0.113.24', userAgent: browser };
  const rows: NewAuditEvent[] = [
    {
      ...base,
      ...by(admin),
      occurredAt: at(now, 27, 2),
      action: 'settings.company_updated',
      targetType: 'workspace',
      targetId: tenantId,
      targetLabel: 'Demo MSP',
      changes: { defaultTaxRateBps: { before: 0, after: 825 } },
    },
    {
      ...base,
      ...by(admin),
      occurredAt: at(now, 26, 5),
      action: 'branding.updated',
      targetType: 'branding',
      targetId: tenantId,
      targetLabel: 'Branding',
      changes: { primaryColor: { before: '#1d4ed8', after: '#0f766e' }, font: { before: 'helvetica', after: 'times' } },
    },
    {
      ...base,
      ...by(admin),
      occurredAt: at(now, 22, 1),
      action: 'member.invited',
      targetType: 'invitation',
      targetId: user.id,
      targetLabel: user.email,
      metadata: { role: 'msp_user' },
    },
    {
      ...base,
      ...by(user),
      occurredAt: at(now, 21, 7),
      action: 'member.joined',
      targetType: 'member',
      targetId: user.id,
      targetLabel: user.email,
      ip: '198.51.100.7',
    },
    {
      ...base,
      ...by(admin),
      occurredAt: at(now, 18, 3),
      action: 'rate_card.role_updated',
      targetType: 'labor_role',
      targetId: tenantId,
      targetLabel: 'Senior Engineer',
      changes: { billRateCents: { before: 15_000, after: 16_500 } },
    },
    {
      ...base,
      ...by(admin),
      occurredAt: at(now, 15, 6),
      action: 'catalog.item_created',
      targetType: 'catalog_item',
      targetId: tenantId,
      targetLabel: 'Managed Backup (per device)',
      changes: {
        name: { before: null, after: 'Managed Backup (per device)' },
        unitPriceCents: { before: null, after: 1_200 },
      },
    },
    {
      ...base,
      actorKind: 'anonymous',
      actorLabel: admin.email,
      occurredAt: at(now, 9, 22),
      action: 'auth.sign_in_failed',
      ip: '192.0.2.50',
      metadata: { reason: 'invalid-credentials' },
    },
    {
      ...base,
      ...by(admin),
      occurredAt: at(now, 6, 2),
      action: 'api_key.created',
      targetType: 'api_key',
      targetId: tenantId,
      targetLabel: 'PSA sync',
      metadata: { scopes: ['quotes:read', 'clients:read'] },
    },
    {
      ...base,
      ...by(admin),
      occurredAt: at(now, 2, 4),
      action: 'member.role_changed',
      targetType: 'member',
      targetId: user.id,
      targetLabel: user.email,
      changes: { role: { before: 'pending_user', after: 'msp_user' } },
    },
  ];
  for (let day = 28; day >= 0; day -= 3) {
    rows.push({
      ...base,
      ...by(admin),
      occurredAt: at(now, day, 9),
      action: 'auth.sign_in',
      metadata: { method: 'password' },
    });
    if (day % 2 === 0) {
      rows.push({
        ...base,
        ...by(user),
        occurredAt: at(now, day, 6),
        action: 'auth.sign_in',
        ip: '198.51.100.7',
        userAgent: phone,
        metadata: { method: 'password' },
      });
    }
  }
  return rows;
}

/**
 * The platform console's demo data (idempotent: only while Northwind IT Services does not exist): thirteen more MSP
 * workspaces in every state, and the Demo MSP workspace's audit history.
 */
export async function seedDemoPlatform(tx: Tx, { now = new Date() } = {}): Promise<number> {
  const [exists] = await tx
    .select({ id: tenants.id })
    .from(tenants)
    .where(eq(tenants.domain, DEMO_MSPS[0]!.domain))
    .limit(1);
  if (exists) return 0;
  for (const msp of DEMO_MSPS) await seedDemoMsp(tx, msp, now);
  const [demo] = await tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.domain, 'demo-msp.test')).limit(1);
  if (demo && (await tx.$count(auditEvents, eq(auditEvents.tenantId, demo.id))) === 0) {
    const people = await tx
      .select({ id: profiles.id, email: profiles.email })
      .from(profiles)
      .where(and(eq(profiles.tenantId, demo.id), inArray(profiles.role, ['msp_admin', 'msp_user'])));
    const history = demoMspAuditHistory(demo.id, people, now);
    if (history.length > 0) await tx.insert(auditEvents).values(history);
  }
  const superAdmins = await tx
    .select({ id: profiles.id, email: profiles.email })
    .from(profiles)
    .where(and(eq(profiles.role, 'super_admin'), isNull(profiles.tenantId)))
    .limit(1);
  const [suspended] = await tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.domain, 'ironclad-msp.test'));
  const staff = superAdmins[0];
  if (staff && suspended) {
    await tx.insert(auditEvents).values({
      tenantId: suspended.id,
      actorKind: 'super_admin',
      actorUserId: staff.id,
      actorLabel: staff.email,
      occurredAt: at(now, 20, 4),
      action: 'workspace.suspended',
      targetType: 'workspace',
      targetId: suspended.id,
      targetLabel: 'Ironclad Security MSP',
      reason: 'Card declined for three months; owner asked us to pause the account.',
      changes: { suspended: { before: false, after: true } },
      ip: '203.0.113.5',
    });
  }
  return DEMO_MSPS.length;
}
