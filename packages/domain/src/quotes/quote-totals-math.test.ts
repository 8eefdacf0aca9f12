import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { marginFigures, mulDivRound, normaliseMonthly, roundDiv } from './quote-totals-math';

/** The exact rational rounding, half away from zero, as the reference. */
const reference = (a: bigint, b: bigint, d: bigint): bigint => {
  const p = a * b;
  const n = p < 0n ? -p : p;
  const q = n / d + (2n * (n % d) >= d ? 1n : 0n);
  return p < 0n ? -q : q;
};

describe('mulDivRound', () => {
  it.each([
    ['half a cent rounds up', 1, 30, 60, 1],
    ['just under half rounds down', 1, 29, 60, 0],
    ['negative half rounds away from zero', -1, 30, 60, -1],
    ['exact division', 450, 15_000, 60, 112_500],
    ['zero', 0, 99, 7, 0],
    ['beyond 2^53 stays exact', 50_000_000_000_000, 9_999, 10_000, 49_995_000_000_000],
    ['beyond 2^53 with half', 50_000_000_000_001, 5_000, 10_000, 25_000_000_000_001],
  ])('%s', (_name, a, b, d, expected) => expect(mulDivRound(a, b, d)).toBe(expected));

  it('never returns -0', () => expect(Object.is(mulDivRound(-1, 1, 3), 0)).toBe(true));

  it('equals the exact rational rounding for any integers in the engine’s range', () => {
    const big = fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER });
    fc.assert(
      fc.property(
        fc.oneof(fc.integer({ min: -1e6, max: 1e6 }), big),
        fc.oneof(fc.integer({ min: 0, max: 20_000 }), fc.integer({ min: 0, max: 1e11 })),
        fc.integer({ min: 1, max: 1e11 }),
        (a, b, d) => {
          expect(mulDivRound(a, b, d)).toBe(Number(reference(BigInt(a), BigInt(b), BigInt(d))));
        },
      ),
      { numRuns: 2_000 },
    );
  });
});

describe('per-month and margin helpers', () => {
  it('normalises quarterly and annual amounts to a month, rounding once', () => {
    expect(normaliseMonthly(0, 1_000, 0)).toBe(333);
    expect(normaliseMonthly(0, 0, 18)).toBe(2);
    expect(normaliseMonthly(100, 300, 1_200)).toBe(300);
    expect(roundDiv(-18, 12)).toBe(-2);
  });

  it('margin is null without revenue and negative below cost', () => {
    expect(marginFigures(0, 500)).toEqual({ revenueCents: 0, costCents: 500, grossProfitCents: -500, marginBps: null });
    expect(marginFigures(1_000, 1_500).marginBps).toBe(-5_000);
    expect(marginFigures(3, 2).marginBps).toBe(3_333);
  });
});
