import { createUser } from '@scopewright/db/testing';
import { BILLING_COPY, downgradeBlockedMessage, STRIPE_BILLING_COPY, type AccessSummary } from '@scopewright/domain';
import { describe, expect, it } from 'vitest';
import { runBillingLifecycle } from './billing.jobs';
import {
  billingStateOf,
  buyThroughCheckout,
  caller,
  DAY_MS,
  overviewOf,
  STRIPE_TEST_SECRET,
  stripeBillingSuite,
  stripeTestConfig,
  workspaceWithAdmin,
} from './billing-stripe.test-helpers';

const suite = stripeBillingSuite();
type ErrorJson = { error: { code: string; message: string; details?: Record<string, unknown> } };

const clockTo = async (at: Date) => {
  await suite.gateway.stripe.testHelpers.testClocks.advance(suite.fake.defaultClockId, {
    frozen_time: Math.floor(at.getTime() / 1000),
  });
  await suite.fake.idle();
};
const clockNow = async () =>
  new Date((await suite.gateway.stripe.testHelpers.testClocks.retrieve(suite.fake.defaultClockId)).frozen_time * 1000);

describe('Stripe checkout', () => {
  it('buys Premium annual for 6 seats: the plan follows the signed webhooks, the trial ends, emails go once', async () => {
    const { tenant, cookie } = await workspaceWithAdmin(suite.h, 5);
    const call = caller(suite.h, cookie);
    const before = await overviewOf(call);
    expect(before.provider).toBe('stripe');
    expect(before.subscription).toBeNull();

    const { url, page } = await buyThroughCheckout(suite, call, { tier: 'premium', interval: 'annual', seats: 6 });
    expect(url.startsWith(suite.fake.url)).toBe(true);
    expect(page.status).toBe(303);
    expect(page.headers.get('location')).toBe('http://localhost:3000/dashboard/billing/overview?checkout=success');

    const after = await overviewOf(call);
    expect(after.plan).toMatchObject({ activeTier: 'premium', interval: 'annual', isTrial: false });
    expect(after.subscription).toMatchObject({
      status: 'active',
      tier: 'premium',
      interval: 'annual',
      seats: 6,
      cancelAtPeriodEnd: false,
      scheduledChange: null,
      pastDueSince: null,
      nextCharge: { amountCents: 6 * 129_000, currency: 'USD' },
      card: { brand: 'visa', last4: '4242' },
    });
    const state = await billingStateOf(suite.h, tenant.id);
    expect(state.tenant).toMatchObject({ perSeatBilling: true, selectedTier: 'premium', billingInterval: 'annual' });
    expect(state.invoices).toHaveLength(1);
    expect(state.invoices[0]).toMatchObject({ status: 'paid', amountPaidCents: 6 * 129_000, currency: 'usd' });
    expect(state.emails.toSorted()).toEqual(['invoice_ready', 'trial_converted']);

    // Every event delivered again: nothing more happens.
    for (const event of suite.fake.events().filter((e) => state.events.some((s) => s.id === e.id))) {
      expect(await suite.fake.redeliver(event.id)).toBe(200);
    }
    await suite.fake.idle();
    const again = await billingStateOf(suite.h, tenant.id);
    expect(again.emails).toHaveLength(2);
    expect(again.invoices).toHaveLength(1);

    // Per-seat Premium has no user cap: the sixth, seventh… member is a billed seat.
    const me = (await (await call('GET', '/api/me')).json()) as { access: AccessSummary };
    expect(me.access.features.maxUsers).toBe('unlimited');
  });

  it('refuses fewer seats than active members, naming both numbers, and creates nothing at Stripe', async () => {
    const { tenant, cookie } = await workspaceWithAdmin(suite.h, 6);
    const call = caller(suite.h, cookie);
    const response = await call('POST', '/api/billing/checkout', { tier: 'premium', interval: 'monthly', seats: 5 });
    expect(response.status).toBe(409);
    const body = (await response.json()) as ErrorJson;
    expect(body.error.message).toBe(STRIPE_BILLING_COPY.seatsBelowMembers(5, 7));
    expect(body.error.details).toMatchObject({ reason: 'seats-exceeded', seats: 5, activeMembers: 7 });
    expect((await billingStateOf(suite.h, tenant.id)).tenant.billingCustomerId).toBeNull();
  });

  it('refuses seats below the plan minimum and malformed counts', async () => {
    const { cookie } = await workspaceWithAdmin(suite.h);
    const call = caller(suite.h, cookie);
    const low = await call('POST', '/api/billing/checkout', { tier: 'enterprise', interval: 'monthly', seats: 2 });
    expect(low.status).toBe(409);
    expect(((await low.json()) as ErrorJson).error.message).toBe(
      STRIPE_BILLING_COPY.seatsBelowMinimum('enterprise', 5),
    );
    for (const seats of [0, 1.5, 1001, '6']) {
      const bad = await call('POST', '/api/billing/checkout', { tier: 'premium', interval: 'monthly', seats });
      expect(bad.status, String(seats)).toBe(422);
    }
  });

  it('answers a Stripe outage with a clear retry message and changes nothing', async () => {
    const { tenant, cookie } = await workspaceWithAdmin(suite.h);
    const call = caller(suite.h, cookie);
    suite.fake.failNextRequests(10);
    const response = await call('POST', '/api/billing/checkout', { tier: 'essentials', interval: 'monthly', seats: 1 });
    suite.fake.failNextRequests(0);
    expect(response.status).toBe(503);
    expect(((await response.json()) as ErrorJson).error.message).toBe(STRIPE_BILLING_COPY.providerUnavailable);
    const state = await billingStateOf(suite.h, tenant.id);
    expect(state.tenant.activeTier).toBe('trial');
    expect(state.subscription).toBeUndefined();
  });

  it('sends a second checkout of a live plan to the plan change instead', async () => {
    const { cookie } = await workspaceWithAdmin(suite.h);
    const call = caller(suite.h, cookie);
    await buyThroughCheckout(suite, call, { tier: 'essentials', interval: 'monthly', seats: 1 });
    const again = await call('POST', '/api/billing/checkout', { tier: 'premium', interval: 'monthly', seats: 5 });
    expect(again.status).toBe(409);
    expect(((await again.json()) as ErrorJson).error.message).toBe(STRIPE_BILLING_COPY.alreadySubscribed);
  });
});

