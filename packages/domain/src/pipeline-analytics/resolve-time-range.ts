import type { TimeRange } from '../quotes/quote-enums';
import type { InstantSpan } from './pipeline-types';
import { startOfZonedDay, zonedDateOf } from './zoned-calendar';

export type AnalyticsRange = TimeRange | 'custom';

/** Inclusive calendar dates, `YYYY-MM-DD`, in the workspace's time zone. */
export interface CustomDates {
  from: string;
  to: string;
}

export interface ResolvedTimeRange extends InstantSpan {
  /** The equal period just before, for comparisons: the previous calendar period, or as many days before. */
  previous: InstantSpan;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function parseDate(date: string): [number, number, number] {
  const match = ISO_DATE.exec(date);
  if (!match) throw new RangeError(`Not a YYYY-MM-DD date: ${date}`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

/**
 * The whole calendar period containing `now` in `timeZone` (weeks start on Monday), half-open [start, end), and
 * the previous one. A custom range runs from the start of `from` to the start of the day after `to`.
 */
export function resolveTimeRange(
  range: AnalyticsRange,
  now: Date,
  timeZone: string,
  custom?: CustomDates,
): ResolvedTimeRange {
  const at = (y: number, m: number, d: number) => startOfZonedDay(y, m, d, timeZone);
  const span = (y: number, m: number, d: number, length: { months?: number; days?: number }) => {
    const months = length.months ?? 0;
    const days = length.days ?? 0;
    return {
      start: at(y, m, d),
      end: at(y, m + months, d + days),
      previous: { start: at(y, m - months, d - days), end: at(y, m, d) },
    };
  };
  if (range === 'custom') {
    if (!custom) throw new RangeError('A custom range needs its from and to dates.');
    const [y, m, d] = parseDate(custom.from);
    const [ty, tm, td] = parseDate(custom.to);
    const days = Math.round((Date.UTC(ty, tm - 1, td) - Date.UTC(y, m - 1, d)) / 86_400_000) + 1;
    if (days < 1) throw new RangeError('A custom range ends on or after the day it starts.');
    return span(y, m, d, { days });
  }
  const today = zonedDateOf(now.getTime(), timeZone);
  const { year, month, day } = today;
  switch (range) {
    case 'today':
      return span(year, month, day, { days: 1 });
    case 'week':
      return span(year, month, day - (today.weekday - 1), { days: 7 });
    case 'month':
      return span(year, month, 1, { months: 1 });
    case 'quarter':
      return span(year, month - ((month - 1) % 3), 1, { months: 3 });
    case 'year':
      return span(year, 1, 1, { months: 12 });
  }
}
