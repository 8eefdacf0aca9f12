import type { PricingInput, PricingLine, PricingSection } from './pricing-types';

let counter = 0;
const nextId = (prefix: string) => `${prefix}-${++counter}`;

/** A one-time, taxable, included product line at $0 unless overridden. */
export const aLine = (overrides: Partial<PricingLine> = {}): PricingLine => ({
  id: nextId('line'),
  kind: 'product',
  quantity: 1,
  minutes: 0,
  unitPriceCents: 0,
  unitCostCents: 0,
  frequency: 'one_time',
  termMonths: null,
  discountType: 'none',
  discountValue: 0,
  taxable: true,
  isOptional: false,
  isSelected: true,
  ...overrides,
});

export const aLabourLine = (minutes: number, rateCents: number, overrides: Partial<PricingLine> = {}) =>
  aLine({ kind: 'labor', minutes, unitPriceCents: rateCents, ...overrides });

export const aSection = (lines: PricingLine[], overrides: Partial<Omit<PricingSection, 'lines'>> = {}) => ({
  id: nextId('section'),
  isOptional: false,
  isSelected: true,
  lines,
  ...overrides,
});

export const aQuote = (sections: PricingSection[], overrides: Partial<Omit<PricingInput, 'sections'>> = {}) => ({
  contractTermMonths: 12,
  taxRateBps: 0,
  discountType: 'none' as const,
  discountValue: 0,
  sections,
  ...overrides,
});
