import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { centsToAmountInput, isAtOrBelowCost, marginBps, parseAmountInput } from './money-input';

const MAX = 10_000_000;

describe('parseAmountInput', () => {
  it.each([
    ['150', 15_000],
    ['149.5', 14_950],
    ['149.50', 14_950],
    ['$1,299.99', 129_999],
    [' 0 ', 0],
    ['12.', 1_200],
    ['-0', 0],
    ['100000', 10_000_000],
  ])('%j → %i cents', (input, cents) => {
    expect(parseAmountInput(input, MAX)).toEqual({ ok: true, cents });
  });

  it.each([
    ['', 'invalid'],
    ['abc', 'invalid'],
    ['1.234', 'invalid'],
    ['12,34', 'invalid'],
    ['1e3', 'invalid'],
    ['.5', 'invalid'],
    ['-5', 'negative'],
    ['-$5.00', 'negative'],
    ['100000.01', 'too_large'],
    ['99999999999999999999', 'too_large'],
  ])('%j is refused as %s', (input, reason) => {
    expect(parseAmountInput(input, MAX)).toEqual({ ok: false, reason });
  });

  it('reads back exactly what centsToAmountInput writes', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX }), (cents) => {
        expect(parseAmountInput(centsToAmountInput(cents), MAX)).toEqual({ ok: true, cents });
      }),
    );
  });
});

describe('marginBps', () => {
  it.each([
    ['a typical role', 15_000, 9_000, 4_000],
    ['no cost', 15_000, 0, 10_000],
    ['cost equals price', 10_000, 10_000, 0],
    ['a loss', 10_000, 12_500, -2_500],
    ['rounds half away from zero (1/3 = 33.33%)', 300, 200, 3_333],
    ['rounds half away from zero on a loss', 20_000, 20_001, -1],
    ['a sliver of a loss rounds to zero, not -0', 200_000, 200_001, 0],
    ['nothing charged', 0, 500, null],
  ])('%s', (_name, price, cost, expected) => {
    expect(marginBps(price, cost)).toBe(expected);
  });

  it('flags only items that cost at least what they sell for', () => {
    expect(isAtOrBelowCost(15_000, 9_000)).toBe(false);
    expect(isAtOrBelowCost(10_000, 10_000)).toBe(true);
    expect(isAtOrBelowCost(0, 100)).toBe(true);
    expect(isAtOrBelowCost(0, 0)).toBe(false);
  });
});
