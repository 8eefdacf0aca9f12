// Stripe billing (docs/decisions/0057-stripe-billing.md), against the local Stripe fake.
// Webhooks: the real server (prebuilt, its own embedded database) with Stripe pointed at the fake; 100 workspaces
// subscribe through the fake's Checkout. With deliveries held back, ~800 seat, plan and cancel changes and a few
// declined renewals are made at the fake; its events, plus duplicates (10 %) and same-workspace swaps (10 %), are
// signed before the clock starts and posted by 20 senders × 5 req/s; then every workspace must equal its live
// subscription. The billing cron: in-process on a scratch database, 10,000 workspaces seeded with SQL, of which
// 100 are past due 1–12 days (their subscriptions exist at the fake, so a suspension really cancels one).
import { withScratchStack } from './scratch-stack';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  BILLING_INTERVALS,
  LIVE_SUBSCRIPTION_STATUSES,
  PAID_TIERS,
  planChangeKind,
  TIER_PRICES_CENTS,
  type BillingInterval,
  type PaidTier,
} from '@scopewright/domain';
import type Stripe from 'stripe';
import { runBillingLifecycle, STRIPE_WEBHOOK_PATH } from '../apps/api/src/modules/billing';
import { priceVariable, type StripeConfig } from '../apps/api/src/platform/billing/stripe-env';
import { StripeGateway } from '../apps/api/src/platform/billing/stripe-gateway';
import { SEND_EMAIL_QUEUE_DEFINITION } from '../apps/api/src/platform/mail/send-email-worker';
import { FAKE_PRICE_IDS, startStripeFake, type StripeFake } from '../apps/api/src/testing/stripe-fake';
import { connectBenchDatabase, percentile, startServer } from './lib';

const SECRET_KEY = 'sk_test_bench';
const WEBHOOK_SECRET = 'whsec_bench';
const DAY_S = 24 * 60 * 60;
const APP_URL = 'https://app.scopewright.example';

const WORKSPACES = 100;
/** Workspaces on a test clock of their own, so their renewal can be run without renewing everyone. */
const CLOCKED = 10;
const DECLINED_RENEWALS = 6;
const RECOVERED_RENEWALS = 2;
/** Changes are made until the fake has recorded this many events; duplicates fill the delivery up to DELIVERIES. */
const RECORDED_EVENTS = 900;
const DELIVERIES = 1_000;
const SWAPPED_PAIRS = 50;
const SENDERS = 20;
const RATE_PER_SENDER = 5;
const SERVICE_SAMPLES = 200;

const CRON_WORKSPACES = 10_000;
const CRON_TRIALS = 6_000;
const CRON_ESSENTIALS = 2_000;
const CRON_PREMIUM = 1_500;
const CRON_PAST_DUE = 100;
const DUNNING_EMAILS = ['payment_warning', 'payment_final_notice', 'account_suspended'];

interface Plan {
  tier: PaidTier;
  interval: BillingInterval;
  priceId: string;
}
const PLANS: Plan[] = PAID_TIERS.flatMap((tier) =>
  BILLING_INTERVALS.map((interval) => ({ tier, interval, priceId: FAKE_PRICE_IDS[`${tier}_${interval}`] })),
);
const planOfPrice = new Map(PLANS.map((plan) => [plan.priceId, plan]));
const minimumSeats = (tier: PaidTier) => TIER_PRICES_CENTS[tier].minUsers;

