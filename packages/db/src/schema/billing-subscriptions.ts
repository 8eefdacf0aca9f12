import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { checkOneOf, createdAt, timestamptz, updatedAt } from './columns';
import { PLAN_TIER_VALUES } from './billing-events';
import { tenantIsolationPolicy } from './rls';
import { tenantColumns, tenantPrimaryKey } from './tenancy';
import { BILLING_INTERVAL_VALUES, tenants } from './tenants';

/** Stripe's subscription statuses (docs/product-rules.md#billing). */
export const SUBSCRIPTION_STATUSES = [
  'trialing',
  'active',
  'past_due',
  'canceled',
  'unpaid',
  'incomplete',
  'incomplete_expired',
  'paused',
] as const;

/**
 * The workspace's paid subscription at the payment provider, one per workspace, kept only from signed webhooks
 * (docs/decisions/0057-stripe-billing.md): each event re-reads the live subscription and `provider_state_at` orders
 * the snapshots, so a late or duplicated event never moves it backwards.
 */
export const billingSubscriptions = pgTable(
  'billing_subscriptions',
  {
    tenantId: uuid()
      .primaryKey()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    customerId: text().notNull(),
    subscriptionId: text().notNull(),
    /** The subscription's one item (the plan's price × seats): what plan and seat changes address. */
    itemId: text().notNull(),
    tier: text({ enum: PLAN_TIER_VALUES }).notNull(),
    interval: text({ enum: BILLING_INTERVAL_VALUES }).notNull(),
    seats: integer().notNull(),
    status: text({ enum: SUBSCRIPTION_STATUSES }).notNull(),
    currentPeriodEnd: timestamptz(),
    cancelAtPeriodEnd: boolean().notNull().default(false),
    /** A downgrade chosen in the app, applied at the period's end (the provider bills the old plan until then). */
    scheduledTier: text({ enum: PLAN_TIER_VALUES }),
    scheduledInterval: text({ enum: BILLING_INTERVAL_VALUES }),
    /** When the first unpaid renewal failed; null once paid. The dunning steps count from here. */
    pastDueSince: timestamptz(),
    /** The invoice whose failure started the dunning (its steps are keyed by it). */
    pastDueInvoiceId: text(),
    cardBrand: text(),
    cardLast4: text(),
    /** The provider's time of the newest state applied (the event's `created`): older snapshots are ignored. */
    providerStateAt: timestamptz().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('billing_subscriptions_subscription_unique').on(t.subscriptionId),
    index('billing_subscriptions_past_due_idx')
      .on(t.pastDueSince)
      .where(sql`past_due_since is not null`),
    index('billing_subscriptions_scheduled_idx')
      .on(t.currentPeriodEnd)
      .where(sql`scheduled_tier is not null`),
    checkOneOf('billing_subscriptions_tier_check', t.tier, PLAN_TIER_VALUES),
    checkOneOf('billing_subscriptions_interval_check', t.interval, BILLING_INTERVAL_VALUES),
    checkOneOf('billing_subscriptions_status_check', t.status, SUBSCRIPTION_STATUSES),
    check('billing_subscriptions_seats_positive', sql`seats > 0`),
    tenantIsolationPolicy(),
  ],
);

/** The provider's invoices of a workspace (billing/history), written from signed invoice events. */
export const billingInvoices = pgTable(
  'billing_invoices',
  {
    ...tenantColumns(),
    providerInvoiceId: text().notNull(),
    number: text(),
    status: text().notNull(),
    billingReason: text(),
    amountDueCents: integer().notNull(),
    amountPaidCents: integer().notNull(),
    currency: text().notNull(),
    hostedInvoiceUrl: text(),
    invoicePdfUrl: text(),
    periodStart: timestamptz(),
    periodEnd: timestamptz(),
    attemptCount: integer().notNull().default(0),
    issuedAt: timestamptz().notNull(),
    /** The provider's time of the newest event applied to this row. */
    providerStateAt: timestamptz().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    tenantPrimaryKey(t),
    uniqueIndex('billing_invoices_provider_unique').on(t.providerInvoiceId),
    index('billing_invoices_tenant_issued_idx').on(t.tenantId, t.issuedAt.desc(), t.id.desc()),
    tenantIsolationPolicy(),
  ],
);

/**
 * Every provider webhook event processed: inserted in the transaction of its effect, so a replayed or duplicated
 * delivery changes nothing. Written and read as the platform (an event names its workspace only once it is read).
 */
export const stripeEvents = pgTable(
  'stripe_events',
  {
    id: text().primaryKey(),
    type: text().notNull(),
    tenantId: uuid().references(() => tenants.id, { onDelete: 'set null' }),
    receivedAt: createdAt(),
  },
  (t) => [index('stripe_events_received_idx').on(t.receivedAt), tenantIsolationPolicy()],
);

export type BillingSubscription = typeof billingSubscriptions.$inferSelect;
export type BillingInvoice = typeof billingInvoices.$inferSelect;
