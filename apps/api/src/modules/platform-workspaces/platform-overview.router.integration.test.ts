import { billingSubscriptions, quoteSentDays, withTenant, type NewTenant } from '@scopewright/db';
import { createAiRun, createBillingEvent, createEmailLog, createTenant, createUser } from '@scopewright/db/testing';
import type { PlatformOverview } from '@scopewright/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UseCaseContext } from '../../platform/access/use-case-context';
import { APP_URL } from '../../testing/create-test-app';
import { createIdentityApp } from '../../testing/create-identity-app';
import { signInAs } from '../../testing/sign-in-as';
import { getPlatformOverview } from './get-platform-overview';

let h: Awaited<ReturnType<typeof createIdentityApp>>;
let superAdmin: string;
let workspaceAdmin: string;

/** A Wednesday: this month is March 2025 (weeks from Monday 3, 10, 17, 24, 31), this week Monday 17 to Sunday 23. */
const NOW = new Date('2025-03-19T10:00:00Z');
const at = (iso: string) => new Date(`${iso}Z`);

async function call(cookie: string | null, path: string) {
  const headers: Record<string, string> = { Origin: APP_URL };
  if (cookie) headers.Cookie = cookie;
  const response = await h.app.request(path, { headers });
  const text = await response.text();
  return { status: response.status, text, json: <T>() => JSON.parse(text) as T };
}

const overview = (range: PlatformOverview['range']) =>
  getPlatformOverview({ database: h.database } as UseCaseContext, { range }, NOW);

async function workspace(tenant: Partial<NewTenant>, members: ('msp_admin' | 'msp_user')[] = []) {
  const created = await createTenant(h.owner.db, tenant);
  for (const [i, role] of members.entries()) {
    await createUser(h.owner.db, { tenantId: created.id, role, isOwner: i === 0 });
  }
  return created;
}

async function subscribe(
  tenantId: string,
  plan: { tier: 'premium' | 'enterprise'; seats: number; interval: 'monthly' | 'annual' },
) {
  await withTenant({ db: h.owner.db, tenantId }, (tx) =>
    tx.insert(billingSubscriptions).values({
      tenantId,
      customerId: `cus_${tenantId}`,
      subscriptionId: `sub_${tenantId}`,
      itemId: `si_${tenantId}`,
      status: 'active',
      providerStateAt: NOW,
      ...plan,
    }),
  );
}

async function failJob(queue: string, failedAt: string, message: string, archivedAt?: string) {
  const { rows } = await h.owner.pool.query<{ id: string }>(
    `insert into pgboss.job (name, state, data, created_on, started_on, completed_on, output)
     values ($1, 'failed', '{}', $2, $2, $2, $3) returning id`,
    [queue, at(failedAt), JSON.stringify({ name: 'Error', message, stack: `${message}\n    at worker` })],
  );
  if (archivedAt) {
    await h.owner.pool.query(
      `with moved as (delete from pgboss.job where id = $1 returning *)
       insert into pgboss.archive select moved.*, $2::timestamptz from moved`,
      [rows[0]!.id, at(archivedAt)],
    );
  }
}

