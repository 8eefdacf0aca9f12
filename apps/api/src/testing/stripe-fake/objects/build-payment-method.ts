import type Stripe from 'stripe';
import type { CardRecord, CustomerRecord } from '../fake-store';

const CARD_YEARS_VALID = 3;

export function buildPaymentMethod(customer: CustomerRecord, card: CardRecord) {
  return {
    id: card.paymentMethodId,
    object: 'payment_method',
    allow_redisplay: 'always',
    billing_details: { address: null, email: customer.email, name: customer.name, phone: null, tax_id: null },
    card: {
      brand: card.brand,
      checks: { address_line1_check: null, address_postal_code_check: null, cvc_check: 'pass' },
      country: 'US',
      display_brand: card.brand,
      exp_month: 12,
      exp_year: new Date(card.created * 1000).getUTCFullYear() + CARD_YEARS_VALID,
      funding: 'credit',
      generated_from: null,
      last4: card.last4,
      networks: { available: [card.brand], preferred: null },
      regulated_status: 'unregulated',
      three_d_secure_usage: { supported: true },
      wallet: null,
    },
    created: card.created,
    customer: customer.id,
    customer_account: null,
    livemode: false,
    metadata: {},
    type: 'card',
  } satisfies Stripe.PaymentMethod;
}
