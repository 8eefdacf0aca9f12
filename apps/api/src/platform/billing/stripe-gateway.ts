import {
  PAID_TIERS,
  SUBSCRIPTION_STATUS_VALUES,
  type BillingInterval,
  type PaidTier,
  type SubscriptionStatus,
} from '@scopewright/domain';
import Stripe from 'stripe';
import type { StripeConfig } from './stripe-env';

/** The API version this code is written against; pinned so an account's default cannot change the shapes. */
export const STRIPE_API_VERSION = '2026-10-28.endive' as const;
/** Stripe's own recommendation for signed events: 5 minutes. */
export const STRIPE_SIGNATURE_TOLERANCE_SECONDS = 300;

/** What the product reads of a subscription: the live object, mapped to our plan vocabulary. */
export interface SubscriptionSnapshot {
  id: string;
  customerId: string;
  tenantId: string | null;
  status: SubscriptionStatus;
  itemId: string;
  tier: PaidTier;
  interval: BillingInterval;
  seats: number;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  card: { brand: string; last4: string } | null;
}

export interface InvoiceSnapshot {
  id: string;
  customerId: string;
  subscriptionId: string | null;
  number: string | null;
  status: string;
  billingReason: string | null;
  amountDueCents: number;
  amountPaidCents: number;
  currency: string;
  hostedInvoiceUrl: string | null;
  invoicePdfUrl: string | null;
  periodStart: Date | null;
  periodEnd: Date | null;
  attemptCount: number;
  created: Date;
}

export type Proration = 'none' | 'create_prorations' | 'always_invoice';

/** The provider failed or refused: nothing was changed on our side. `unavailable` → retry later. */
export class PaymentProviderError extends Error {
  override name = 'PaymentProviderError';
  constructor(
    readonly kind: 'unavailable' | 'refused',
    message: string,
  ) {
    super(message);
  }
}

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  value == null ? null : typeof value === 'string' ? value : value.id;
const dateOf = (seconds: number | null | undefined): Date | null => (seconds == null ? null : new Date(seconds * 1000));

/** Every Stripe call the product makes, behind one small interface (the fake implements the same HTTP API). */
export class StripeGateway {
  readonly stripe: Stripe;
  private readonly planByPrice: Map<string, { tier: PaidTier; interval: BillingInterval }>;

  constructor(private readonly config: StripeConfig) {
    const base = config.apiBase;
    this.stripe = new Stripe(config.secretKey, {
      apiVersion: STRIPE_API_VERSION,
      maxNetworkRetries: 1,
      timeout: 10_000,
      telemetry: false,
      ...(base ? { host: base.hostname, port: Number(base.port || 80), protocol: 'http' as const } : {}),
    });
    this.planByPrice = new Map(
      PAID_TIERS.flatMap((tier) =>
        (['monthly', 'annual'] as const).map(
          (interval) => [config.prices[tier][interval], { tier, interval }] as const,
        ),
      ),
    );
  }

  priceOf(tier: PaidTier, interval: BillingInterval): string {
    return this.config.prices[tier][interval];
  }

  /** Verifies the signature over the exact raw body and the timestamp window; throws on any mismatch. */
  parseEvent(rawBody: string, signature: string | undefined, nowSeconds?: number): Stripe.Event {
    if (!signature) throw new PaymentProviderError('refused', 'No Stripe-Signature header');
    return this.stripe.webhooks.constructEvent(
      rawBody,
      signature,
      this.config.webhookSecret,
      STRIPE_SIGNATURE_TOLERANCE_SECONDS,
      undefined,
      nowSeconds,
    );
  }

  async createCustomer(input: { tenantId: string; name: string; email: string | null }): Promise<string> {
    const customer = await this.call(() =>
      this.stripe.customers.create(
        { name: input.name, ...(input.email ? { email: input.email } : {}), metadata: { tenantId: input.tenantId } },
        { idempotencyKey: `customer:${input.tenantId}` },
      ),
    );
    return customer.id;
  }

  async createCheckout(input: {
    customerId: string;
    tenantId: string;
    tier: PaidTier;
    interval: BillingInterval;
    seats: number;
    minimumSeats: number;
    successUrl: string;
    cancelUrl: string;
    idempotencyKey: string;
  }): Promise<string> {
    const session = await this.call(() =>
      this.stripe.checkout.sessions.create(
        {
          mode: 'subscription',
          customer: input.customerId,
          client_reference_id: input.tenantId,
          line_items: [
            {
              price: this.priceOf(input.tier, input.interval),
              quantity: input.seats,
              adjustable_quantity: { enabled: true, minimum: input.minimumSeats, maximum: 1000 },
            },
          ],
          subscription_data: { metadata: { tenantId: input.tenantId } },
          metadata: { tenantId: input.tenantId },
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
        },
        { idempotencyKey: input.idempotencyKey },
      ),
    );
    if (!session.url) throw new PaymentProviderError('refused', 'Stripe returned a checkout session without a page');
    return session.url;
  }

  async createPortal(input: { customerId: string; returnUrl: string }): Promise<string> {
    const session = await this.call(() =>
      this.stripe.billingPortal.sessions.create({ customer: input.customerId, return_url: input.returnUrl }),
    );
    return session.url;
  }

  /** The live subscription, or null when Stripe has none by that id (deleted long ago, another account). */
  async getSubscription(id: string): Promise<SubscriptionSnapshot | null> {
    const subscription = await this.call(
      () => this.stripe.subscriptions.retrieve(id, { expand: ['default_payment_method'] }),
      true,
    );
    return subscription ? this.toSnapshot(subscription) : null;
  }

