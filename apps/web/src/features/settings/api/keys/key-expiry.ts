export type ExpiryChoice = 'never' | '30d' | '90d' | '1y' | 'custom';
export const EXPIRY_CHOICES: readonly ExpiryChoice[] = ['never', '30d', '90d', '1y', 'custom'];

const DAY_MS = 24 * 60 * 60 * 1000;
const DAYS: Record<Exclude<ExpiryChoice, 'never' | 'custom'>, number> = { '30d': 30, '90d': 90, '1y': 365 };

/** `yyyy-mm-dd` of a date in the browser's time zone (what `<input type="date">` reads and writes). */
export const toDateInput = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/** The earliest custom date: tomorrow. */
export const minExpiryDate = (now = new Date()) => toDateInput(new Date(now.getTime() + DAY_MS));

/**
 * The `expiresAt` sent for a choice: null for never, now + n days, or the end of the chosen day in the browser's
 * time zone; undefined when the custom date is missing or not a date.
 */
export function expiresAtFor(choice: ExpiryChoice, customDate: string, now = new Date()): string | null | undefined {
  if (choice === 'never') return null;
  if (choice !== 'custom') return new Date(now.getTime() + DAYS[choice] * DAY_MS).toISOString();
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(customDate);
  if (!match) return undefined;
  const end = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 23, 59, 59, 999);
  return Number.isNaN(end.getTime()) ? undefined : end.toISOString();
}
