import { zonedDateOf, type InstantSpan } from '@scopewright/domain';

/**
 * Workspaces keep no time zone yet (the tenant has none, nor the profile): ranges, buckets and periods are
 * calendar days in UTC until one is stored. The answers name the zone they used.
 */
export const WORKSPACE_TIME_ZONE = 'UTC';

const pad = (n: number) => String(n).padStart(2, '0');

/** `YYYY-MM-DD` of an instant in the zone. */
export function isoDateOf(ms: number, timeZone: string): string {
  const { year, month, day } = zonedDateOf(ms, timeZone);
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** The first and last calendar day of a half-open span. */
export const daysOf = (span: InstantSpan, timeZone: string) => ({
  from: isoDateOf(span.start, timeZone),
  to: isoDateOf(span.end - 1, timeZone),
});
