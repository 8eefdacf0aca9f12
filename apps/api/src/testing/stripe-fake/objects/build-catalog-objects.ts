import Stripe from 'stripe';
import type { PriceRecord, ProductRecord } from '../fake-store';

export function buildProduct(product: ProductRecord) {
  return {
    id: product.id,
    object: 'product',
    active: product.active,
    created: product.created,
    default_price: null,
    description: product.description,
    images: [],
    livemode: false,
    marketing_features: [],
    metadata: { ...product.metadata },
    name: product.name,
    package_dimensions: null,
    shippable: null,
    statement_descriptor: null,
    tax_code: null,
    tax_details: null,
    type: 'service',
    unit_label: null,
    updated: product.created,
    url: null,
  } satisfies Stripe.Product;
}

export function buildPrice(price: PriceRecord) {
  return {
    id: price.id,
    object: 'price',
    active: price.active,
    billing_scheme: 'per_unit',
    created: price.created,
    currency: price.currency,
    custom_unit_amount: null,
    livemode: false,
    lookup_key: price.lookupKey,
    metadata: { ...price.metadata },
    nickname: null,
    product: price.productId,
    recurring: {
      interval: price.interval,
      interval_count: 1,
      meter: null,
      trial_period_days: null,
      usage_type: 'licensed',
    },
    tax_behavior: 'unspecified',
    tiers_mode: null,
    transform_quantity: null,
    type: 'recurring',
    unit_amount: price.unitAmount,
    unit_amount_decimal: Stripe.Decimal.from(price.unitAmount),
  } satisfies Stripe.Price;
}

/** The legacy plan view of a recurring price, still carried on subscription items. */
export function buildPlan(price: PriceRecord) {
  return {
    id: price.id,
    object: 'plan',
    active: price.active,
    amount: price.unitAmount,
    amount_decimal: Stripe.Decimal.from(price.unitAmount),
    billing_scheme: 'per_unit',
    created: price.created,
    currency: price.currency,
    interval: price.interval,
    interval_count: 1,
    livemode: false,
    metadata: { ...price.metadata },
    meter: null,
    nickname: null,
    product: price.productId,
    tiers_mode: null,
    transform_usage: null,
    trial_period_days: null,
    usage_type: 'licensed',
  } satisfies Stripe.Plan;
}
