import { SENDING_LIMITS } from './quote-sending-api';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Today's date in UTC as YYYY-MM-DD (valid_until is a date; the cron and sending compare in UTC). */
export const utcDate = (now: Date) => now.toISOString().slice(0, 10);

/** A quote valid until a date is valid through the end of that day (UTC). */
export const isValidUntilPast = (validUntil: string | null, now: Date) =>
  validUntil !== null && validUntil < utcDate(now);

/** A new link works until the end of valid_until, or for 30 days when the quote has no such date. */
export function linkExpiryFor(validUntil: string | null, now: Date): Date {
  if (validUntil === null) return new Date(now.getTime() + SENDING_LIMITS.defaultLinkDays * DAY_MS);
  return new Date(`${validUntil}T23:59:59.999Z`);
}

/** The first day the reminder may go out: `days` before valid_until. */
export function reminderDueDate(validUntil: string, days: number): string {
  return utcDate(new Date(new Date(`${validUntil}T00:00:00Z`).getTime() - days * DAY_MS));
}

export const isReminderDue = (validUntil: string | null, days: number | null, now: Date) =>
  validUntil !== null &&
  days !== null &&
  !isValidUntilPast(validUntil, now) &&
  reminderDueDate(validUntil, days) <= utcDate(now);