beforeAll(async () => {
  h = await createIdentityApp();
  const admin = await createUser(h.owner.db, { tenantId: null, role: 'super_admin' });
  superAdmin = (await signInAs(h.owner.db, admin.user.id)).cookie;
  // Created today (2026 or later), on a trial that ends after NOW.
  const own = await createTenant(h.owner.db);
  workspaceAdmin = (
    await signInAs(h.owner.db, (await createUser(h.owner.db, { tenantId: own.id, role: 'msp_admin' })).user.id)
  ).cookie;

  const trial = await workspace({ createdAt: at('2025-03-04T09:00:00'), trialEndDate: at('2025-03-25T09:00:00') }, [
    'msp_admin',
  ]);
  await workspace({ createdAt: at('2025-02-20T09:00:00'), trialEndDate: at('2025-03-10T09:00:00') });
  await workspace({ createdAt: at('2025-01-05T09:00:00'), activeTier: 'readonly_trial_expired' });
  await workspace({ createdAt: at('2025-01-06T09:00:00'), activeTier: 'read_only', selectedTier: 'premium' });
  await workspace(
    { createdAt: at('2025-01-07T09:00:00'), activeTier: 'premium', selectedTier: 'premium', suspended: true },
    ['msp_admin', 'msp_user'],
  );
  const essentials = await workspace(
    {
      createdAt: at('2025-02-01T09:00:00'),
      activeTier: 'essentials',
      selectedTier: 'essentials',
      billingInterval: 'monthly',
    },
    ['msp_admin'],
  );
  await createBillingEvent(h.owner.db, essentials.id, { toTier: 'essentials', createdAt: at('2025-03-03T12:00:00') });
  const premium = await workspace(
    { createdAt: at('2025-02-02T09:00:00'), activeTier: 'premium', selectedTier: 'premium', billingInterval: 'annual' },
    ['msp_admin', 'msp_user', 'msp_user', 'msp_user', 'msp_user', 'msp_user'],
  );
  // Its first paid plan (the conversion) in February; the upgrade in March is no second conversion.
  await createBillingEvent(h.owner.db, premium.id, { toTier: 'essentials', createdAt: at('2025-02-10T12:00:00') });
  await createBillingEvent(h.owner.db, premium.id, {
    fromTier: 'essentials',
    toTier: 'premium',
    createdAt: at('2025-03-05T12:00:00'),
  });
  const enterprise = await workspace(
    {
      createdAt: at('2025-03-17T08:00:00'),
      activeTier: 'enterprise',
      selectedTier: 'enterprise',
      billingInterval: 'monthly',
    },
    ['msp_admin', 'msp_user'],
  );
  await subscribe(enterprise.id, { tier: 'enterprise', seats: 7, interval: 'monthly' });
  await createBillingEvent(h.owner.db, enterprise.id, {
    provider: 'stripe',
    toTier: 'enterprise',
    createdAt: at('2025-03-17T09:00:00'),
  });
  // Suspended by support while its Stripe subscription still bills.
  const billedSuspended = await workspace({
    createdAt: at('2025-01-03T09:00:00'),
    activeTier: 'premium',
    selectedTier: 'premium',
    suspended: true,
  });
  await subscribe(billedSuspended.id, { tier: 'premium', seats: 5, interval: 'annual' });
  await createBillingEvent(h.owner.db, billedSuspended.id, {
    provider: 'stripe',
    createdAt: at('2025-01-20T12:00:00'),
  });

  await createAiRun(h.owner.db, trial.id, { createdAt: at('2025-03-18T10:00:00') });
  await createAiRun(h.owner.db, trial.id, { createdAt: at('2025-03-18T23:59:00') });
  await createAiRun(h.owner.db, trial.id, {
    createdAt: at('2025-03-18T11:00:00'),
    status: 'failed',
    output: null,
    error: 'timeout',
  });
  await createAiRun(h.owner.db, enterprise.id, { createdAt: at('2025-03-17T10:00:00') });
  await createAiRun(h.owner.db, enterprise.id, { createdAt: at('2025-02-28T10:00:00') });

  await withTenant({ db: h.owner.db, tenantId: essentials.id }, (tx) =>
    tx.insert(quoteSentDays).values([
      { tenantId: essentials.id, day: '2025-03-18', currency: 'USD', sentCount: 2 },
      { tenantId: essentials.id, day: '2025-03-18', currency: 'EUR', sentCount: 1 },
      { tenantId: essentials.id, day: '2025-02-27', currency: 'USD', sentCount: 9 },
    ]),
  );
  await withTenant({ db: h.owner.db, tenantId: premium.id }, (tx) =>
    tx.insert(quoteSentDays).values({ tenantId: premium.id, day: '2025-03-17', currency: 'USD', sentCount: 1 }),
  );

  const sent = (status: 'sent' | 'delivered' | 'opened' | 'bounced', day: string) =>
    createEmailLog(h.owner.db, trial.id, { status, sentAt: at(`${day}T10:00:00`), createdAt: at(`${day}T09:59:00`) });
  for (const day of ['2025-03-02', '2025-03-11', '2025-03-18']) await sent('delivered', day);
  await sent('opened', '2025-03-12');
  await sent('bounced', '2025-03-13');
  await sent('sent', '2025-03-18');
  await sent('delivered', '2025-02-27');
  await createEmailLog(h.owner.db, trial.id, { status: 'failed', createdAt: at('2025-03-14T10:00:00') });

  await failJob('send-email', '2025-03-18T08:30:00', 'SMTP refused: 550 mailbox unavailable');
  await failJob('signed-pdf', '2025-03-12T08:30:00', 'render failed', '2025-03-13T00:00:00');
  await failJob('send-email', '2025-02-12T08:30:00', 'last month', '2025-02-13T00:00:00');
  await h.owner.pool.query(
    `insert into pgboss.job (name, state, data, created_on, completed_on) values ('send-email', 'retry', '{}', $1, null)`,
    [at('2025-03-18T09:00:00')],
  );
});
afterAll(() => h?.close());