type Query = (text: string, values?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

/** A seeded pseudo-random sequence in [0, 1): the same changes on every run. */
function seededRandom(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function gatewayFor(fake: StripeFake): StripeGateway {
  const prices = Object.fromEntries(
    PAID_TIERS.map((tier) => [
      tier,
      { monthly: FAKE_PRICE_IDS[`${tier}_monthly`], annual: FAKE_PRICE_IDS[`${tier}_annual`] },
    ]),
  ) as StripeConfig['prices'];
  return new StripeGateway({
    secretKey: SECRET_KEY,
    webhookSecret: WEBHOOK_SECRET,
    apiBase: new URL(fake.url),
    prices,
  });
}

/** Each workspace matching `tenantFilter` gets an msp_admin (its contact) and `members` - 1 msp_users. */
async function insertMembers(query: Query, tenantFilter: string, members: string) {
  await query(`
    with m as materialized (
      select gen_random_uuid() as id, t.id as tenant_id, g = 1 as is_admin,
        case when g = 1 then 'owner@' else 'member-' || g || '@' end || t.domain as email
      from tenants t cross join lateral generate_series(1, ${members}) as g
      where ${tenantFilter}
    ), u as (insert into users (id, name, email, email_verified) select id, 'Bench Member', email, true from m),
    r as (
      insert into user_roles (id, user_id, role, tenant_id)
      select gen_random_uuid(), id, case when is_admin then 'msp_admin' else 'msp_user' end, tenant_id from m
    )
    insert into profiles (id, email, first_name, role, tenant_id, is_owner, onboarding_completed)
    select id, email, 'Bench', case when is_admin then 'msp_admin' else 'msp_user' end, tenant_id, is_admin, true
    from m`);
}

/** A customer (stored by `onCustomer` before anything can be delivered about it), then Checkout with a good card. */
async function subscribeAtFake(
  stripe: Stripe,
  input: { tenantId: string; plan: Plan; seats: number; clockId?: string },
  onCustomer: (customerId: string) => Promise<unknown>,
) {
  const { tenantId } = input;
  const customer = await stripe.customers.create(
    { name: `Bench ${tenantId}`, metadata: { tenantId }, ...(input.clockId ? { test_clock: input.clockId } : {}) },
    { idempotencyKey: `customer:${tenantId}` },
  );
  await onCustomer(customer.id);
  const session = await stripe.checkout.sessions.create({
    mode: 'subscription',
    customer: customer.id,
    client_reference_id: tenantId,
    line_items: [{ price: input.plan.priceId, quantity: input.seats }],
    subscription_data: { metadata: { tenantId } },
    metadata: { tenantId },
    success_url: `${APP_URL}/billing/payment?checkout={CHECKOUT_SESSION_ID}`,
    cancel_url: `${APP_URL}/billing`,
  });
  const page = await fetch(session.url!, {
    method: 'POST',
    body: new URLSearchParams({ quantity: String(input.seats), card_number: '4242 4242 4242 4242' }),
    redirect: 'manual',
  });
  if (page.status !== 303) throw new Error(`checkout page answered ${page.status}: ${await page.text()}`);
  const completed = await stripe.checkout.sessions.retrieve(session.id);
  const subscription = await stripe.subscriptions.retrieve(String(completed.subscription));
  return { customerId: customer.id, subscriptionId: subscription.id, itemId: subscription.items.data[0]!.id };
}

interface Subscribed {
  tenantId: string;
  customerId: string;
  subscriptionId: string;
  itemId: string;
  clockId: string | null;
  plan: Plan;
  seats: number;
  cancelAtPeriodEnd: boolean;
}

/** One change made at Stripe: seats (the most common: members come and go), another of the six prices, cancel/resume. */
async function changeAtFake(stripe: Stripe, w: Subscribed, random: () => number) {
  const roll = random();
  const kind = roll < 0.6 ? (minimumSeats(w.plan.tier) > 1 ? 'seats' : 'cancel') : roll < 0.8 ? 'plan' : 'cancel';
  let updated: Stripe.Subscription;
  if (kind === 'seats') {
    const seats = 5 + Math.floor(random() * 20);
    const quantity = seats === w.seats ? seats + 1 : seats;
    updated = await stripe.subscriptions.update(w.subscriptionId, {
      items: [{ id: w.itemId, quantity }],
      proration_behavior: quantity > w.seats ? 'create_prorations' : 'none',
    });
  } else if (kind === 'plan') {
    const others = PLANS.filter((p) => p.priceId !== w.plan.priceId);
    const plan = others[Math.floor(random() * others.length)]!;
    const quantity = minimumSeats(plan.tier) > 1 ? Math.max(minimumSeats(plan.tier), w.seats) : 1;
    updated = await stripe.subscriptions.update(w.subscriptionId, {
      items: [{ id: w.itemId, price: plan.priceId, quantity }],
      proration_behavior: planChangeKind(w.plan, plan) === 'upgrade' ? 'always_invoice' : 'none',
    });
  } else {
    updated = await stripe.subscriptions.update(w.subscriptionId, { cancel_at_period_end: !w.cancelAtPeriodEnd });
  }
  const item = updated.items.data[0]!;
  Object.assign(w, { plan: planOfPrice.get(item.price.id)!, seats: item.quantity ?? 1 });
  w.cancelAtPeriodEnd = updated.cancel_at_period_end;
}

/** Runs the workspace's renewal on its own clock (`after` seconds past the period end); returns the renewal time. */
async function advancePastRenewal(stripe: Stripe, w: Subscribed, after: number) {
  const live = await stripe.subscriptions.retrieve(w.subscriptionId);
  const renewal = live.items.data[0]!.current_period_end;
  await stripe.testHelpers.testClocks.advance(w.clockId!, { frozen_time: renewal + after });
  return renewal;
}

const customerOf = (event: Stripe.Event) => String((event.data.object as { customer?: unknown }).customer);

/** The recorded events with SWAPPED_PAIRS pairs of one workspace's events swapped, then repeats up to DELIVERIES. */
function deliveryOrder(recorded: Stripe.Event[], random: () => number): Stripe.Event[] {
  const list = [...recorded];
  const swapped = new Set<number>();
  while (swapped.size < SWAPPED_PAIRS * 2) {
    const i = Math.floor(random() * list.length);
    if (swapped.has(i)) continue;
    const j = list.findIndex((e, k) => k > i && !swapped.has(k) && customerOf(e) === customerOf(list[i]!));
    if (j < 0) continue;
    [list[i], list[j]] = [list[j]!, list[i]!];
    swapped.add(i).add(j);
  }
  while (list.length < DELIVERIES) {
    const i = Math.floor(random() * list.length);
    list.splice(i + 1 + Math.floor(random() * (list.length - i)), 0, list[i]!);
  }
  return list;
}

interface Signed {
  body: string;
  signature: string;
}

/** `senders` senders at `rate` a second each, taking the next delivery from one queue (Stripe's order, roughly). */
async function deliver(url: string, requests: Signed[], senders: number, rate: number) {
  const times: number[] = [];
  let non200 = 0;
  let duplicates = 0;
  let next = 0;
  await Promise.all(
    Array.from({ length: senders }, async (_, sender) => {
      const started = performance.now() + (sender * 1000) / senders / rate;
      for (let k = 0; next < requests.length; k += 1) {
        const wait = started + (k * 1000) / rate - performance.now();
        if (wait > 0) await sleep(wait);
        const request = requests[next++];
        if (!request) break;
        const t = performance.now();
        const response = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'stripe-signature': request.signature },
          body: request.body,
        });
        const answer = (await response.json().catch(() => null)) as { duplicate?: boolean } | null;
        times.push(performance.now() - t);
        if (response.status !== 200) non200 += 1;
        else if (answer?.duplicate) duplicates += 1;
      }
    }),
  );
  return { times, non200, duplicates };
}

