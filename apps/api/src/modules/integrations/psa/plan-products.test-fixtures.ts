import type { PsaProductPlan } from './psa-adapter';

/**
 * A product line for the test plans of PSAs whose pushProject ignores products (ConnectWise keeps them as
 * opportunity forecast lines; HaloPSA's equivalent is not built): its presence proves they are left alone.
 */
export const IGNORED_PRODUCTS: PsaProductPlan[] = [
  {
    key: 'line-hw-1',
    name: 'Firewall',
    description: '',
    quantity: 2,
    unitPriceCents: 90_000,
    unitCostCents: 60_000,
    productId: null,
  },
];