describe('the overview of this month', () => {
  it('counts workspaces by their state now', async () => {
    expect((await overview('month')).workspaces).toEqual({
      total: 10,
      trial: 2,
      paying: { total: 3, essentials: 1, premium: 1, enterprise: 1 },
      readOnly: { total: 3, trialExpired: 2, readOnly: 1 },
      suspended: 2,
    });
  });

  it('counts sign-ups and conversions (a first paid plan) per week from Monday, the first week cut at the 1st', async () => {
    const { growth, from, to } = await overview('month');
    expect({ from, to }).toEqual({ from: '2025-03-01T00:00:00.000Z', to: '2025-04-01T00:00:00.000Z' });
    expect(growth).toEqual({
      granularity: 'week',
      signups: 2,
      conversions: 2,
      series: [
        { start: '2025-03-01T00:00:00.000Z', signups: 0, conversions: 0 },
        { start: '2025-03-03T00:00:00.000Z', signups: 1, conversions: 1 },
        { start: '2025-03-10T00:00:00.000Z', signups: 0, conversions: 0 },
        { start: '2025-03-17T00:00:00.000Z', signups: 1, conversions: 1 },
        { start: '2025-03-24T00:00:00.000Z', signups: 0, conversions: 0 },
        { start: '2025-03-31T00:00:00.000Z', signups: 0, conversions: 0 },
      ],
    });
  });

  it('prices seats by plan: Stripe’s seats, and the members of paid plans without Stripe at list price', async () => {
    const { revenue } = await overview('month');
    const none = { workspaces: 0, seats: 0, mrrCents: 0 };
    expect(revenue).toEqual({
      currency: 'USD',
      plans: [
        {
          tier: 'essentials',
          workspaces: 1,
          seats: 1,
          mrrCents: 9_900,
          stripe: none,
          manual: { workspaces: 1, seats: 1, mrrCents: 9_900 },
        },
        {
          tier: 'premium',
          workspaces: 2,
          seats: 11,
          mrrCents: 5 * 10_750 + 6 * 10_750,
          stripe: { workspaces: 1, seats: 5, mrrCents: 5 * 10_750 },
          manual: { workspaces: 1, seats: 6, mrrCents: 6 * 10_750 },
        },
        {
          tier: 'enterprise',
          workspaces: 1,
          seats: 7,
          mrrCents: 7 * 25_000,
          stripe: { workspaces: 1, seats: 7, mrrCents: 7 * 25_000 },
          manual: none,
        },
      ],
      total: { workspaces: 4, seats: 19, mrrCents: 9_900 + 11 * 10_750 + 7 * 25_000 },
    });
  });

  it('counts succeeded AI generations and quotes sent per UTC day', async () => {
    const { usage } = await overview('month');
    expect(usage.series).toHaveLength(31);
    expect(usage.series[0]).toEqual({ day: '2025-03-01', aiGenerations: 0, quotesSent: 0 });
    expect(usage.series.filter((d) => d.aiGenerations + d.quotesSent > 0)).toEqual([
      { day: '2025-03-17', aiGenerations: 1, quotesSent: 1 },
      { day: '2025-03-18', aiGenerations: 2, quotesSent: 3 },
    ]);
    expect(usage).toMatchObject({ aiGenerations: 3, quotesSent: 4 });
  });

  it('reads email health from the daily counts', async () => {
    expect((await overview('month')).email).toEqual({
      sent: 6,
      delivered: 4,
      bounced: 1,
      deliveryRate: 4 / 6,
      bounceRate: 1 / 6,
    });
  });

  it('lists jobs that failed for good, archived ones included, newest first with the first line of the error', async () => {
    expect((await overview('month')).failedJobs).toEqual({
      total: 2,
      byQueue: [
        { queue: 'send-email', count: 1 },
        { queue: 'signed-pdf', count: 1 },
      ],
      latest: [
        {
          id: expect.any(String),
          queue: 'send-email',
          failedAt: '2025-03-18T08:30:00.000Z',
          error: 'SMTP refused: 550 mailbox unavailable',
        },
        { id: expect.any(String), queue: 'signed-pdf', failedAt: '2025-03-12T08:30:00.000Z', error: 'render failed' },
      ],
    });
  });
});