describe('Stripe plan changes', () => {
  it('upgrades at once with a prorated charge, schedules a downgrade for the period end, cancels and resumes', async () => {
    const { tenant, cookie } = await workspaceWithAdmin(suite.h);
    const call = caller(suite.h, cookie);
    await buyThroughCheckout(suite, call, { tier: 'essentials', interval: 'monthly', seats: 1 });

    const up = await call('POST', '/api/billing/plan', { tier: 'premium', interval: 'monthly' });
    expect(up.status).toBe(200);
    await suite.fake.idle();
    const upgraded = await overviewOf(call);
    expect(upgraded.plan.activeTier).toBe('premium');
    expect(upgraded.subscription).toMatchObject({ tier: 'premium', seats: 5 });
    const invoices = (await billingStateOf(suite.h, tenant.id)).invoices;
    expect(invoices.length).toBe(2); // the first month, then the prorated difference charged now

    const down = await call('POST', '/api/billing/plan', { tier: 'essentials', interval: 'monthly' });
    expect(down.status).toBe(200);
    const scheduled = await overviewOf(call);
    expect(scheduled.plan.activeTier).toBe('premium');
    expect(scheduled.subscription?.scheduledChange).toMatchObject({ tier: 'essentials', interval: 'monthly' });

    const cancel = await call('POST', '/api/billing/cancel');
    expect(cancel.status).toBe(200);
    const canceled = await overviewOf(call);
    expect(canceled.subscription).toMatchObject({ cancelAtPeriodEnd: true, scheduledChange: null, nextCharge: null });
    expect((await call('POST', '/api/billing/cancel')).status).toBe(409);

    const resume = await call('POST', '/api/billing/resume');
    expect(resume.status).toBe(200);
    expect((await overviewOf(call)).subscription).toMatchObject({ cancelAtPeriodEnd: false, status: 'active' });
    expect((await call('POST', '/api/billing/resume')).status).toBe(409);
  });

  it('refuses a downgrade to a one-user plan while more members are active, saying what to do', async () => {
    const { cookie } = await workspaceWithAdmin(suite.h, 5);
    const call = caller(suite.h, cookie);
    await buyThroughCheckout(suite, call, { tier: 'premium', interval: 'monthly', seats: 6 });
    const down = await call('POST', '/api/billing/plan', { tier: 'essentials', interval: 'monthly' });
    expect(down.status).toBe(409);
    expect(((await down.json()) as ErrorJson).error.message).toBe(downgradeBlockedMessage('essentials', 6));
    expect((await overviewOf(call)).subscription?.scheduledChange).toBeNull();
  });

  it('refuses the plan already in force', async () => {
    const { cookie } = await workspaceWithAdmin(suite.h);
    const call = caller(suite.h, cookie);
    await buyThroughCheckout(suite, call, { tier: 'essentials', interval: 'monthly', seats: 1 });
    const same = await call('POST', '/api/billing/plan', { tier: 'essentials', interval: 'monthly' });
    expect(same.status).toBe(409);
    expect(((await same.json()) as ErrorJson).error.message).toBe(BILLING_COPY.samePlan('Essentials', 'monthly'));
  });

  it('makes the seats follow the members: a seventh member is a seventh billed seat', async () => {
    const { tenant, cookie } = await workspaceWithAdmin(suite.h, 5);
    const call = caller(suite.h, cookie);
    await buyThroughCheckout(suite, call, { tier: 'premium', interval: 'annual', seats: 6 });
    await createUser(suite.h.owner.db, { tenantId: tenant.id, role: 'msp_user' });
    await runBillingLifecycle(suite.deps(), new Date());
    await suite.fake.idle();
    expect((await overviewOf(call)).subscription?.seats).toBe(7);
  });
});

