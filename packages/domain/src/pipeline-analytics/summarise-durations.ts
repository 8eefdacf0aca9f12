import { roundDiv } from '../quotes/quote-totals-math';
import { DAY_MS } from './zoned-calendar';

/** Average and median of elapsed times, in days to one decimal (tenths rounded half away from zero). */
export interface DurationSummary {
  count: number;
  averageDays: number | null;
  medianDays: number | null;
}

const tenthsOfDays = (ms: number) => roundDiv(ms, DAY_MS / 10) / 10;

/** Summarises elapsed milliseconds; the median of an even count is the mean of the middle two. */
export function summariseDurations(durationsMs: readonly number[]): DurationSummary {
  const count = durationsMs.length;
  if (count === 0) return { count, averageDays: null, medianDays: null };
  let total = 0;
  for (const ms of durationsMs) total += ms;
  const sorted = Float64Array.from(durationsMs).sort();
  const mid = count >> 1;
  const medianMs = count % 2 === 1 ? sorted[mid]! : roundDiv(sorted[mid - 1]! + sorted[mid]!, 2);
  return { count, averageDays: tenthsOfDays(roundDiv(total, count)), medianDays: tenthsOfDays(medianMs) };
}
