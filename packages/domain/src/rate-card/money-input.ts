/** Typed amounts: "1,299.99", "$150", "149.5". Grouping commas only in groups of three; at most two decimals. */
const AMOUNT = /^(\d{1,3}(,\d{3})+|\d+)(\.\d{0,2})?$/;

export type AmountParse = { ok: true; cents: number } | { ok: false; reason: 'invalid' | 'negative' | 'too_large' };

/** A typed amount → integer cents, exactly (no float maths); `max` is in cents. */
export function parseAmountInput(input: string, max: number): AmountParse {
  let text = input.trim().replace(/^\$\s*/, '');
  const negative = text.startsWith('-');
  if (negative) text = text.slice(1).replace(/^\$\s*/, '');
  if (!AMOUNT.test(text)) return { ok: false, reason: 'invalid' };
  if (negative && /[1-9]/.test(text)) return { ok: false, reason: 'negative' };
  const [whole = '0', fraction = ''] = text.replace(/,/g, '').split('.');
  if (whole.length > 15) return { ok: false, reason: 'too_large' };
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return cents > max ? { ok: false, reason: 'too_large' } : { ok: true, cents };
}

/** 129999 → "1299.99", 15000 → "150.00": what an amount field shows for editing. */
export function centsToAmountInput(cents: number): string {
  const whole = Math.trunc(cents / 100);
  return `${whole}.${String(Math.abs(cents % 100)).padStart(2, '0')}`;
}

/**
 * Gross margin of a price over a cost in basis points, rounded half away from zero; null when nothing is
 * charged (no margin to speak of). 15000 / 9000 → 4000 (40%).
 */
export function marginBps(priceCents: number, costCents: number): number | null {
  if (priceCents <= 0) return null;
  const numerator = (priceCents - costCents) * 10_000;
  const rounded = Math.round(Math.abs(numerator) / priceCents);
  return numerator < 0 && rounded > 0 ? -rounded : rounded;
}

/** Sold at or below what it costs (a zero-cost, zero-price item is not flagged). */
export const isAtOrBelowCost = (priceCents: number, costCents: number): boolean =>
  costCents > 0 && costCents >= priceCents;