  async getInvoice(id: string): Promise<InvoiceSnapshot | null> {
    const invoice = await this.call(() => this.stripe.invoices.retrieve(id), true);
    return invoice ? toInvoiceSnapshot(invoice) : null;
  }

  async updateSubscription(
    id: string,
    change: {
      itemId?: string;
      plan?: { tier: PaidTier; interval: BillingInterval };
      seats?: number;
      proration: Proration;
      cancelAtPeriodEnd?: boolean;
    },
    idempotencyKey: string,
  ): Promise<SubscriptionSnapshot> {
    const item: Stripe.SubscriptionUpdateParams.Item = { id: change.itemId };
    if (change.plan) item.price = this.priceOf(change.plan.tier, change.plan.interval);
    if (change.seats !== undefined) item.quantity = change.seats;
    const changesItem = change.itemId !== undefined && (change.plan !== undefined || change.seats !== undefined);
    const updated = await this.call(() =>
      this.stripe.subscriptions.update(
        id,
        {
          ...(changesItem ? { items: [item] } : {}),
          proration_behavior: change.proration,
          ...(change.cancelAtPeriodEnd === undefined ? {} : { cancel_at_period_end: change.cancelAtPeriodEnd }),
          expand: ['default_payment_method'],
        },
        { idempotencyKey },
      ),
    );
    return this.toSnapshot(updated);
  }

  /** Ends the subscription now; one already ended (another run got there first) counts as done. */
  async cancelNow(id: string, idempotencyKey: string): Promise<void> {
    try {
      await this.call(() => this.stripe.subscriptions.cancel(id, {}, { idempotencyKey }), true);
    } catch (error) {
      if (!(error instanceof PaymentProviderError) || error.kind !== 'refused') throw error;
      const live = await this.call(() => this.stripe.subscriptions.retrieve(id), true);
      if (live && live.status !== 'canceled' && live.status !== 'incomplete_expired') throw error;
    }
  }

  private toSnapshot(subscription: Stripe.Subscription): SubscriptionSnapshot {
    const item = subscription.items.data[0];
    if (!item) throw new PaymentProviderError('refused', `Subscription ${subscription.id} has no item`);
    const plan = this.planByPrice.get(item.price.id);
    if (!plan) throw new PaymentProviderError('refused', `Subscription ${subscription.id} is on an unknown price`);
    const method = subscription.default_payment_method;
    const card = typeof method === 'object' && method?.card ? method.card : null;
    return {
      id: subscription.id,
      customerId: idOf(subscription.customer) ?? '',
      tenantId: subscription.metadata?.tenantId ?? null,
      status: knownStatus(subscription.status),
      itemId: item.id,
      ...plan,
      seats: item.quantity ?? 1,
      currentPeriodEnd: dateOf(item.current_period_end),
      cancelAtPeriodEnd: subscription.cancel_at_period_end,
      card: card ? { brand: card.brand, last4: card.last4 } : null,
    };
  }

  /** Maps Stripe's errors: connection and 5xx → unavailable; 4xx → refused; 404 on a read → null (when asked). */
  private async call<T>(request: () => Promise<T>, missingIsNull?: false): Promise<T>;
  private async call<T>(request: () => Promise<T>, missingIsNull: true): Promise<T | null>;
  private async call<T>(request: () => Promise<T>, missingIsNull = false): Promise<T | null> {
    try {
      return await request();
    } catch (error) {
      if (!(error instanceof Stripe.errors.StripeError)) throw error;
      if (missingIsNull && error.statusCode === 404) return null;
      const unavailable =
        error instanceof Stripe.errors.StripeConnectionError ||
        error instanceof Stripe.errors.StripeAPIError ||
        error instanceof Stripe.errors.StripeRateLimitError ||
        (error.statusCode ?? 500) >= 500;
      throw new PaymentProviderError(unavailable ? 'unavailable' : 'refused', error.message);
    }
  }
}

/** A status Stripe adds later reads as `incomplete`: it changes nothing until understood. */
function knownStatus(status: string): SubscriptionStatus {
  return (SUBSCRIPTION_STATUS_VALUES as readonly string[]).includes(status)
    ? (status as SubscriptionStatus)
    : 'incomplete';
}

function toInvoiceSnapshot(invoice: Stripe.Invoice): InvoiceSnapshot {
  // The service period is on the lines (the invoice's own period is the time before it, for usage billing).
  const lines = invoice.lines?.data ?? [];
  const starts = lines.map((line) => line.period.start);
  const ends = lines.map((line) => line.period.end);
  return {
    id: invoice.id ?? '',
    customerId: idOf(invoice.customer) ?? '',
    subscriptionId: idOf(invoice.parent?.subscription_details?.subscription),
    number: invoice.number,
    status: invoice.status ?? 'draft',
    billingReason: invoice.billing_reason,
    amountDueCents: invoice.amount_due,
    amountPaidCents: invoice.amount_paid,
    currency: invoice.currency,
    hostedInvoiceUrl: invoice.hosted_invoice_url ?? null,
    invoicePdfUrl: invoice.invoice_pdf ?? null,
    periodStart: dateOf(starts.length > 0 ? Math.min(...starts) : invoice.period_start),
    periodEnd: dateOf(ends.length > 0 ? Math.max(...ends) : invoice.period_end),
    attemptCount: invoice.attempt_count,
    created: new Date(invoice.created * 1000),
  };
}