describe('dunning', () => {
  it('a failed renewal: payment failed at once, warning, final notice, suspension with the subscription canceled', async () => {
    const { tenant, cookie } = await workspaceWithAdmin(suite.h);
    const call = caller(suite.h, cookie);
    await buyThroughCheckout(suite, call, { tier: 'essentials', interval: 'monthly', seats: 1 });
    const state = await billingStateOf(suite.h, tenant.id);
    suite.fake.setCardBehavior(state.tenant.billingCustomerId!, 'decline');
    const renewal = state.subscription!.currentPeriodEnd!;
    await clockTo(new Date(renewal.getTime() + 60_000));

    const failed = await billingStateOf(suite.h, tenant.id);
    expect(failed.subscription).toMatchObject({ status: 'past_due' });
    expect(failed.subscription?.pastDueSince).not.toBeNull();
    expect(failed.emails.filter((t) => t === 'payment_failed')).toHaveLength(1);
    expect((await overviewOf(call)).plan.accessLevel).toBe('full');

    const since = failed.subscription!.pastDueSince!;
    // Two runs at once at each step, as two worker processes would: every step still goes once.
    const twice = (at: Date) =>
      Promise.all([runBillingLifecycle(suite.deps(), at), runBillingLifecycle(suite.deps(), at)]);
    await twice(new Date(since.getTime() + 3 * DAY_MS + 1000));
    await twice(new Date(since.getTime() + 3 * DAY_MS + 2000));
    await twice(new Date(since.getTime() + 7 * DAY_MS + 1000));
    const suspensions = await twice(new Date(since.getTime() + 10 * DAY_MS + 1000));
    expect(suspensions.map((run) => run.dunning.failed)).toEqual([0, 0]);
    await suite.fake.idle();
    const suspended = await billingStateOf(suite.h, tenant.id);
    expect(suspended.emails.filter((t) => t?.startsWith('payment_') || t === 'account_suspended')).toEqual([
      'payment_failed',
      'payment_warning',
      'payment_final_notice',
      'account_suspended',
    ]);
    expect(suspended.tenant).toMatchObject({ activeTier: 'suspended', perSeatBilling: false, suspended: false });
    expect(suspended.subscription?.status).toBe('canceled');
    const overview = await overviewOf(call);
    expect(overview.plan.accessLevel).toBe('suspended');
    // Data is kept; a new plan can be bought.
    expect(
      (await call('POST', '/api/billing/checkout', { tier: 'essentials', interval: 'monthly', seats: 1 })).status,
    ).toBe(200);
  });

  it('a payment that recovers restores the plan and says so once', async () => {
    const { tenant, cookie } = await workspaceWithAdmin(suite.h);
    const call = caller(suite.h, cookie);
    await buyThroughCheckout(suite, call, { tier: 'essentials', interval: 'monthly', seats: 1 });
    const state = await billingStateOf(suite.h, tenant.id);
    const customer = state.tenant.billingCustomerId!;
    suite.fake.setCardBehavior(customer, 'decline');
    const now = await clockNow();
    const renewal = state.subscription!.currentPeriodEnd!;
    await clockTo(new Date(Math.max(renewal.getTime(), now.getTime()) + 60_000));
    expect((await billingStateOf(suite.h, tenant.id)).subscription?.status).toBe('past_due');

    suite.fake.setCardBehavior(customer, 'succeed');
    await clockTo(new Date((await clockNow()).getTime() + 3 * DAY_MS + 60_000)); // the retry at +3 days pays
    const recovered = await billingStateOf(suite.h, tenant.id);
    expect(recovered.subscription).toMatchObject({ status: 'active', pastDueSince: null });
    expect(recovered.emails.filter((t) => t === 'payment_recovered')).toHaveLength(1);
    expect((await overviewOf(call)).subscription?.pastDueSince).toBeNull();
  });
});