/** Workspaces whose billing row and plan equal their live subscription at the fake; the first few differences. */
async function convergence(query: Query, stripe: Stripe, workspaces: Subscribed[]) {
  const { rows } = await query(
    `select t.id as tenant_id, t.active_tier, s.subscription_id, s.tier, s.interval, s.seats, s.status,
       s.cancel_at_period_end
     from tenants t left join billing_subscriptions s on s.tenant_id = t.id where t.id = any($1::uuid[])`,
    [workspaces.map((w) => w.tenantId)],
  );
  const stored = new Map(rows.map((row) => [row.tenant_id, row]));
  const differences: string[] = [];
  let converged = 0;
  for (const w of workspaces) {
    const live = await stripe.subscriptions.retrieve(w.subscriptionId);
    const item = live.items.data[0]!;
    const plan = planOfPrice.get(item.price.id)!;
    const expected: Record<string, unknown> = {
      subscription_id: live.id,
      tier: plan.tier,
      interval: plan.interval,
      seats: item.quantity,
      status: live.status,
      cancel_at_period_end: live.cancel_at_period_end,
      active_tier: (LIVE_SUBSCRIPTION_STATUSES as readonly string[]).includes(live.status) ? plan.tier : 'suspended',
    };
    const row = stored.get(w.tenantId) ?? {};
    const wrong = Object.keys(expected).filter((key) => row[key] !== expected[key]);
    if (wrong.length === 0) converged += 1;
    else differences.push(`${w.tenantId}: ${wrong.map((k) => `${k} ${String(row[k])} ≠ ${String(expected[k])}`)}`);
  }
  return { converged, differences: differences.slice(0, 5) };
}

export interface StripeWebhookBenchResult {
  changes: number;
  recorded: number;
  deliveries: number;
  duplicatesSent: number;
  p50: number;
  p95: number;
  /** One sender, back to back: the service time, with the machine's other load as it is. */
  serviceP50: number;
  serviceP95: number;
  non200: number;
  duplicateAnswers: number;
  converged: number;
  differences: string[];
}

