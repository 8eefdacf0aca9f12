import { aiUsageCounters, aiUsageMonth, tenants, withPlatform, type NewTenant } from '@scopewright/db';
import { createClient, createInvitation, createQuote, createTemplate, createTenant } from '@scopewright/db/testing';
import { LIFECYCLE_EMAIL_COPY, type BillingOverview } from '@scopewright/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { caller, member } from '../../testing/quote-harness';
import { runLifecycleEmails } from './lifecycle-emails.jobs';
import { emailsOf, lifecycleSuite, sendsOf, templateData } from './lifecycle-emails.test-helpers';

const suite = lifecycleSuite();
const NOW = new Date('2026-11-20T10:00:00Z');
const run = (now: Date = NOW) => runLifecycleEmails(suite.deps(), now);

/** A workspace on a plan (not a trial) with an admin who holds the contact email. */
async function planWorkspace(overrides: Partial<NewTenant>) {
  const tenant = await createTenant(suite.h.owner.db, { trialStartDate: null, trialEndDate: null, ...overrides });
  const admin = await member(suite.h, tenant, 'msp_admin');
  await withPlatform({ db: suite.h.owner.db }, (tx) =>
    tx.update(tenants).set({ contactEmail: admin.profile.email }).where(eq(tenants.id, tenant.id)),
  );
  return { tenant, admin };
}

const templatesIn = async (tenantId: string, n: number) => {
  for (let i = 0; i < n; i++) await createTemplate(suite.h.owner.db, tenantId);
};

const usageAlerts = async (tenantId: string) =>
  (await emailsOf(suite.h, tenantId)).filter((e) => e.templateName === 'usage_alert');

