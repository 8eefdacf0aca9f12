import { billingInvoices, billingSubscriptions, tenants, type BillingSubscription, type Tx } from '@scopewright/db';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { InvoiceSnapshot, SubscriptionSnapshot } from '../../platform/billing/stripe-gateway';

export async function getSubscriptionRow(tx: Tx, tenantId: string, lock = false): Promise<BillingSubscription | null> {
  const query = tx.select().from(billingSubscriptions).where(eq(billingSubscriptions.tenantId, tenantId));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** The workspace whose Stripe customer this is (webhooks carry the customer; the workspace comes from here). */
export async function findTenantByCustomer(tx: Tx, customerId: string): Promise<string | null> {
  const [row] = await tx
    .select({ id: tenants.id })
    .from(tenants)
    .where(eq(tenants.billingCustomerId, customerId))
    .for('update');
  return row?.id ?? null;
}

export async function getBillingCustomerId(tx: Tx, tenantId: string): Promise<string | null> {
  const [row] = await tx.select({ id: tenants.billingCustomerId }).from(tenants).where(eq(tenants.id, tenantId));
  return row?.id ?? null;
}

/** Stores the customer once; a concurrent first checkout keeps the first one stored. Returns the stored id. */
export async function storeBillingCustomerId(tx: Tx, tenantId: string, customerId: string): Promise<string> {
  const [row] = await tx
    .update(tenants)
    .set({ billingCustomerId: customerId })
    .where(and(eq(tenants.id, tenantId), isNull(tenants.billingCustomerId)))
    .returning({ id: tenants.billingCustomerId });
  return row?.id ?? (await getBillingCustomerId(tx, tenantId)) ?? customerId;
}

export interface SubscriptionWrite {
  snapshot: SubscriptionSnapshot;
  pastDueSince: Date | null;
  pastDueInvoiceId: string | null;
  scheduled: { tier: BillingSubscription['tier']; interval: BillingSubscription['interval'] } | null;
  at: Date;
}

export async function upsertSubscription(tx: Tx, tenantId: string, write: SubscriptionWrite): Promise<void> {
  const s = write.snapshot;
  const values = {
    customerId: s.customerId,
    subscriptionId: s.id,
    itemId: s.itemId,
    tier: s.tier,
    interval: s.interval,
    seats: Math.max(1, s.seats),
    status: s.status,
    currentPeriodEnd: s.currentPeriodEnd,
    cancelAtPeriodEnd: s.cancelAtPeriodEnd,
    scheduledTier: write.scheduled?.tier ?? null,
    scheduledInterval: write.scheduled?.interval ?? null,
    pastDueSince: write.pastDueSince,
    pastDueInvoiceId: write.pastDueInvoiceId,
    ...(s.card ? { cardBrand: s.card.brand, cardLast4: s.card.last4 } : {}),
    providerStateAt: write.at,
  };
  await tx
    .insert(billingSubscriptions)
    .values({ tenantId, ...values })
    .onConflictDoUpdate({ target: billingSubscriptions.tenantId, set: { ...values, updatedAt: write.at } });
}

export async function updateSubscriptionRow(
  tx: Tx,
  tenantId: string,
  set: Partial<Omit<BillingSubscription, 'tenantId' | 'createdAt'>>,
): Promise<void> {
  await tx
    .update(billingSubscriptions)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(billingSubscriptions.tenantId, tenantId));
}

export async function getInvoiceRow(tx: Tx, providerInvoiceId: string) {
  const [row] = await tx
    .select({ status: billingInvoices.status, attemptCount: billingInvoices.attemptCount })
    .from(billingInvoices)
    .where(eq(billingInvoices.providerInvoiceId, providerInvoiceId));
  return row ?? null;
}

export async function getInvoiceAmount(tx: Tx, providerInvoiceId: string) {
  const [row] = await tx
    .select({ cents: billingInvoices.amountDueCents, currency: billingInvoices.currency })
    .from(billingInvoices)
    .where(eq(billingInvoices.providerInvoiceId, providerInvoiceId));
  return row ?? null;
}

export async function upsertInvoice(tx: Tx, tenantId: string, invoice: InvoiceSnapshot, at: Date): Promise<void> {
  const values = {
    number: invoice.number,
    status: invoice.status,
    billingReason: invoice.billingReason,
    amountDueCents: invoice.amountDueCents,
    amountPaidCents: invoice.amountPaidCents,
    currency: invoice.currency,
    hostedInvoiceUrl: invoice.hostedInvoiceUrl,
    invoicePdfUrl: invoice.invoicePdfUrl,
    periodStart: invoice.periodStart,
    periodEnd: invoice.periodEnd,
    attemptCount: invoice.attemptCount,
    issuedAt: invoice.created,
    providerStateAt: at,
  };
  await tx
    .insert(billingInvoices)
    .values({ tenantId, providerInvoiceId: invoice.id, ...values })
    .onConflictDoUpdate({ target: billingInvoices.providerInvoiceId, set: { ...values, updatedAt: at } });
}

export async function setPerSeatBilling(tx: Tx, tenantId: string, on: boolean): Promise<void> {
  await tx
    .update(tenants)
    .set({ perSeatBilling: on })
    .where(and(eq(tenants.id, tenantId), ne(tenants.perSeatBilling, on)));
}
