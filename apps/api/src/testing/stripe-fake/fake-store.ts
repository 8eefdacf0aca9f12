import { randomBytes } from 'node:crypto';
import { resourceMissing } from './stripe-fake-error';

export type Metadata = Record<string, string>;
export type PriceInterval = 'month' | 'year';
export type SubscriptionStatus = 'active' | 'past_due' | 'canceled';
export type InvoiceStatus = 'open' | 'paid' | 'uncollectible';
export type BillingReason = 'subscription_create' | 'subscription_cycle' | 'subscription_update';

export interface ClockRecord {
  id: string;
  name: string | null;
  frozenTime: number;
  created: number;
}

export interface ProductRecord {
  id: string;
  name: string;
  description: string | null;
  active: boolean;
  metadata: Metadata;
  created: number;
}

export interface PriceRecord {
  id: string;
  productId: string;
  unitAmount: number;
  currency: string;
  interval: PriceInterval;
  lookupKey: string | null;
  active: boolean;
  metadata: Metadata;
  created: number;
}

export interface CardRecord {
  paymentMethodId: string;
  brand: 'visa';
  last4: string;
  declines: boolean;
  created: number;
}

export interface CustomerRecord {
  id: string;
  name: string | null;
  email: string | null;
  metadata: Metadata;
  created: number;
  clockId: string;
  card: CardRecord | null;
}

export interface AdjustableQuantity {
  minimum: number;
  maximum: number;
}

export interface CheckoutSessionRecord {
  id: string;
  customerId: string | null;
  clientReferenceId: string | null;
  priceId: string;
  quantity: number;
  adjustableQuantity: AdjustableQuantity | null;
  subscriptionMetadata: Metadata;
  metadata: Metadata;
  successUrl: string;
  cancelUrl: string | null;
  created: number;
  status: 'open' | 'complete';
  subscriptionId: string | null;
  invoiceId: string | null;
}

export interface PortalSessionRecord {
  id: string;
  customerId: string;
  returnUrl: string | null;
  created: number;
}

/** A proration waiting for the next renewal invoice (proration_behavior=create_prorations). */
export interface PendingProration {
  description: string;
  amount: number;
  periodStart: number;
  periodEnd: number;
}

export interface SubscriptionRecord {
  id: string;
  customerId: string;
  itemId: string;
  itemCreated: number;
  priceId: string;
  quantity: number;
  status: SubscriptionStatus;
  created: number;
  startDate: number;
  billingCycleAnchor: number;
  /** Periods completed since the anchor: the current period ends `periodsElapsed + 1` intervals after it. */
  periodsElapsed: number;
  periodStart: number;
  periodEnd: number;
  cancelAtPeriodEnd: boolean;
  canceledAt: number | null;
  endedAt: number | null;
  cancellationReason: 'cancellation_requested' | 'payment_failed' | null;
  metadata: Metadata;
  latestInvoiceId: string | null;
  pendingProrations: PendingProration[];
}

export interface InvoiceLineRecord {
  id: string;
  description: string;
  amount: number;
  quantity: number;
  priceId: string;
  periodStart: number;
  periodEnd: number;
  proration: boolean;
}

export interface InvoiceRecord {
  id: string;
  number: string;
  customerId: string;
  subscriptionId: string;
  billingReason: BillingReason;
  lines: InvoiceLineRecord[];
  currency: string;
  status: InvoiceStatus;
  attemptCount: number;
  nextPaymentAttempt: number | null;
  firstFailedAt: number | null;
  created: number;
  periodStart: number;
  periodEnd: number;
  paidAt: number | null;
  markedUncollectibleAt: number | null;
}

export interface FakeStore {
  defaultClockId: string;
  clocks: Map<string, ClockRecord>;
  products: Map<string, ProductRecord>;
  prices: Map<string, PriceRecord>;
  customers: Map<string, CustomerRecord>;
  checkoutSessions: Map<string, CheckoutSessionRecord>;
  portalSessions: Map<string, PortalSessionRecord>;
  subscriptions: Map<string, SubscriptionRecord>;
  invoices: Map<string, InvoiceRecord>;
  invoiceCount: number;
}

const ID_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** A Stripe-style id: `<prefix>_` and random base62 characters. */
export function newId(prefix: string, length = 14): string {
  const bytes = randomBytes(length);
  let suffix = '';
  for (const byte of bytes) suffix += ID_ALPHABET[byte % ID_ALPHABET.length];
  return `${prefix}_${suffix}`;
}

export function realNow(): number {
  return Math.floor(Date.now() / 1000);
}

export function createFakeStore(now: number): FakeStore {
  const defaultClock: ClockRecord = { id: newId('clock'), name: 'Default clock', frozenTime: now, created: realNow() };
  return {
    defaultClockId: defaultClock.id,
    clocks: new Map([[defaultClock.id, defaultClock]]),
    products: new Map(),
    prices: new Map(),
    customers: new Map(),
    checkoutSessions: new Map(),
    portalSessions: new Map(),
    subscriptions: new Map(),
    invoices: new Map(),
    invoiceCount: 0,
  };
}

/** Finds a record or throws Stripe's resource_missing error (404 for the path id, 400 for a parameter). */
export function getOrThrow<T>(records: Map<string, T>, id: string, label: string, param?: string): T {
  const record = records.get(id);
  if (!record) throw resourceMissing(label, id, param);
  return record;
}

export function defaultClockNow(store: FakeStore): number {
  return getOrThrow(store.clocks, store.defaultClockId, 'test clock').frozenTime;
}

/** The current time of the test clock a customer belongs to. */
export function customerNow(store: FakeStore, customerId: string): number {
  const customer = getOrThrow(store.customers, customerId, 'customer');
  return getOrThrow(store.clocks, customer.clockId, 'test clock').frozenTime;
}

export function nextInvoiceNumber(store: FakeStore): string {
  store.invoiceCount += 1;
  return `FAKE-${String(store.invoiceCount).padStart(4, '0')}`;
}