describe('GET /api/billing/history', () => {
  it('lists the invoices newest first with their PDF links', async () => {
    const { cookie } = await workspaceWithAdmin(suite.h);
    const call = caller(suite.h, cookie);
    await buyThroughCheckout(suite, call, { tier: 'essentials', interval: 'monthly', seats: 1 });
    const history = (await (await call('GET', '/api/billing/history')).json()) as {
      items: { kind: string; amountCents: number; pdfUrl: string | null; currency: string }[];
      nextCursor: string | null;
    };
    const invoices = history.items.filter((i) => i.kind === 'invoice');
    expect(invoices).toHaveLength(1);
    expect(invoices[0]).toMatchObject({ amountCents: 9_900, currency: 'USD' });
    expect(invoices[0]?.pdfUrl).toContain(suite.fake.url);
    expect(history.items.some((i) => i.kind === 'plan_change')).toBe(true);
    expect(history.nextCursor).toBeNull();
  });
});

describe('secrets', () => {
  it('never logs the Stripe key or the webhook signing secret, whatever happened above', async () => {
    const { cookie } = await workspaceWithAdmin(suite.h);
    suite.fake.failNextRequests(10);
    await caller(suite.h, cookie)('POST', '/api/billing/checkout', {
      tier: 'essentials',
      interval: 'monthly',
      seats: 1,
    });
    suite.fake.failNextRequests(0);
    const logs = suite.h.log.text();
    expect(logs.length).toBeGreaterThan(0);
    expect(logs).not.toContain(stripeTestConfig(suite.fake).secretKey);
    expect(logs).not.toContain(STRIPE_TEST_SECRET);
  });
});
