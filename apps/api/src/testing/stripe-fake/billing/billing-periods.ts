import type { PriceInterval } from '../fake-store';

export const DAY_SECONDS = 24 * 60 * 60;

/** Calendar arithmetic in UTC: the anchor's day of month, clamped to shorter months (Jan 31 → Feb 28 → Mar 31). */
export function addIntervals(anchor: number, interval: PriceInterval, count: number): number {
  const start = new Date(anchor * 1000);
  const months = start.getUTCMonth() + count * (interval === 'year' ? 12 : 1);
  const year = start.getUTCFullYear() + Math.floor(months / 12);
  const month = ((months % 12) + 12) % 12;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const day = Math.min(start.getUTCDate(), lastDay);
  const end = Date.UTC(year, month, day, start.getUTCHours(), start.getUTCMinutes(), start.getUTCSeconds());
  return end / 1000;
}

/** The share of the period still to run at `now`, between 0 and 1. */
export function remainingFraction(periodStart: number, periodEnd: number, now: number): number {
  if (periodEnd <= periodStart) return 0;
  return Math.min(1, Math.max(0, (periodEnd - now) / (periodEnd - periodStart)));
}

export function formatMoney(amount: number, currency: string): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(amount / 100);
}

export function formatDate(timestamp: number): string {
  return new Date(timestamp * 1000).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  });
}
