import { FAKE_PRICE_IDS } from '../apps/api/src/testing/stripe-fake/fake-catalog';

/**
 * The second e2e server (playwright.config.ts): its own embedded database (DATA_DIR .data/e2e-stripe) and mailbox,
 * billing through the Stripe fake, so the main server keeps the manual provider that `npm start` runs.
 */
export const STRIPE_E2E_PORT = Number(process.env.E2E_STRIPE_PORT ?? 3110);
export const STRIPE_E2E_URL = `http://localhost:${STRIPE_E2E_PORT}`;
export const STRIPE_MAILBOX_PORT = Number(process.env.E2E_STRIPE_MAILBOX_PORT ?? 3196);
export const STRIPE_FAKE_PORT = Number(process.env.E2E_STRIPE_FAKE_PORT ?? 3197);
export const STRIPE_FAKE_URL = `http://127.0.0.1:${STRIPE_FAKE_PORT}`;

/** The server's Stripe variables for the fake (as `npm run stripe:fake` prints them). */
export function stripeFakeEnv(fakeUrl: string, webhookSecret: string): Record<string, string> {
  return {
    STRIPE_SECRET_KEY: 'sk_test_e2e',
    STRIPE_WEBHOOK_SECRET: webhookSecret,
    STRIPE_API_BASE: fakeUrl,
    STRIPE_PRICE_ESSENTIALS_MONTHLY: FAKE_PRICE_IDS.essentials_monthly,
    STRIPE_PRICE_ESSENTIALS_ANNUAL: FAKE_PRICE_IDS.essentials_annual,
    STRIPE_PRICE_PREMIUM_MONTHLY: FAKE_PRICE_IDS.premium_monthly,
    STRIPE_PRICE_PREMIUM_ANNUAL: FAKE_PRICE_IDS.premium_annual,
    STRIPE_PRICE_ENTERPRISE_MONTHLY: FAKE_PRICE_IDS.enterprise_monthly,
    STRIPE_PRICE_ENTERPRISE_ANNUAL: FAKE_PRICE_IDS.enterprise_annual,
  };
}

/** The fake's own controls (not Stripe's API): card behaviour, its clock, and waiting for its deliveries. */
export async function fakeControl(path: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`${STRIPE_FAKE_URL}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`stripe fake ${path} answered ${response.status}: ${await response.text()}`);
  return response.json();
}
