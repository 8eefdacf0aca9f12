import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runBillingLifecycle } from '../../modules/billing';
import { stripeBillingSuite } from '../../modules/billing/billing-stripe.test-helpers';
import { createIdentityApp } from '../../testing/create-identity-app';
import { APP_URL } from '../../testing/create-test-app';
import { auditHarness, expectActor, expectFromRequest, type Harness } from './audit-recording.test-helpers';

/**
 * Plan and billing in the audit log (docs/product-rules.md#audit-log): a person's plan changes with what they
 * changed, and what the payment provider or the cron did to the workspace by the system.
 */
const DAY_MS = 24 * 60 * 60 * 1000;

describe('the manual provider and the trial’s end', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createIdentityApp();
  }, 60_000);
  afterAll(() => h?.close());
  const { call, workspace, entries, onlyEntry } = auditHarness(() => h);

  it('records a plan change with the tier and interval before and after; the plan in force again is refused', async () => {
    const { tenant, admin } = await workspace();
    const changed = await call(admin, 'POST', '/api/billing/plan', { tier: 'premium', interval: 'annual' });
    expect(changed.status, changed.text).toBe(200);
    const entry = await onlyEntry({ action: 'billing.plan_changed', tenantId: tenant.id });
    expect(entry).toMatchObject({
      targetType: 'workspace',
      targetId: tenant.id,
      targetLabel: tenant.name,
      changes: {
        tier: { before: tenant.activeTier, after: 'premium' },
        interval: { before: tenant.billingInterval, after: 'annual' },
      },
      metadata: { provider: 'manual' },
    });
    expectActor(entry, admin);
    expectFromRequest(entry, changed);

    const same = await call(admin, 'POST', '/api/billing/plan', { tier: 'premium', interval: 'annual' });
    expect(same.status).toBe(409);
    const invalid = await call(admin, 'POST', '/api/billing/plan', { tier: 'platinum', interval: 'annual' });
    expect(invalid.status).toBe(422);
    expect(await entries({ action: 'billing.plan_changed', tenantId: tenant.id })).toHaveLength(1);
  });

  it('records each trial the cron ends, by the system, once', async () => {
    const now = new Date();
    const { tenant } = await workspace({ trialEndDate: new Date(now.getTime() - DAY_MS) });
    const deps = {
      database: h.database,
      stripe: null,
      mail: { jobs: h.jobs, transport: 'outbox' as const },
      appUrl: APP_URL,
      logger: h.log.logger,
    };
    await runBillingLifecycle(deps, now);
    await runBillingLifecycle(deps, now);
    const entry = await onlyEntry({ action: 'billing.trial_expired', tenantId: tenant.id });
    expect(entry).toMatchObject({
      actorKind: 'system',
      actorUserId: null,
      actorLabel: null,
      targetId: tenant.id,
      changes: { tier: { before: 'trial', after: 'readonly_trial_expired' } },
      requestId: null,
      ip: null,
    });
  });
});

describe('Stripe', () => {
  const suite = stripeBillingSuite();
  const { call, workspace, entries, onlyEntry } = auditHarness(() => suite.h);

  async function checkout(admin: { cookie: string }, input: { tier: string; interval: string; seats: number }) {
    const started = await call(admin, 'POST', '/api/billing/checkout', input);
    expect(started.status, started.text).toBe(200);
    const { url } = started.json<{ url: string }>();
    const page = await fetch(url, {
      method: 'POST',
      body: new URLSearchParams({ quantity: String(input.seats), card_number: '4242 4242 4242 4242' }),
      redirect: 'manual',
    });
    expect(page.status).toBe(303);
    await suite.fake.idle();
    return { started, url };
  }

  it('records checkout started by the person, then the plan the webhook applied by the system', async () => {
    const { tenant, admin } = await workspace();
    const { started, url } = await checkout(admin, { tier: 'essentials', interval: 'monthly', seats: 1 });
    const begun = await onlyEntry({ action: 'billing.checkout_started', tenantId: tenant.id });
    expect(begun).toMatchObject({
      metadata: { provider: 'stripe', tier: 'essentials', interval: 'monthly', seats: 1 },
      changes: null,
    });
    expectActor(begun, admin);
    expectFromRequest(begun, started);
    expect(JSON.stringify(begun)).not.toContain(url);

    const applied = await onlyEntry({ action: 'billing.subscription_updated', tenantId: tenant.id });
    expect(applied).toMatchObject({
      actorKind: 'system',
      actorUserId: null,
      targetId: tenant.id,
      changes: { tier: { before: tenant.activeTier, after: 'essentials' } },
      metadata: { provider: 'stripe', status: 'active', seats: 1 },
    });
    expect(applied.changes!.interval).toEqual({ before: tenant.billingInterval, after: 'monthly' });
    // The webhook came as a request: its id is kept (the provider is no person).
    expect(applied.requestId).toBeTruthy();
  });

  it('records an upgrade, a cancellation and a resumption; the webhooks that follow add nothing', async () => {
    const { tenant, admin } = await workspace();
    await checkout(admin, { tier: 'essentials', interval: 'monthly', seats: 1 });
    const up = await call(admin, 'POST', '/api/billing/plan', { tier: 'premium', interval: 'monthly' });
    expect(up.status, up.text).toBe(200);
    await suite.fake.idle();
    const upgrade = await onlyEntry({ action: 'billing.plan_changed', tenantId: tenant.id });
    expect(upgrade).toMatchObject({
      changes: { tier: { before: 'essentials', after: 'premium' } },
      metadata: { provider: 'stripe', kind: 'upgrade' },
    });
    expectActor(upgrade, admin);
    expectFromRequest(upgrade, up);
    // The upgrade's own webhook applies a state already applied: one system entry (the first purchase) only.
    expect(await entries({ action: 'billing.subscription_updated', tenantId: tenant.id })).toHaveLength(1);

    const cancel = await call(admin, 'POST', '/api/billing/cancel');
    expect(cancel.status).toBe(200);
    const cancelled = await onlyEntry({ action: 'billing.plan_cancelled', tenantId: tenant.id });
    expect(cancelled.changes).toEqual({ cancelAtPeriodEnd: { before: false, after: true } });
    expectFromRequest(cancelled, cancel);
    expect((await call(admin, 'POST', '/api/billing/cancel')).status).toBe(409);
    expect(await entries({ action: 'billing.plan_cancelled', tenantId: tenant.id })).toHaveLength(1);

    const resume = await call(admin, 'POST', '/api/billing/resume');
    expect(resume.status).toBe(200);
    const resumed = await onlyEntry({ action: 'billing.plan_resumed', tenantId: tenant.id });
    expect(resumed.changes).toEqual({ cancelAtPeriodEnd: { before: true, after: false } });
    expectActor(resumed, admin);
  });
});
