import { describe, expect, it } from 'vitest';
import { calculateQuoteTotals } from '../quotes/quote-totals';
import { aLabourLine, aLine, aQuote, aSection } from '../quotes/quote-totals.test-helpers';
import {
  isDateTooOld,
  opportunityProbabilityBps,
  opportunityValueCents,
  opportunityValuesOf,
  probabilityBpsToPercent,
  probabilityPercentToBps,
  weightedValueCents,
} from './opportunity-values';

describe('opportunityProbabilityBps', () => {
  it.each([
    { name: 'the stage’s when there is no override', override: null, stage: 4_000, expected: 4_000 },
    { name: 'the override when set', override: 9_000, stage: 4_000, expected: 9_000 },
    { name: 'an override of 0 is kept, not read as unset', override: 0, stage: 6_000, expected: 0 },
  ])('$name', ({ override, stage, expected }) => {
    expect(opportunityProbabilityBps(override, stage)).toBe(expected);
  });
});

describe('probability in percent and basis points', () => {
  it.each([
    [0, 0],
    [25, 2_500],
    [100, 10_000],
  ])('%i %% is %i bps and back', (percent, bps) => {
    expect(probabilityPercentToBps(percent)).toBe(bps);
    expect(probabilityBpsToPercent(bps)).toBe(percent);
  });
});

describe('opportunityValuesOf', () => {
  it('takes one-time revenue before tax, MRR and TCV from the quote’s totals', () => {
    // 10 h at $150 = $1,500 one-time (10% tax is not revenue); $100 a month over 12 months.
    const totals = calculateQuoteTotals(
      aQuote(
        [
          aSection([
            aLabourLine(600, 15_000),
            aLine({ kind: 'recurring', unitPriceCents: 10_000, frequency: 'monthly', termMonths: 12 }),
          ]),
        ],
        { taxRateBps: 1_000 },
      ),
    );
    expect(opportunityValuesOf(totals)).toEqual({ oneTimeCents: 150_000, mrrCents: 10_000, tcvCents: 270_000 });
  });
});

describe('deal value and weighted value', () => {
  it.each([
    {
      name: 'TCV when there is recurring revenue',
      values: { oneTimeCents: 1_000, mrrCents: 100, tcvCents: 2_200 },
      expected: 2_200,
    },
    {
      name: 'one-time when only that was typed',
      values: { oneTimeCents: 5_000, mrrCents: 0, tcvCents: 0 },
      expected: 5_000,
    },
  ])('value: $name', ({ values, expected }) => {
    expect(opportunityValueCents(values)).toBe(expected);
  });

  it.each([
    { value: 100_000, bps: 6_000, expected: 60_000 },
    { value: 333, bps: 5_000, expected: 167 }, // 166.5 rounds half up
    { value: 100_000, bps: 0, expected: 0 },
  ])('weighted $value × $bps bps = $expected', ({ value, bps, expected }) => {
    expect(weightedValueCents(value, bps)).toBe(expected);
  });
});

describe('isDateTooOld', () => {
  it.each([
    { date: '2026-06-01', today: '2026-06-01', expected: false },
    { date: '2025-06-01', today: '2026-06-01', expected: false }, // exactly 365 days back
    { date: '2025-05-31', today: '2026-06-01', expected: true },
    { date: '2030-01-01', today: '2026-06-01', expected: false },
  ])('$date against $today → $expected', ({ date, today, expected }) => {
    expect(isDateTooOld(date, today)).toBe(expected);
  });
});