export async function benchStripeWebhooks(): Promise<StripeWebhookBenchResult> {
  const dataDir = mkdtempSync(join(tmpdir(), 'scopewright-bench-stripe-'));
  const fake = await startStripeFake({ webhookSecret: WEBHOOK_SECRET });
  const stripe = gatewayFor(fake).stripe;
  const server = await startServer({
    DATA_DIR: dataDir,
    DEMO_PASSWORD: 'Bench-demo-pass-1',
    STRIPE_SECRET_KEY: SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_BASE: fake.url,
    ...Object.fromEntries(PLANS.map((plan) => [priceVariable(plan.tier, plan.interval), plan.priceId])),
  });
  const webhookUrl = `${server.url}${STRIPE_WEBHOOK_PATH}`;
  const db = connectBenchDatabase(dataDir);
  try {
    await db.connect();
    const query: Query = (text, values) => db.query(text, values);
    const { rows } = await db.query<{ id: string }>(
      `insert into tenants (id, name, domain, trial_start_date, trial_end_date, contact_email)
       select gen_random_uuid(), 'Stripe bench MSP ' || i, 'stripe-bench-' || i || '.test', now() - interval '3 days',
         now() + interval '11 days', 'owner@stripe-bench-' || i || '.test'
       from generate_series(1, $1::int) as i order by i returning id`,
      [WORKSPACES],
    );
    await insertMembers(query, `t.domain like 'stripe-bench-%'`, '1');

    fake.setWebhookUrl(webhookUrl);
    const workspaces: Subscribed[] = [];
    for (const [i, { id: tenantId }] of rows.entries()) {
      const clockId =
        i < CLOCKED
          ? (await stripe.testHelpers.testClocks.create({ frozen_time: Math.floor(Date.now() / 1000) })).id
          : null;
      const plan = PLANS[i % PLANS.length]!;
      const seats = minimumSeats(plan.tier) > 1 ? 5 + (i % 8) : 1;
      const ids = await subscribeAtFake(
        stripe,
        { tenantId, plan, seats, ...(clockId ? { clockId } : {}) },
        (customer) => db.query('update tenants set billing_customer_id = $2 where id = $1', [tenantId, customer]),
      );
      workspaces.push({ tenantId, ...ids, clockId, plan, seats, cancelAtPeriodEnd: false });
    }
    await fake.idle();

    // Held back from here: the fake records the events; the bench delivers them.
    fake.setWebhookUrl(null);
    const before = fake.events().length;
    const random = seededRandom(57);
    const clocked = workspaces.filter((w) => w.clockId);
    for (const w of clocked.slice(0, DECLINED_RENEWALS)) {
      fake.setCardBehavior(w.customerId, 'decline');
      const renewal = await advancePastRenewal(stripe, w, 3_600);
      if (clocked.indexOf(w) < RECOVERED_RENEWALS) {
        fake.setCardBehavior(w.customerId, 'succeed');
        await stripe.testHelpers.testClocks.advance(w.clockId!, { frozen_time: renewal + 3 * DAY_S + 3_600 });
      }
    }
    let changes = DECLINED_RENEWALS + RECOVERED_RENEWALS;
    // Every change records 1–2 events: a third of the remaining ones per batch never overshoots by more than one.
    for (let count = 0; count < RECORDED_EVENTS; count = fake.events().length - before) {
      for (let n = Math.max(1, Math.floor((RECORDED_EVENTS - count) / 3)); n > 0; n -= 1, changes += 1) {
        await changeAtFake(stripe, workspaces[Math.floor(random() * workspaces.length)]!, random);
      }
    }
    const recorded = fake.events().slice(before);
    const sign = (event: Stripe.Event): Signed => {
      const body = JSON.stringify(event);
      return { body, signature: stripe.webhooks.generateTestHeaderString({ payload: body, secret: WEBHOOK_SECRET }) };
    };
    const requests = deliveryOrder(recorded, random).map(sign);
    const replays = recorded.slice(0, SERVICE_SAMPLES).map((event) => sign({ ...event, id: `${event.id}_replay` }));
    await db.query('checkpoint');

    const sent = await deliver(webhookUrl, requests, SENDERS, RATE_PER_SENDER);
    const { converged, differences } = await convergence(query, stripe, workspaces);
    // The same events again under new ids (each applied afresh), one at a time: the service time.
    const service = await deliver(webhookUrl, replays, 1, Infinity);
    return {
      changes,
      recorded: recorded.length,
      deliveries: requests.length,
      duplicatesSent: requests.length - recorded.length,
      p50: percentile(sent.times, 50),
      p95: percentile(sent.times, 95),
      serviceP50: percentile(service.times, 50),
      serviceP95: percentile(service.times, 95),
      non200: sent.non200 + service.non200,
      duplicateAnswers: sent.duplicates,
      converged,
      differences,
    };
  } finally {
    await db.end().catch(() => undefined);
    await server.stop();
    await fake.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export interface BillingCronRun {
  ms: number;
  expiredTrials: number;
  suspended: number;
  dunningEmails: number;
}

export interface BillingCronBenchResult {
  workspaces: number;
  pastDue: number;
  cancelledAtFake: number;
  first: BillingCronRun;
  second: BillingCronRun;
}

async function seedCronWorkspaces(query: Query, stripe: Stripe, now: Date) {
  await query(
    `insert into tenants (id, name, domain, trial_start_date, trial_end_date, active_tier, selected_tier,
       billing_interval, contact_email, billing_customer_id, per_seat_billing)
     select gen_random_uuid(), 'Billing bench MSP ' || i, 'billing-bench-' || i || '.test',
       case when i <= $2 then $1::timestamptz - (i::bigint * 21 * 86400 / $2) * interval '1 second' end,
       case when i <= $2 then $1::timestamptz - (i::bigint * 21 * 86400 / $2) * interval '1 second' + interval '14 days' end,
       case when i <= $2 then 'trial' when i <= $2 + $3 then 'essentials' when i <= $2 + $3 + $4 then 'premium'
         else 'enterprise' end,
       case when i <= $2 then 'enterprise' when i <= $2 + $3 then 'essentials' when i <= $2 + $3 + $4 then 'premium'
         else 'enterprise' end,
       case when i > $2 then case when i % 3 = 0 then 'annual' else 'monthly' end end,
       'owner@billing-bench-' || i || '.test', case when i > $2 then 'cus_bench_' || i end, i > $2
     from generate_series(1, $5::int) as i`,
    [now, CRON_TRIALS, CRON_ESSENTIALS, CRON_PREMIUM, CRON_WORKSPACES],
  );
  await insertMembers(
    query,
    't.billing_customer_id is not null',
    `case when t.active_tier = 'essentials' then 1 else 1 + abs(hashtext(t.id::text)) % 12 end`,
  );
  // Seats equal the members (never below the plan's minimum): the cron has no seat drift to send.
  await query(
    `insert into billing_subscriptions (tenant_id, customer_id, subscription_id, item_id, tier, interval, seats,
       status, current_period_end, provider_state_at)
     select t.id, t.billing_customer_id, replace(t.billing_customer_id, 'cus_', 'sub_'),
       replace(t.billing_customer_id, 'cus_', 'si_'), t.active_tier, t.billing_interval,
       case when t.active_tier = 'essentials' then 1
         else greatest(5, (select count(*) from profiles p where p.tenant_id = t.id and p.role in ('msp_user', 'msp_admin')))
       end,
       'active', $1::timestamptz + (1 + abs(hashtext(t.id::text)) % 28) * interval '1 day', $1::timestamptz
     from tenants t where t.billing_customer_id is not null`,
    [now],
  );
  // Past due 1–12 days since a failed renewal, each on a subscription that exists at the fake.
  const { rows } = await query(
    `select s.tenant_id, s.tier, s.interval, s.seats from billing_subscriptions s
     order by hashtext(s.tenant_id::text) limit $1`,
    [CRON_PAST_DUE],
  );
  for (const [k, row] of rows.entries()) {
    const tenantId = String(row.tenant_id);
    const plan = PLANS.find((p) => p.tier === row.tier && p.interval === row.interval)!;
    const seats = Number(row.seats);
    const ids = await subscribeAtFake(stripe, { tenantId, plan, seats }, () => Promise.resolve());
    const since = new Date(now.getTime() - (1 + (k * 11) / (CRON_PAST_DUE - 1)) * DAY_S * 1000);
    const invoiceId = `in_bench_past_due_${k}`;
    await query('update tenants set billing_customer_id = $2 where id = $1', [tenantId, ids.customerId]);
    await query(
      `update billing_subscriptions set customer_id = $2, subscription_id = $3, item_id = $4, status = 'past_due',
         past_due_since = $5, past_due_invoice_id = $6 where tenant_id = $1`,
      [tenantId, ids.customerId, ids.subscriptionId, ids.itemId, since, invoiceId],
    );
    await query(
      `insert into billing_invoices (tenant_id, id, provider_invoice_id, status, billing_reason, amount_due_cents,
         amount_paid_cents, currency, attempt_count, issued_at, provider_state_at)
       values ($1, gen_random_uuid(), $2, 'open', 'subscription_cycle', $3, 0, 'usd', 1, $4, $4)`,
      [tenantId, invoiceId, seats * 12_900, since],
    );
  }
  await query('analyze');
}

export async function benchBillingCron(): Promise<BillingCronBenchResult> {
  return withScratchStack(
    'scopewright_bench_billing',
    [SEND_EMAIL_QUEUE_DEFINITION],
    async ({ owner, database, jobs, logger }) => {
      const fake = await startStripeFake({ webhookSecret: WEBHOOK_SECRET });
      const gateway = gatewayFor(fake);
      try {
        const query: Query = (text, values) => owner.pool.query(text, values);
        const now = new Date();
        await seedCronWorkspaces(query, gateway.stripe, now);
        const deps = {
          database,
          stripe: gateway,
          mail: { jobs, transport: 'outbox' as const },
          appUrl: APP_URL,
          logger,
        };
        const dunningEmails = async () =>
          Number(
            (await query('select count(*) from email_logs where template_name = any($1)', [DUNNING_EMAILS])).rows[0]!
              .count,
          );
        const timed = async (at: Date): Promise<BillingCronRun> => {
          const emailsBefore = await dunningEmails();
          const started = performance.now();
          const outcome = await runBillingLifecycle(deps, at);
          const ms = performance.now() - started;
          return {
            ms,
            expiredTrials: outcome.expiredTrials,
            suspended: outcome.dunning.suspended,
            dunningEmails: (await dunningEmails()) - emailsBefore,
          };
        };
        const first = await timed(now);
        const second = await timed(new Date(now.getTime() + 60_000));
        const cancelledAtFake = fake.events().filter((e) => e.type === 'customer.subscription.deleted').length;
        return { workspaces: CRON_WORKSPACES, pastDue: CRON_PAST_DUE, cancelledAtFake, first, second };
      } finally {
        await fake.close();
      }
    },
  );
}

export interface StripeBillingBenchResult {
  webhooks: StripeWebhookBenchResult;
  cron: BillingCronBenchResult;
}

export async function benchStripeBilling(): Promise<StripeBillingBenchResult> {
  return { webhooks: await benchStripeWebhooks(), cron: await benchBillingCron() };
}

/** The rows `npm run bench` records: name, value, unit, budget, and whether the budget is a floor. */
export const STRIPE_BILLING_ROWS = ({ webhooks: w, cron: c }: StripeBillingBenchResult) => {
  const load = `${w.deliveries.toLocaleString('en')} events from ${w.changes} changes to ${WORKSPACES} workspaces, ${w.duplicatesSent} repeated, ${SWAPPED_PAIRS * 2} swapped; ${SENDERS} senders × ${RATE_PER_SENDER} req/s`;
  const cron = `${c.workspaces.toLocaleString('en')} workspaces, ${c.pastDue} past due`;
  const rows: [string, number, string, number, boolean?][] = [
    [`Stripe webhook p95 (${load})`, w.p95, 'ms', 50],
    ['Stripe webhook p50', w.p50, 'ms', Infinity],
    ['Stripe webhook p50, 1 sender back to back (service time)', w.serviceP50, 'ms', Infinity],
    ['Stripe webhook p95, 1 sender back to back', w.serviceP95, 'ms', Infinity],
    [`Stripe webhooks: workspaces equal to their live subscription`, w.converged, `of ${WORKSPACES}`, WORKSPACES, true],
    ['Stripe webhooks: answers other than 200', w.non200, 'requests', 0],
    [
      `Stripe webhooks: answered as duplicates (${w.duplicatesSent} repeats sent)`,
      w.duplicateAnswers,
      'events',
      Infinity,
    ],
    [`billing cron, first run (${cron})`, c.first.ms, 'ms', 10_000],
    [`billing cron, second run with nothing new due (${c.second.dunningEmails} emails)`, c.second.ms, 'ms', 10_000],
    ['billing cron: trials expired (first run)', c.first.expiredTrials, 'workspaces', Infinity],
    ['billing cron: dunning emails queued (first run)', c.first.dunningEmails, 'emails', Infinity],
    [
      `billing cron: suspensions (first run; ${c.cancelledAtFake} cancelled at the fake)`,
      c.first.suspended,
      'workspaces',
      Infinity,
    ],
  ];
  return rows;
};
