/** Exact integer helpers for the pricing engine (ADR 0015): every division rounds once, half away from zero. */

const roundHalfAwayBig = (numerator: bigint, denominator: bigint): number => {
  const negative = numerator < 0n;
  const n = negative ? -numerator : numerator;
  let q = n / denominator;
  if (2n * (n % denominator) >= denominator) q += 1n;
  const result = Number(q);
  return negative && result !== 0 ? -result : result;
};

/** round(a × b / d) exactly, for integers a, b and a positive integer d. */
export function mulDivRound(a: number, b: number, d: number): number {
  const product = a * b;
  if (!Number.isSafeInteger(product)) return roundHalfAwayBig(BigInt(a) * BigInt(b), BigInt(d));
  const negative = product < 0;
  const n = negative ? -product : product;
  let q = Math.floor(n / d);
  let r = n - q * d;
  if (r < 0) {
    q -= 1;
    r += d;
  } else if (r >= d) {
    q += 1;
    r -= d;
  }
  if (2 * r >= d) q += 1;
  if (q === 0) return 0;
  return negative ? -q : q;
}

/** round(n / d) exactly, half away from zero. */
export const roundDiv = (numerator: number, denominator: number): number => mulDivRound(numerator, 1, denominator);

/** A yearly figure from per-period figures: 12·monthly + 4·quarterly + annual. */
export const annualise = (monthly: number, quarterly: number, annual: number): number =>
  12 * monthly + 4 * quarterly + annual;

/** One month's share of per-period figures, rounded once. */
export const normaliseMonthly = (monthly: number, quarterly: number, annual: number): number =>
  roundDiv(annualise(monthly, quarterly, annual), 12);

export interface Margin {
  revenueCents: number;
  costCents: number;
  grossProfitCents: number;
  marginBps: number | null;
}

export function marginFigures(revenueCents: number, costCents: number): Margin {
  const grossProfitCents = revenueCents - costCents;
  const marginBps = revenueCents > 0 ? mulDivRound(grossProfitCents, 10_000, revenueCents) : null;
  return { revenueCents, costCents, grossProfitCents, marginBps };
}
