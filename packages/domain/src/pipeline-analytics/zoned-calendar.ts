import type { Instant } from './pipeline-types';

/** A calendar date in a time zone; month 1–12, weekday 1 (Monday) – 7 (Sunday). */
export interface ZonedDate {
  year: number;
  month: number;
  day: number;
  weekday: number;
}

export const DAY_MS = 86_400_000;

const WEEKDAYS: Record<string, number> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      weekday: 'short',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

function partsOf(ms: number, timeZone: string) {
  const parts: Record<string, string> = {};
  for (const part of formatterFor(timeZone).formatToParts(ms)) parts[part.type] = part.value;
  const n = (type: string) => Number(parts[type]);
  return {
    date: { year: n('year'), month: n('month'), day: n('day'), weekday: WEEKDAYS[parts.weekday!] ?? 1 },
    offset:
      Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'), n('second')) - Math.floor(ms / 1000) * 1000,
  };
}

/** Epoch milliseconds of an instant; throws on a string that is not a date. */
export function toEpochMs(at: Instant): number {
  const ms = typeof at === 'string' ? Date.parse(at) : at.getTime();
  if (Number.isNaN(ms)) throw new RangeError(`Not an instant: ${String(at)}`);
  return ms;
}

/** The calendar date an instant falls on in `timeZone` (an IANA name). */
export const zonedDateOf = (ms: number, timeZone: string): ZonedDate => partsOf(ms, timeZone).date;

/**
 * The first instant of a calendar date in `timeZone`. Month and day may overflow (month 13 is next January).
 * Where midnight falls in a DST gap, the day starts at the transition.
 */
export function startOfZonedDay(year: number, month: number, day: number, timeZone: string): number {
  const asUtc = Date.UTC(year, month - 1, day);
  const target = new Date(asUtc);
  const key = [target.getUTCFullYear(), target.getUTCMonth() + 1, target.getUTCDate()].join('-');
  let best = Number.POSITIVE_INFINITY;
  for (const probe of [asUtc - DAY_MS, asUtc, asUtc + DAY_MS]) {
    const candidate = asUtc - partsOf(probe, timeZone).offset;
    const { year: y, month: m, day: d } = partsOf(candidate, timeZone).date;
    if ([y, m, d].join('-') === key && candidate < best) best = candidate;
  }
  return Number.isFinite(best) ? best : asUtc;
}
