import { serve, type ServerType } from '@hono/node-server';
import {
  billingInvoices,
  billingSubscriptions,
  emailLogs,
  lifecycleEmailSends,
  stripeEvents,
  tenants,
  withPlatform,
  type NewTenant,
} from '@scopewright/db';
import { createTenant, createUser } from '@scopewright/db/testing';
import type { BillingOverview } from '@scopewright/domain';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { StripeGateway } from '../../platform/billing/stripe-gateway';
import type { StripeConfig } from '../../platform/billing/stripe-env';
import { createIdentityApp } from '../../testing/create-identity-app';
import { APP_URL } from '../../testing/create-test-app';
import { signInAs } from '../../testing/sign-in-as';
import { FAKE_PRICE_IDS, startStripeFake, type StripeFake } from '../../testing/stripe-fake';
import type { BillingDeps } from './billing-deps';
import { STRIPE_WEBHOOK_PATH } from './billing.routes';

export const STRIPE_TEST_SECRET = 'whsec_billing_tests';
export const DAY_MS = 24 * 60 * 60 * 1000;

export function stripeTestConfig(fake: StripeFake): StripeConfig {
  return {
    secretKey: 'sk_test_billing',
    webhookSecret: STRIPE_TEST_SECRET,
    apiBase: new URL(fake.url),
    prices: {
      essentials: { monthly: FAKE_PRICE_IDS.essentials_monthly, annual: FAKE_PRICE_IDS.essentials_annual },
      premium: { monthly: FAKE_PRICE_IDS.premium_monthly, annual: FAKE_PRICE_IDS.premium_annual },
      enterprise: { monthly: FAKE_PRICE_IDS.enterprise_monthly, annual: FAKE_PRICE_IDS.enterprise_annual },
    },
  };
}

type Harness = Awaited<ReturnType<typeof createIdentityApp>>;

/**
 * The app on its own database with Stripe pointed at the fake, listening on a real port so the fake's signed
 * webhooks reach it as Stripe's would.
 */
export function stripeBillingSuite() {
  const suite = {} as {
    h: Harness;
    fake: StripeFake;
    gateway: StripeGateway;
    server: ServerType;
    deps: () => BillingDeps;
  };
  beforeAll(async () => {
    suite.fake = await startStripeFake({ webhookSecret: STRIPE_TEST_SECRET });
    suite.gateway = new StripeGateway(stripeTestConfig(suite.fake));
    suite.h = await createIdentityApp({ billing: { stripe: suite.gateway } });
    const port = await new Promise<number>((resolve) => {
      suite.server = serve({ fetch: suite.h.app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => resolve(info.port));
    });
    suite.fake.setWebhookUrl(`http://127.0.0.1:${port}${STRIPE_WEBHOOK_PATH}`);
    suite.deps = () => ({
      database: suite.h.database,
      stripe: suite.gateway,
      mail: { jobs: suite.h.jobs, transport: 'outbox' },
      appUrl: APP_URL,
      logger: suite.h.log.logger,
    });
  }, 60_000);
  afterAll(async () => {
    await new Promise<void>((resolve) => (suite.server ? suite.server.close(() => resolve()) : resolve()));
    await suite.fake?.close();
    await suite.h?.close();
  });
  return suite;
}

export async function workspaceWithAdmin(h: Harness, members = 0, overrides: Partial<NewTenant> = {}) {
  const tenant = await createTenant(h.owner.db, overrides);
  const admin = await createUser(h.owner.db, { tenantId: tenant.id, role: 'msp_admin' });
  for (let i = 0; i < members; i++) await createUser(h.owner.db, { tenantId: tenant.id, role: 'msp_user' });
  const cookie = (await signInAs(h.owner.db, admin.user.id)).cookie;
  return { tenant, admin, cookie };
}

export function caller(h: Harness, cookie: string) {
  return async (method: 'GET' | 'POST', path: string, body?: unknown) => {
    const headers: Record<string, string> = { Origin: APP_URL, Cookie: cookie };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    return h.app.request(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  };
}

export async function overviewOf(call: ReturnType<typeof caller>): Promise<BillingOverview> {
  return (await (await call('GET', '/api/billing')).json()) as BillingOverview;
}

/** Checkout as a user does it: our API for the session, the fake's hosted page for the card, then the webhooks. */
export async function buyThroughCheckout(
  suite: ReturnType<typeof stripeBillingSuite>,
  call: ReturnType<typeof caller>,
  input: { tier: string; interval: string; seats: number; card?: string },
) {
  const response = await call('POST', '/api/billing/checkout', {
    tier: input.tier,
    interval: input.interval,
    seats: input.seats,
  });
  if (response.status !== 200) throw new Error(`checkout answered ${response.status}: ${await response.text()}`);
  const { url } = (await response.json()) as { url: string };
  const page = await fetch(url, {
    method: 'POST',
    body: new URLSearchParams({ quantity: String(input.seats), card_number: input.card ?? '4242 4242 4242 4242' }),
    redirect: 'manual',
  });
  await suite.fake.idle();
  return { url, page };
}

export async function billingStateOf(h: Harness, tenantId: string) {
  return withPlatform({ db: h.owner.db }, async (tx) => ({
    tenant: (await tx.select().from(tenants).where(eq(tenants.id, tenantId)))[0]!,
    subscription: (await tx.select().from(billingSubscriptions).where(eq(billingSubscriptions.tenantId, tenantId)))[0],
    invoices: await tx.select().from(billingInvoices).where(eq(billingInvoices.tenantId, tenantId)),
    events: await tx.select().from(stripeEvents).where(eq(stripeEvents.tenantId, tenantId)),
    steps: (
      await tx
        .select({ step: lifecycleEmailSends.step, skipped: lifecycleEmailSends.skippedReason })
        .from(lifecycleEmailSends)
        .where(eq(lifecycleEmailSends.tenantId, tenantId))
        .orderBy(asc(lifecycleEmailSends.createdAt))
    ).map((row) => row.step),
    emails: (
      await tx
        .select({ template: emailLogs.templateName })
        .from(emailLogs)
        .where(eq(emailLogs.tenantId, tenantId))
        .orderBy(asc(emailLogs.createdAt))
    ).map((row) => row.template),
  }));
}
