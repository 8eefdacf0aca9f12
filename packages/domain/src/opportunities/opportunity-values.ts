import { listFiguresOf } from '../quotes/quote-figures';
import type { QuoteTotals } from '../quotes/pricing-types';

/** Probability is stored in basis points (0–10000) and typed as a whole percent (0–100) in forms and the API. */
export const probabilityPercentToBps = (percent: number): number => Math.round(percent * 100);
export const probabilityBpsToPercent = (bps: number): number => Math.round(bps / 100);

/** A deal's probability: its own override when set, else its stage's (HubSpot's weighted amount). */
export const opportunityProbabilityBps = (overrideBps: number | null, stageBps: number): number =>
  overrideBps ?? stageBps;

export interface OpportunityValues {
  oneTimeCents: number;
  mrrCents: number;
  tcvCents: number;
}

/** The values a deal takes from its primary quote: the list's figures (one-time, MRR, TCV), all before tax. */
export function opportunityValuesOf(totals: QuoteTotals): OpportunityValues {
  const figures = listFiguresOf(totals);
  return { oneTimeCents: figures.oneTimeTotalCents, mrrCents: figures.mrrCents, tcvCents: figures.tcvCents };
}

/** The value a board column adds up and a list sorts by: TCV when there is recurring revenue, else the one-time value. */
export const opportunityValueCents = (values: OpportunityValues): number =>
  Math.max(values.tcvCents, values.oneTimeCents);

/** value × probability, in whole cents (half up, the one rounding rule of docs/decisions/0015). */
export const weightedValueCents = (valueCents: number, probabilityBps: number): number =>
  Math.round((valueCents * probabilityBps) / 10_000);

const DAY_MS = 86_400_000;

/** `YYYY-MM-DD` of an instant, in UTC. */
export const isoDay = (at: Date): string => at.toISOString().slice(0, 10);

/** A close (or next step) date more than 365 days before today is a typo, not a plan. */
export function isDateTooOld(date: string, today: string): boolean {
  return Date.parse(`${date}T00:00:00Z`) < Date.parse(`${today}T00:00:00Z`) - 365 * DAY_MS;
}
