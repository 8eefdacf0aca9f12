import { describe, expect, it } from 'vitest';
import { bucketPeriods, findBucketIndex, periodKeyOfDate } from './bucket-periods';

const iso = (ms: number) => new Date(ms).toISOString().replace('.000', '');
const show = (start: string, end: string, size: 'month' | 'quarter', timeZone: string) =>
  bucketPeriods(Date.parse(start), Date.parse(end), size, timeZone).map((b) => [b.key, iso(b.start), iso(b.end)]);

describe('bucketPeriods', () => {
  it('splits Q2 in Berlin into its months', () => {
    expect(show('2026-03-31T22:00:00Z', '2026-06-30T22:00:00Z', 'month', 'Europe/Berlin')).toEqual([
      ['2026-04', '2026-03-31T22:00:00Z', '2026-04-30T22:00:00Z'],
      ['2026-05', '2026-04-30T22:00:00Z', '2026-05-31T22:00:00Z'],
      ['2026-06', '2026-05-31T22:00:00Z', '2026-06-30T22:00:00Z'],
    ]);
  });

  it('cuts the first and last bucket to the range, across a year end, by quarter', () => {
    expect(show('2025-11-15T00:00:00Z', '2026-02-10T00:00:00Z', 'quarter', 'UTC')).toEqual([
      ['2025-Q4', '2025-11-15T00:00:00Z', '2026-01-01T00:00:00Z'],
      ['2026-Q1', '2026-01-01T00:00:00Z', '2026-02-10T00:00:00Z'],
    ]);
  });

  it('returns no bucket for an empty range', () => {
    expect(show('2026-01-01T00:00:00Z', '2026-01-01T00:00:00Z', 'month', 'UTC')).toEqual([]);
  });

  it.each([
    ['2026-01-31', 'month', '2026-01'],
    ['2026-12-01', 'month', '2026-12'],
    ['2026-03-31', 'quarter', '2026-Q1'],
    ['2026-04-01', 'quarter', '2026-Q2'],
    ['2026-12-31', 'quarter', '2026-Q4'],
  ] as const)('keys %s by %s as %s', (date, size, key) => {
    expect(periodKeyOfDate(date, size)).toBe(key);
  });

  it('finds the bucket of an instant, or -1 outside', () => {
    const buckets = bucketPeriods(
      Date.parse('2026-01-01T00:00:00Z'),
      Date.parse('2026-04-01T00:00:00Z'),
      'month',
      'UTC',
    );
    expect(findBucketIndex(buckets, Date.parse('2026-02-28T23:59:59Z'))).toBe(1);
    expect(findBucketIndex(buckets, Date.parse('2026-03-01T00:00:00Z'))).toBe(2);
    expect(findBucketIndex(buckets, Date.parse('2026-04-01T00:00:00Z'))).toBe(-1);
    expect(findBucketIndex(buckets, Date.parse('2025-12-31T23:59:59Z'))).toBe(-1);
  });
});
