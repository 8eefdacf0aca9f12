import { describe, expect, it } from 'vitest';
import { QUOTE_COPY, QuoteContentInput, QuoteLineInput } from './quote-content';

const line = (overrides: Record<string, unknown>) => ({
  id: '0190f0a0-0000-7000-8000-000000000002',
  kind: 'product',
  name: 'FortiGate 60F',
  ...overrides,
});
const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

/** The engine trusts its input: these are the bounds the schema guarantees it (ADR 0015). */
describe('the content schema guards the pricing engine', () => {
  it.each([
    ['a negative line discount', line({ discountType: 'amount', discountValue: -1 }), QUOTE_COPY.amountNegative],
    ['a negative price', line({ unitPriceCents: -100 }), QUOTE_COPY.amountNegative],
    ['a negative quantity', line({ quantity: -1 }), QUOTE_COPY.quantityNegative],
    ['a fractional quantity', line({ quantity: 1.5 }), QUOTE_COPY.quantityWhole],
    ['a line discount over 100%', line({ discountType: 'percent', discountValue: 10_001 }), QUOTE_COPY.percentRange],
    ['more than 10,000 hours', line({ kind: 'labor', quantity: 2, minutes: 300_001 }), QUOTE_COPY.hoursTooLarge],
    ['a price over 10^10 cents', line({ unitPriceCents: 10_000_000_001 }), QUOTE_COPY.amountTooLarge],
    ['a line over $1B', line({ quantity: 11, unitPriceCents: 10_000_000_000 }), QUOTE_COPY.lineAmountTooLarge],
  ])('rejects %s', (_name, input, message) => {
    expect(messages(QuoteLineInput.safeParse(input))).toContain(message);
  });

  it('rejects a negative quote discount and a quote discount over 100%', () => {
    expect(messages(QuoteContentInput.safeParse({ discountType: 'amount', discountValue: -5 }))).toContain(
      QUOTE_COPY.amountNegative,
    );
    expect(messages(QuoteContentInput.safeParse({ discountType: 'percent', discountValue: 10_001 }))).toContain(
      QUOTE_COPY.percentRange,
    );
  });

  it('accepts zero and 100% discounts', () => {
    expect(QuoteLineInput.safeParse(line({ discountType: 'percent', discountValue: 10_000 })).success).toBe(true);
    expect(QuoteContentInput.safeParse({ discountType: 'amount', discountValue: 0 }).success).toBe(true);
  });
});
