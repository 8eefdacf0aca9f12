// Budget: totals of a 500-line quote ≤ 2 ms. Pure CPU: no server needed.
import { calculateQuoteTotals, type PricingInput, type PricingLine } from '@scopewright/domain';

const KINDS = ['labor', 'labor', 'product', 'recurring', 'expense', 'discount', 'text'] as const;
const FREQUENCIES = ['one_time', 'monthly', 'quarterly', 'annual'] as const;

/** 25 sections × 20 lines: every kind, cadence, discount type, optional flag and term override in the mix. */
export function buildLargeQuote(lineCount = 500, perSection = 20): PricingInput {
  const sections = Array.from({ length: Math.ceil(lineCount / perSection) }, (_, s) => ({
    id: `s${s}`,
    isOptional: s % 7 === 6,
    isSelected: s % 14 !== 13,
    lines: Array.from({ length: perSection }, (_, l): PricingLine => {
      const i = s * perSection + l;
      return {
        id: `s${s}-l${l}`,
        kind: KINDS[i % KINDS.length]!,
        quantity: 1 + (i % 45),
        minutes: 30 + ((i * 37) % 900),
        unitPriceCents: 1_999 + ((i * 7_919) % 250_000),
        unitCostCents: 999 + ((i * 3_571) % 150_000),
        frequency: FREQUENCIES[i % 4]!,
        termMonths: i % 5 === 0 ? 36 : null,
        discountType: (['none', 'percent', 'amount'] as const)[i % 3]!,
        discountValue: i % 3 === 1 ? 750 : 2_500,
        taxable: i % 2 === 0,
        isOptional: i % 11 === 0,
        isSelected: i % 22 !== 0,
      };
    }),
  }));
  return { contractTermMonths: 36, taxRateBps: 825, discountType: 'percent', discountValue: 500, sections };
}

/**
 * Median time of one calculation, after warm-up (the browser and the server both run warm JIT code). Timed in
 * batches: browsers coarsen `performance.now()` to 0.1 ms, far above one run.
 */
export function benchQuoteTotals(batches = 30, perBatch = 100): { medianMs: number; worstBatchMs: number } {
  const input = buildLargeQuote();
  for (let i = 0; i < 200; i++) calculateQuoteTotals(input);
  const perRun: number[] = [];
  for (let b = 0; b < batches; b++) {
    const start = performance.now();
    for (let i = 0; i < perBatch; i++) calculateQuoteTotals(input);
    perRun.push((performance.now() - start) / perBatch);
  }
  perRun.sort((a, b) => a - b);
  return { medianMs: perRun[Math.floor(batches / 2)]!, worstBatchMs: perRun.at(-1)! };
}
