import fc from 'fast-check';
import type { PricingInput, PricingLine } from './pricing-types';
import { BILLING_FREQUENCIES, DISCOUNT_TYPES, LINE_KINDS } from './quote-enums';

/** Generated quotes for the property tests: every kind, cadence, term, discount, tax rate and option. */
export const lineArb = fc
  .record({
    kind: fc.constantFrom(...LINE_KINDS),
    quantity: fc.oneof(fc.integer({ min: 0, max: 100 }), fc.constant(1)),
    minutes: fc.integer({ min: 0, max: 6_000 }),
    unitPriceCents: fc.oneof(fc.integer({ min: 0, max: 100_000 }), fc.integer({ min: 0, max: 1_000_000_000 })),
    unitCostCents: fc.oneof(fc.integer({ min: 0, max: 100_000 }), fc.integer({ min: 0, max: 1_000_000_000 })),
    frequency: fc.constantFrom(...BILLING_FREQUENCIES),
    termMonths: fc.option(fc.integer({ min: 1, max: 120 }), { nil: null }),
    discountType: fc.constantFrom(...DISCOUNT_TYPES),
    percent: fc.integer({ min: 0, max: 10_000 }),
    amount: fc.oneof(fc.integer({ min: 0, max: 50_000 }), fc.integer({ min: 0, max: 10_000_000_000 })),
    taxable: fc.boolean(),
    isOptional: fc.boolean(),
    isSelected: fc.boolean(),
  })
  .map(({ percent, amount, ...line }): Omit<PricingLine, 'id'> => ({
    ...line,
    discountValue: line.discountType === 'percent' ? percent : line.discountType === 'amount' ? amount : 0,
  }));

export const sectionArb = fc.record({
  isOptional: fc.boolean(),
  isSelected: fc.boolean(),
  lines: fc.array(lineArb, { maxLength: 8 }),
});

export const quoteArb: fc.Arbitrary<PricingInput> = fc
  .record({
    contractTermMonths: fc.integer({ min: 1, max: 120 }),
    taxRateBps: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 10_000 })),
    discountType: fc.constantFrom(...DISCOUNT_TYPES),
    percent: fc.integer({ min: 0, max: 10_000 }),
    amount: fc.integer({ min: 0, max: 10_000_000 }),
    sections: fc.array(sectionArb, { maxLength: 6 }),
  })
  .map(({ percent, amount, sections, ...quote }) => ({
    ...quote,
    discountValue: quote.discountType === 'percent' ? percent : quote.discountType === 'amount' ? amount : 0,
    sections: sections.map((section, s) => ({
      ...section,
      id: `s${s}`,
      lines: section.lines.map((line, l) => ({ ...line, id: `s${s}-l${l}` })),
    })),
  }));
