import type { TimeRange } from './quote-enums';

/**
 * The start of a time range containing `now`, in UTC: today from midnight, the week from Monday (ISO
 * weeks), the month, the quarter (Jan, Apr, Jul, Oct) and the year from their first day (docs/product-rules.md#dashboard-screens). The range ends at `now`.
 */
export function timeRangeStart(range: TimeRange, now: Date): Date {
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth();
  const d = now.getUTCDate();
  switch (range) {
    case 'today':
      return new Date(Date.UTC(y, m, d));
    case 'week':
      return new Date(Date.UTC(y, m, d - ((now.getUTCDay() + 6) % 7)));
    case 'month':
      return new Date(Date.UTC(y, m, 1));
    case 'quarter':
      return new Date(Date.UTC(y, m - (m % 3), 1));
    case 'year':
      return new Date(Date.UTC(y, 0, 1));
  }
}

/** An inclusive `from`–`to` pair of ISO dates as a half-open UTC interval [from 00:00, the day after `to`). */
export function dateSpanBounds(from?: string, to?: string): { start: Date | null; end: Date | null } {
  const start = from ? new Date(`${from}T00:00:00.000Z`) : null;
  const end = to ? new Date(new Date(`${to}T00:00:00.000Z`).getTime() + 86_400_000) : null;
  return { start, end };
}
