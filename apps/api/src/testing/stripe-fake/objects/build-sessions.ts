import type Stripe from 'stripe';
import { getOrThrow, type CheckoutSessionRecord, type FakeStore, type PortalSessionRecord } from '../fake-store';

const DAY = 24 * 60 * 60;

export function checkoutPageUrl(baseUrl: string, sessionId: string): string {
  return `${baseUrl}/checkout/${sessionId}`;
}

export function portalPageUrl(baseUrl: string, sessionId: string): string {
  return `${baseUrl}/portal/${sessionId}`;
}

export function buildCheckoutSession(store: FakeStore, session: CheckoutSessionRecord, baseUrl: string) {
  const price = getOrThrow(store.prices, session.priceId, 'price');
  const amount = price.unitAmount * session.quantity;
  const isComplete = session.status === 'complete';
  const customer = session.customerId ? getOrThrow(store.customers, session.customerId, 'customer') : null;
  return {
    id: session.id,
    object: 'checkout.session',
    adaptive_pricing: null,
    after_expiration: null,
    allow_promotion_codes: null,
    allowed_payment_method_types: null,
    amount_subtotal: amount,
    amount_total: amount,
    automatic_tax: { enabled: false, liability: null, provider: null, status: null },
    billing_address_collection: null,
    cancel_url: session.cancelUrl,
    client_reference_id: session.clientReferenceId,
    client_secret: null,
    collected_information: null,
    consent: null,
    consent_collection: null,
    created: session.created,
    currency: price.currency,
    currency_conversion: null,
    custom_fields: [],
    custom_text: { after_submit: null, shipping_address: null, submit: null, terms_of_service_acceptance: null },
    customer: session.customerId,
    customer_account: null,
    customer_creation: session.customerId ? null : 'always',
    customer_details:
      isComplete && customer
        ? {
            address: null,
            business_name: null,
            email: customer.email,
            individual_name: null,
            name: customer.name,
            phone: null,
            tax_exempt: 'none',
            tax_ids: [],
          }
        : null,
    customer_email: null,
    discounts: [],
    expires_at: session.created + DAY,
    integration_identifier: null,
    invoice: session.invoiceId,
    invoice_creation: null,
    livemode: false,
    locale: null,
    managed_payments: null,
    metadata: { ...session.metadata },
    mode: 'subscription',
    origin_context: null,
    payment_intent: null,
    payment_link: null,
    payment_method_collection: 'always',
    payment_method_configuration_details: null,
    payment_method_options: null,
    payment_method_types: ['card'],
    payment_status: isComplete ? 'paid' : 'unpaid',
    permissions: null,
    recovered_from: null,
    saved_payment_method_options: null,
    setup_intent: null,
    shipping_address_collection: null,
    shipping_cost: null,
    shipping_options: [],
    status: session.status,
    submit_type: null,
    subscription: session.subscriptionId,
    success_url: session.successUrl,
    total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 0 },
    ui_mode: 'hosted_page',
    url: isComplete ? null : checkoutPageUrl(baseUrl, session.id),
    wallet_options: null,
  } satisfies Stripe.Checkout.Session;
}

export function buildPortalSession(session: PortalSessionRecord, baseUrl: string) {
  return {
    id: session.id,
    object: 'billing_portal.session',
    configuration: 'bpc_fake_default',
    created: session.created,
    customer: session.customerId,
    customer_account: null,
    flow: null,
    livemode: false,
    locale: null,
    on_behalf_of: null,
    return_url: session.returnUrl,
    url: portalPageUrl(baseUrl, session.id),
  } satisfies Stripe.BillingPortal.Session;
}
