import { describe, expect, it } from 'vitest';
import { addIntervals, remainingFraction } from './billing-periods';

const at = (iso: string) => Date.parse(iso) / 1000;

describe('addIntervals', () => {
  it.each([
    ['a month from mid-month', '2026-03-15T09:30:00Z', 'month', 1, '2026-04-15T09:30:00Z'],
    ['Jan 31 into February', '2026-01-31T12:00:00Z', 'month', 1, '2026-02-28T12:00:00Z'],
    ['back to the 31st two months on', '2026-01-31T12:00:00Z', 'month', 2, '2026-03-31T12:00:00Z'],
    ['leap-year February', '2028-01-30T00:00:00Z', 'month', 1, '2028-02-29T00:00:00Z'],
    ['across the year end', '2026-12-05T00:00:00Z', 'month', 1, '2027-01-05T00:00:00Z'],
    ['a calendar year', '2026-06-01T00:00:00Z', 'year', 1, '2027-06-01T00:00:00Z'],
    ['a year from Feb 29', '2028-02-29T00:00:00Z', 'year', 1, '2029-02-28T00:00:00Z'],
  ] as const)('%s', (_, start, interval, count, expected) => {
    expect(addIntervals(at(start), interval, count)).toBe(at(expected));
  });
});

describe('remainingFraction', () => {
  it('is the share of the period left, clamped to [0, 1]', () => {
    expect(remainingFraction(0, 100, 25)).toBe(0.75);
    expect(remainingFraction(0, 100, -5)).toBe(1);
    expect(remainingFraction(0, 100, 150)).toBe(0);
  });
});
