import { mulDivRound } from '../quotes/quote-totals-math';

/** part ÷ whole in basis points, rounded once half away from zero; null when the whole is zero (never NaN). */
export function ratioBps(part: number, whole: number): number | null {
  if (whole === 0) return null;
  return whole < 0 ? mulDivRound(-part, 10_000, -whole) : mulDivRound(part, 10_000, whole);
}
