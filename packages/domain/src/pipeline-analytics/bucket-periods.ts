import type { BucketSize, InstantSpan } from './pipeline-types';
import { startOfZonedDay, zonedDateOf } from './zoned-calendar';

/** A chart bucket: its period key (`2026-03`, `2026-Q1`) and its part of the range, half-open. */
export interface PeriodBucket extends InstantSpan {
  key: string;
}

/** The period key of a calendar month: `2026-03` by month, `2026-Q1` by quarter. */
export function periodKeyOf(year: number, month: number, size: BucketSize): string {
  return size === 'month' ? `${year}-${String(month).padStart(2, '0')}` : `${year}-Q${Math.floor((month - 1) / 3) + 1}`;
}

/** The period key of a `YYYY-MM-DD` date (an expected close date: a calendar date, no time zone). */
export const periodKeyOfDate = (date: string, size: BucketSize): string =>
  periodKeyOf(Number(date.slice(0, 4)), Number(date.slice(5, 7)), size);

/**
 * The months or quarters (in `timeZone`) that [start, end) touches, in order, each cut to the range so the
 * buckets add up to exactly the range.
 */
export function bucketPeriods(start: number, end: number, size: BucketSize, timeZone: string): PeriodBucket[] {
  const buckets: PeriodBucket[] = [];
  if (end <= start) return buckets;
  const first = zonedDateOf(start, timeZone);
  const step = size === 'month' ? 1 : 3;
  let year = first.year;
  let month = size === 'month' ? first.month : first.month - ((first.month - 1) % 3);
  let periodStart = startOfZonedDay(year, month, 1, timeZone);
  while (periodStart < end) {
    const periodEnd = startOfZonedDay(year, month + step, 1, timeZone);
    buckets.push({
      key: periodKeyOf(year, month, size),
      start: Math.max(periodStart, start),
      end: Math.min(periodEnd, end),
    });
    month += step;
    if (month > 12) {
      month -= 12;
      year += 1;
    }
    periodStart = periodEnd;
  }
  return buckets;
}

/** Index of the bucket holding `ms`, or -1; buckets are sorted and disjoint (binary search). */
export function findBucketIndex(buckets: readonly InstantSpan[], ms: number): number {
  let low = 0;
  let high = buckets.length - 1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    const bucket = buckets[mid]!;
    if (ms < bucket.start) high = mid - 1;
    else if (ms >= bucket.end) low = mid + 1;
    else return mid;
  }
  return -1;
}
