import Stripe from 'stripe';
import { buildList } from './build-list';
import { getOrThrow, type FakeStore, type InvoiceLineRecord, type InvoiceRecord } from '../fake-store';

export function invoiceTotal(invoice: InvoiceRecord): number {
  return invoice.lines.reduce((sum, line) => sum + line.amount, 0);
}

/** What the card is charged: the total, or nothing when credits outweigh it. */
export function invoiceAmountDue(invoice: InvoiceRecord): number {
  return Math.max(0, invoiceTotal(invoice));
}

export function hostedInvoiceUrl(baseUrl: string, invoiceId: string): string {
  return `${baseUrl}/invoice/${invoiceId}`;
}

export function invoicePdfUrl(baseUrl: string, invoiceId: string): string {
  return `${baseUrl}/invoice/${invoiceId}/pdf`;
}

export function buildInvoice(store: FakeStore, invoice: InvoiceRecord, baseUrl: string) {
  const customer = getOrThrow(store.customers, invoice.customerId, 'customer');
  const subscription = getOrThrow(store.subscriptions, invoice.subscriptionId, 'subscription');
  const total = invoiceTotal(invoice);
  const amountDue = invoiceAmountDue(invoice);
  const amountPaid = invoice.status === 'paid' ? amountDue : 0;
  return {
    id: invoice.id,
    object: 'invoice',
    account_country: 'US',
    account_name: 'Scopewright (Stripe fake)',
    account_tax_ids: null,
    amount_due: amountDue,
    amount_overpaid: 0,
    amount_paid: amountPaid,
    amount_remaining: amountDue - amountPaid,
    amount_shipping: 0,
    application: null,
    attempt_count: invoice.attemptCount,
    attempted: invoice.attemptCount > 0,
    auto_advance: invoice.status === 'open',
    automatic_tax: { disabled_reason: null, enabled: false, liability: null, provider: null, status: null },
    automatically_finalizes_at: null,
    billing_reason: invoice.billingReason,
    collection_method: 'charge_automatically',
    created: invoice.created,
    currency: invoice.currency,
    custom_fields: null,
    customer: invoice.customerId,
    customer_account: null,
    customer_address: null,
    customer_email: customer.email,
    customer_name: customer.name,
    customer_phone: null,
    customer_shipping: null,
    customer_tax_exempt: 'none',
    customer_tax_ids: [],
    default_payment_method: null,
    default_source: null,
    default_tax_rates: [],
    description: null,
    discounts: [],
    due_date: null,
    effective_at: invoice.created,
    ending_balance: 0,
    footer: null,
    from_invoice: null,
    hosted_invoice_url: hostedInvoiceUrl(baseUrl, invoice.id),
    invoice_pdf: invoicePdfUrl(baseUrl, invoice.id),
    issuer: { type: 'self' },
    last_finalization_error: null,
    latest_revision: null,
    lines: buildList(
      invoice.lines.map((line) => buildInvoiceLine(store, invoice, line)),
      `/v1/invoices/${invoice.id}/lines`,
    ),
    livemode: false,
    metadata: {},
    next_payment_attempt: invoice.nextPaymentAttempt,
    number: invoice.number,
    on_behalf_of: null,
    parent: {
      type: 'subscription_details',
      quote_details: null,
      subscription_details: { metadata: { ...subscription.metadata }, subscription: subscription.id },
    },
    payment_settings: { default_mandate: null, payment_method_options: null, payment_method_types: null },
    period_end: invoice.periodEnd,
    period_start: invoice.periodStart,
    post_payment_credit_notes_amount: 0,
    pre_payment_credit_notes_amount: 0,
    receipt_number: null,
    rendering: null,
    shipping_cost: null,
    shipping_details: null,
    starting_balance: 0,
    statement_descriptor: null,
    status: invoice.status,
    status_transitions: {
      finalized_at: invoice.created,
      marked_uncollectible_at: invoice.markedUncollectibleAt,
      paid_at: invoice.paidAt,
      voided_at: null,
    },
    subtotal: total,
    subtotal_excluding_tax: total,
    test_clock: customer.clockId,
    total,
    total_discount_amounts: [],
    total_excluding_tax: total,
    total_pretax_credit_amounts: [],
    total_taxes: [],
    webhooks_delivered_at: invoice.created,
  } satisfies Stripe.Invoice;
}

function buildInvoiceLine(store: FakeStore, invoice: InvoiceRecord, line: InvoiceLineRecord) {
  const price = getOrThrow(store.prices, line.priceId, 'price');
  const subscription = getOrThrow(store.subscriptions, invoice.subscriptionId, 'subscription');
  return {
    id: line.id,
    object: 'line_item',
    amount: line.amount,
    currency: invoice.currency,
    description: line.description,
    discount_amounts: [],
    discountable: !line.proration,
    discounts: [],
    invoice: invoice.id,
    livemode: false,
    metadata: {},
    parent: {
      type: 'subscription_item_details',
      invoice_item_details: null,
      subscription_item_details: {
        invoice_item: null,
        proration: line.proration,
        proration_details: { credited_items: null },
        subscription: subscription.id,
        subscription_item: subscription.itemId,
      },
    },
    period: { end: line.periodEnd, start: line.periodStart },
    pretax_credit_amounts: [],
    pricing: {
      type: 'price_details',
      price_details: { price: price.id, product: price.productId },
      unit_amount_decimal: Stripe.Decimal.from(price.unitAmount),
    },
    quantity: line.quantity,
    quantity_decimal: Stripe.Decimal.from(line.quantity),
    subscription: subscription.id,
    subtotal: line.amount,
    taxes: [],
  } satisfies Stripe.InvoiceLineItem;
}
