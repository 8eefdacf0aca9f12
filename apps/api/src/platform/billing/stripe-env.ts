import { PAID_TIERS, type BillingInterval, type PaidTier } from '@scopewright/domain';
import { z } from 'zod';

/** The Stripe provider (docs/decisions/0057-stripe-billing.md); null runs the free manual provider. */
export interface StripeConfig {
  secretKey: string;
  webhookSecret: string;
  /** Where the API is reached instead of api.stripe.com: the local Stripe fake only (a loopback http URL). */
  apiBase: URL | null;
  prices: Record<PaidTier, Record<BillingInterval, string>>;
}

const INTERVAL_NAMES: Record<BillingInterval, string> = { monthly: 'MONTHLY', annual: 'ANNUAL' };
export const priceVariable = (tier: PaidTier, interval: BillingInterval) =>
  `STRIPE_PRICE_${tier.toUpperCase()}_${INTERVAL_NAMES[interval]}`;
const PRICE_VARIABLES = PAID_TIERS.flatMap((tier) =>
  (['monthly', 'annual'] as const).map((interval) => priceVariable(tier, interval)),
);
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

const priceId = (name: string) =>
  z
    .string()
    .regex(/^(price|plan)_[A-Za-z0-9_]+$/, { error: `${name} must be a Stripe price id (price_…)` })
    .optional();

/** The variables, for the server's environment schema. */
export const STRIPE_ENV_FIELDS = {
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_[A-Za-z0-9_]+$/, {
      error: 'STRIPE_SECRET_KEY must be a Stripe secret or restricted key (sk_live_…, sk_test_…, rk_…)',
    })
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_[A-Za-z0-9_]+$/, { error: 'STRIPE_WEBHOOK_SECRET must be the endpoint’s signing secret (whsec_…)' })
    .optional(),
  STRIPE_API_BASE: z
    .string()
    .refine(
      (v) => {
        try {
          const url = new URL(v);
          return url.protocol === 'http:' && LOOPBACK.has(url.hostname);
        } catch {
          return false;
        }
      },
      { error: 'STRIPE_API_BASE must be a loopback http URL (the local Stripe fake)' },
    )
    .optional(),
  ...Object.fromEntries(PRICE_VARIABLES.map((name) => [name, priceId(name)])),
} as const;

export const STRIPE_SECRET_VARIABLES = ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'] as const;

/**
 * The provider from the parsed environment: nothing set → null (manual); the key set → the webhook secret and all
 * six prices are required. Throws one line naming the first missing variable.
 */
export function stripeConfig(env: Record<string, unknown>, fail: (message: string) => Error): StripeConfig | null {
  const refuse = (message: string): never => {
    throw fail(message);
  };
  const key = env.STRIPE_SECRET_KEY as string | undefined;
  const others = ['STRIPE_WEBHOOK_SECRET', 'STRIPE_API_BASE', ...PRICE_VARIABLES].filter((n) => env[n] !== undefined);
  if (key === undefined) {
    if (others.length > 0)
      return refuse(`Invalid environment: ${others[0]} is set, so STRIPE_SECRET_KEY must be set too`);
    return null;
  }
  const missing = ['STRIPE_WEBHOOK_SECRET', ...PRICE_VARIABLES].find((n) => env[n] === undefined);
  if (missing) return refuse(`Invalid environment: STRIPE_SECRET_KEY is set, so ${missing} must be set too`);
  const price = (tier: PaidTier, interval: BillingInterval) => String(env[priceVariable(tier, interval)]);
  return {
    secretKey: key,
    webhookSecret: String(env.STRIPE_WEBHOOK_SECRET),
    apiBase: env.STRIPE_API_BASE === undefined ? null : new URL(String(env.STRIPE_API_BASE)),
    prices: Object.fromEntries(
      PAID_TIERS.map((tier) => [tier, { monthly: price(tier, 'monthly'), annual: price(tier, 'annual') }]),
    ) as StripeConfig['prices'],
  };
}