describe('other periods', () => {
  it('this week: per day from Monday', async () => {
    const { growth, failedJobs, usage } = await overview('week');
    expect(growth.granularity).toBe('day');
    expect(growth.series.map((b) => b.start.slice(0, 10))).toEqual([
      '2025-03-17',
      '2025-03-18',
      '2025-03-19',
      '2025-03-20',
      '2025-03-21',
      '2025-03-22',
      '2025-03-23',
    ]);
    expect(growth.series[0]).toMatchObject({ signups: 1, conversions: 1 });
    expect(failedJobs.total).toBe(1);
    expect(usage).toMatchObject({ aiGenerations: 3, quotesSent: 4 });
  });

  it('today: one day', async () => {
    const result = await overview('today');
    expect(result.growth.series).toEqual([{ start: '2025-03-19T00:00:00.000Z', signups: 0, conversions: 0 }]);
    expect(result.usage.series).toEqual([{ day: '2025-03-19', aiGenerations: 0, quotesSent: 0 }]);
    expect(result.email).toEqual({ sent: 0, delivered: 0, bounced: 0, deliveryRate: null, bounceRate: null });
  });

  it('this year: weeks from the Monday before January 1, every conversion of the year', async () => {
    const { growth, failedJobs, usage } = await overview('year');
    expect(growth.series[0]!.start).toBe('2025-01-01T00:00:00.000Z');
    expect(growth.series[1]!.start).toBe('2025-01-06T00:00:00.000Z');
    expect(growth.series).toHaveLength(53);
    expect(growth).toMatchObject({ signups: 9, conversions: 4 });
    expect(failedJobs.total).toBe(3);
    expect(usage.series).toHaveLength(365);
    expect(usage).toMatchObject({ aiGenerations: 4, quotesSent: 13 });
  });
});

describe('GET /api/platform/overview', () => {
  it('answers the month by default, over the calendar period containing now', async () => {
    const response = await call(superAdmin, '/api/platform/overview');
    expect(response.status, response.text).toBe(200);
    const body = response.json<PlatformOverview>();
    expect(body.range).toBe('month');
    expect(body.workspaces.total).toBe(10);
    expect(new Date(body.from).getUTCDate()).toBe(1);
    const now = Date.now();
    expect(Date.parse(body.from)).toBeLessThanOrEqual(now);
    expect(Date.parse(body.to)).toBeGreaterThan(now);
  });

  it('takes each range', async () => {
    for (const range of ['today', 'week', 'quarter', 'year']) {
      const response = await call(superAdmin, `/api/platform/overview?range=${range}`);
      expect(response.status, range).toBe(200);
      expect(response.json<PlatformOverview>().range).toBe(range);
    }
  });

  it('refuses an unknown range (422) and an unknown parameter (400)', async () => {
    const bad = await call(superAdmin, '/api/platform/overview?range=decade');
    expect(bad.status).toBe(422);
    expect(bad.json<{ error: { message: string } }>().error.message).toBe(
      'Unknown range "decade": use today, week, month, quarter or year.',
    );
    expect((await call(superAdmin, '/api/platform/overview?tenantId=x')).status).toBe(400);
  });

  it('is for super admins only', async () => {
    expect((await call(null, '/api/platform/overview')).status).toBe(401);
    expect((await call(workspaceAdmin, '/api/platform/overview')).status).toBe(403);
  });

  it('reads pg-boss’s tables as the runtime role', async () => {
    const { rows } = await h.database.pool.query<{ ok: boolean }>(
      "select has_table_privilege('pgboss.archive', 'select') and has_table_privilege('pgboss.job', 'select') as ok",
    );
    expect(rows[0]?.ok).toBe(true);
  });
});