describe('usage alerts at 80 % and 100 % of a plan limit, once per period', () => {
  it('Essentials at 8 of 10 templates: one 80 % alert with the figures; the same period never repeats it', async () => {
    const { tenant, admin } = await planWorkspace({ activeTier: 'essentials', selectedTier: 'essentials' });
    await templatesIn(tenant.id, 8);
    await run();
    const [alert, ...more] = await usageAlerts(tenant.id);
    expect(more).toEqual([]);
    expect(alert).toMatchObject({
      recipientEmail: admin.profile.email,
      emailType: 'system',
      subject: 'You have used 80% of your templates on Scopewright',
    });
    expect(templateData(alert!)).toMatchObject({
      recipient_name: admin.profile.firstName,
      company_name: tenant.name,
      meter_label: 'templates',
      used: 8,
      limit: 10,
      percent: 80,
      plan_label: 'Essentials',
      advice: LIFECYCLE_EMAIL_COPY.usageAdvice.templates[80],
      billing_url: 'http://localhost:3000/dashboard/billing',
    });
    expect(alert!.metadata).toMatchObject({
      lifecycle_step: 'usage_alert:templates:80:2026-11',
      list_unsubscribe_url: expect.stringContaining(`.${tenant.id}.usageAlerts.`),
    });
    expect(templateData(alert!).unsubscribe_url).toBe(alert!.metadata.list_unsubscribe_url);

    // The billing page counts the same usage.
    const billing = (await (await caller(suite.h)(admin, 'GET', '/api/billing')).json()) as BillingOverview;
    expect(billing.usage.find((u) => u.key === 'maxTemplates')).toMatchObject({ used: 8, limit: 10 });

    await run(new Date(NOW.getTime() + 60 * 60 * 1000));
    expect(await usageAlerts(tenant.id)).toHaveLength(1);
  });

  it('reaching the limit sends the 100 % alert; a jump straight to 100 % claims the 80 % one as superseded', async () => {
    const { tenant } = await planWorkspace({ activeTier: 'essentials', selectedTier: 'essentials' });
    await templatesIn(tenant.id, 10);
    await run();
    await run();
    const alerts = await usageAlerts(tenant.id);
    expect(alerts.map((a) => [templateData(a).percent, templateData(a).advice])).toEqual([
      [100, LIFECYCLE_EMAIL_COPY.usageAdvice.templates[100]],
    ]);
    expect((await sendsOf(suite.h, tenant.id)).map((s) => [s.step, s.skippedReason]).toSorted()).toEqual([
      ['usage_alert:templates:100:2026-11', null],
      ['usage_alert:templates:80:2026-11', 'superseded by usage_alert:templates:100:2026-11'],
    ]);
  });

  it('80 % then 100 % in one month: two alerts; the next month alerts again while still at the limit', async () => {
    const { tenant } = await planWorkspace({ activeTier: 'essentials', selectedTier: 'essentials' });
    await templatesIn(tenant.id, 9);
    await run();
    await templatesIn(tenant.id, 1);
    await run();
    await run(new Date('2026-12-01T00:30:00Z'));
    expect((await usageAlerts(tenant.id)).map((a) => a.metadata.lifecycle_step)).toEqual([
      'usage_alert:templates:80:2026-11',
      'usage_alert:templates:100:2026-11',
      'usage_alert:templates:100:2026-12',
    ]);
  });

  it('Premium seats: members and pending invitations count, as on the billing page (4 of 5 → 80 %)', async () => {
    const { tenant, admin } = await planWorkspace({ activeTier: 'premium', selectedTier: 'premium' });
    await member(suite.h, tenant, 'msp_user');
    await member(suite.h, tenant, 'pending_user'); // not a seat
    await createInvitation(suite.h.owner.db, tenant.id, { expiresAt: new Date(NOW.getTime() + 86_400_000) });
    await createInvitation(suite.h.owner.db, tenant.id, { expiresAt: new Date(NOW.getTime() - 1) }); // expired
    await member(suite.h, tenant, 'msp_user');
    await run();
    const [alert] = await usageAlerts(tenant.id);
    expect(templateData(alert!)).toMatchObject({ meter_label: 'user seats', used: 4, limit: 5, plan_label: 'Premium' });
    expect(alert!.recipientEmail).toBe(admin.profile.email);
  });

  it('AI generations this month: 45 of 50 on Essentials → 80 %; last month’s count does not matter', async () => {
    const { tenant } = await planWorkspace({ activeTier: 'essentials', selectedTier: 'essentials' });
    await withPlatform({ db: suite.h.owner.db }, (tx) =>
      tx.insert(aiUsageCounters).values([
        { tenantId: tenant.id, month: aiUsageMonth(NOW), stripe: 0, used: 45 },
        { tenantId: tenant.id, month: '2026-10-01', stripe: 0, used: 50 },
      ]),
    );
    await run();
    const [alert] = await usageAlerts(tenant.id);
    expect(alert!.metadata.lifecycle_step).toBe('usage_alert:ai_generations:80:2026-11');
    expect(templateData(alert!)).toMatchObject({
      used: 45,
      limit: 50,
      percent: 90,
      meter_label: 'AI generations this month',
    });
  });

  it('quotes: 80 of 100 on an Essentials trial (a trial follows its selected plan)', async () => {
    const { tenant } = await planWorkspace({
      activeTier: 'trial',
      selectedTier: 'essentials',
      trialStartDate: new Date(NOW.getTime() - 86_400_000),
      trialEndDate: new Date(NOW.getTime() + 13 * 86_400_000),
    });
    const client = await createClient(suite.h.owner.db, tenant.id);
    for (let i = 0; i < 80; i++) await createQuote(suite.h.owner.db, tenant.id, { clientId: client.id });
    await run();
    expect((await usageAlerts(tenant.id)).map((a) => a.metadata.lifecycle_step)).toEqual([
      'usage_alert:quotes:80:2026-11',
    ]);
  });

  it('no alert for unlimited plans, one-seat limits, ended trials, read-only or suspended workspaces', async () => {
    const cases = [
      await planWorkspace({ activeTier: 'enterprise', selectedTier: 'enterprise' }),
      await planWorkspace({
        activeTier: 'trial',
        selectedTier: 'enterprise',
        trialStartDate: new Date(NOW.getTime() - 86_400_000),
        trialEndDate: new Date(NOW.getTime() + 86_400_000),
      }),
      await planWorkspace({
        activeTier: 'trial',
        selectedTier: 'essentials',
        trialStartDate: new Date(NOW.getTime() - 20 * 86_400_000),
        trialEndDate: new Date(NOW.getTime() - 6 * 86_400_000),
      }),
      await planWorkspace({ activeTier: 'read_only', selectedTier: 'essentials' }),
      await planWorkspace({ activeTier: 'essentials', selectedTier: 'essentials', suspended: true }),
    ];
    for (const { tenant } of cases) await templatesIn(tenant.id, 10);
    // Essentials' single seat is full from its first member: no alert for it.
    const single = await planWorkspace({ activeTier: 'essentials', selectedTier: 'essentials' });
    await run();
    for (const { tenant } of [...cases, single]) expect(await usageAlerts(tenant.id)).toEqual([]);
  });

  it('usage alerts switched off: recorded as skipped, not sent', async () => {
    const { tenant, admin } = await planWorkspace({ activeTier: 'essentials', selectedTier: 'essentials' });
    await caller(suite.h)(admin, 'PATCH', '/api/settings/company', { emailPreferences: { usageAlerts: false } });
    await templatesIn(tenant.id, 8);
    await run();
    expect(await usageAlerts(tenant.id)).toEqual([]);
    expect(await sendsOf(suite.h, tenant.id)).toMatchObject([
      { step: 'usage_alert:templates:80:2026-11', skippedReason: 'preference usageAlerts is off' },
    ]);
  });
});
