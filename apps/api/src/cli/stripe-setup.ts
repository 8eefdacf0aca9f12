// `STRIPE_SECRET_KEY=sk_... node --import tsx apps/api/src/cli/stripe-setup.ts`: finds or creates Scopewright's
// catalog in a Stripe account (three products, a monthly and an annual per-seat price each, found by lookup key
// `scopewright_<tier>_<interval>`) and prints the STRIPE_PRICE_* lines for the environment. Running it again creates
// nothing. STRIPE_API_BASE (e.g. http://127.0.0.1:12111) points it at the Stripe fake instead.
import { PAID_TIERS, TIER_LABELS, TIER_PRICES_CENTS, type BillingInterval, type PaidTier } from '@scopewright/domain';
import Stripe from 'stripe';

const INTERVALS: Record<BillingInterval, 'month' | 'year'> = { monthly: 'month', annual: 'year' };
const CURRENCY = 'usd';

// eslint-disable-next-line no-restricted-syntax -- an operator tool run by hand, outside the server's configuration
const { STRIPE_SECRET_KEY, STRIPE_API_BASE } = process.env;
if (!STRIPE_SECRET_KEY) {
  console.error('[stripe-setup] STRIPE_SECRET_KEY is required.');
  process.exit(1);
}
const stripe = new Stripe(STRIPE_SECRET_KEY, STRIPE_API_BASE ? clientOptions(STRIPE_API_BASE) : {});

function clientOptions(apiBase: string): Stripe.StripeConfig {
  const url = new URL(apiBase);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: Number(url.port || (protocol === 'http' ? 80 : 443)), protocol };
}

function unitAmount(tier: PaidTier, interval: BillingInterval): number {
  const price = TIER_PRICES_CENTS[tier];
  return interval === 'monthly' ? price.monthlyPerUser : price.annualPerUser;
}

async function findOrCreateProduct(tier: PaidTier): Promise<string> {
  const id = `scopewright_${tier}`;
  try {
    return (await stripe.products.retrieve(id)).id;
  } catch (error) {
    if (!(error instanceof Stripe.errors.StripeInvalidRequestError) || error.code !== 'resource_missing') throw error;
  }
  const product = await stripe.products.create({
    id,
    name: `Scopewright ${TIER_LABELS[tier]}`,
    metadata: { scopewright_tier: tier },
  });
  console.error(`[stripe-setup] created product ${product.id}`);
  return product.id;
}

/** The price's id, found by lookup key or created; a found price with other terms is an error to resolve by hand. */
async function findOrCreatePrice(tier: PaidTier, interval: BillingInterval, productId: () => Promise<string>) {
  const lookupKey = `scopewright_${tier}_${interval}`;
  const amount = unitAmount(tier, interval);
  const [found] = (await stripe.prices.list({ lookup_keys: [lookupKey], active: true })).data;
  if (found) {
    const matches =
      found.unit_amount === amount && found.currency === CURRENCY && found.recurring?.interval === INTERVALS[interval];
    if (!matches) {
      throw new Error(
        `price ${found.id} (${lookupKey}) is ${found.unit_amount} ${found.currency} per ${found.recurring?.interval}, ` +
          `expected ${amount} ${CURRENCY} per ${INTERVALS[interval]}: archive it or move its lookup key, then rerun.`,
      );
    }
    return found.id;
  }
  const price = await stripe.prices.create({
    product: await productId(),
    unit_amount: amount,
    currency: CURRENCY,
    recurring: { interval: INTERVALS[interval] },
    lookup_key: lookupKey,
  });
  console.error(`[stripe-setup] created price ${price.id} (${lookupKey})`);
  return price.id;
}

try {
  const lines: string[] = [];
  for (const tier of PAID_TIERS) {
    let product: Promise<string> | undefined;
    const productId = () => (product ??= findOrCreateProduct(tier));
    for (const interval of ['monthly', 'annual'] as const) {
      const priceId = await findOrCreatePrice(tier, interval, productId);
      lines.push(`STRIPE_PRICE_${tier.toUpperCase()}_${interval.toUpperCase()}=${priceId}`);
    }
  }
  console.log(lines.join('\n'));
} catch (error) {
  console.error(`[stripe-setup] ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
