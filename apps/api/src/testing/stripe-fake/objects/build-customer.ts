import type Stripe from 'stripe';
import type { CustomerRecord } from '../fake-store';

export function buildCustomer(customer: CustomerRecord) {
  return {
    id: customer.id,
    object: 'customer',
    address: null,
    balance: 0,
    created: customer.created,
    currency: 'usd',
    default_source: null,
    delinquent: false,
    description: null,
    discount: null,
    email: customer.email,
    invoice_prefix: 'FAKE',
    invoice_settings: {
      custom_fields: null,
      default_payment_method: customer.card?.paymentMethodId ?? null,
      footer: null,
      rendering_options: null,
    },
    livemode: false,
    metadata: { ...customer.metadata },
    name: customer.name,
    phone: null,
    preferred_locales: [],
    shipping: null,
    tax_exempt: 'none',
    test_clock: customer.clockId,
  } satisfies Stripe.Customer;
}
