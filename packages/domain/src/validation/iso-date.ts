import { z } from 'zod';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export const ISO_DATE_MESSAGE = 'Use a date like 2026-12-31.';

/** `YYYY-MM-DD` naming a day that exists (2027-02-29, 2027-13-45 and 0000-00-00 do not). */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export const IsoDate = z
  .string()
  .regex(ISO_DATE, { error: ISO_DATE_MESSAGE, abort: true })
  .refine(isIsoDate, { error: ISO_DATE_MESSAGE });
