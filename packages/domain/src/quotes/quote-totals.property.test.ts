import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PricingInput, PricingSection, QuoteTotals } from './pricing-types';
import { RECURRING_FREQUENCIES } from './quote-enums';
import { quoteArb } from './quote-totals.arbitraries';
import { calculateQuoteTotals } from './quote-totals';

const includedLines = (input: PricingInput, totals: QuoteTotals) =>
  input.sections.flatMap((section) => section.lines).filter((line) => totals.lines[line.id]!.included);

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

const shuffle = <T>(items: readonly T[], seed: number): T[] => {
  const out = [...items];
  let state = seed >>> 0 || 1;
  for (let i = out.length - 1; i > 0; i--) {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    const j = state % (i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
};

/** Everything that must not depend on order: every figure except each discount line's share of a clamp. */
const orderFree = (input: PricingInput, totals: QuoteTotals) => {
  const { lines, belowCostLineIds, ...rest } = totals;
  const discountIds = new Set(
    input.sections.flatMap((s) => s.lines.filter((l) => l.kind === 'discount').map((l) => l.id)),
  );
  const priced = Object.values(lines).filter((line) => !discountIds.has(line.lineId));
  return {
    ...rest,
    priced: priced.sort((a, b) => a.lineId.localeCompare(b.lineId)),
    below: [...belowCostLineIds].sort(),
  };
};

const numbersIn = (value: unknown): unknown[] =>
  value !== null && typeof value === 'object' ? Object.values(value).flatMap(numbersIn) : [value];

describe('calculateQuoteTotals properties', () => {
  it('results are always safe integers, never -0 (or null margins)', () => {
    fc.assert(
      fc.property(quoteArb, (input) => {
        const values = numbersIn(calculateQuoteTotals(input));
        expect(
          values.filter((value) => typeof value === 'number' && (!Number.isSafeInteger(value) || Object.is(value, -0))),
        ).toEqual([]);
      }),
    );
  });

  it('totals equal the sum of their parts', () => {
    fc.assert(
      fc.property(quoteArb, (input) => {
        const t = calculateQuoteTotals(input);
        const included = includedLines(input, t).map((line) => t.lines[line.id]!);
        const includedSections = Object.values(t.sections).filter((s) => s.included);
        const net = (f: string) => sum(included.filter((l) => l.frequency === f).map((l) => l.netCents));
        expect(t.oneTime.subtotalCents).toBe(net('one_time'));
        expect(t.oneTime.subtotalCents).toBe(sum(includedSections.map((s) => s.oneTime.revenueCents)));
        for (const cadence of RECURRING_FREQUENCIES) {
          expect(t.recurring[cadence].subtotalCents).toBe(net(cadence));
          expect(t.recurring[cadence].subtotalCents).toBe(sum(includedSections.map((s) => s.recurring[cadence])));
          expect(t.recurring[cadence].totalCents).toBe(
            t.recurring[cadence].subtotalCents + t.recurring[cadence].taxCents,
          );
        }
        expect(t.oneTime.totalCents).toBe(t.oneTime.subtotalCents - t.oneTime.discountCents + t.oneTime.taxCents);
        expect(t.oneTime.costCents).toBe(
          sum(included.filter((l) => l.frequency === 'one_time').map((l) => l.costCents)),
        );
        const recurringContract = sum(
          included.filter((l) => l.frequency !== 'one_time').map((l) => l.contractValueCents),
        );
        expect(t.tcvCents).toBe(t.oneTime.revenueCents + recurringContract);
        expect(t.laborMinutes).toBe(sum(included.map((l) => l.minutes)));
        expect(t.laborMinutes).toBe(sum(includedSections.map((s) => s.minutes)));
        expect(t.arrCents).toBe(12 * net('monthly') + 4 * net('quarterly') + net('annual'));
        expect(t.belowCostLineIds).toEqual(included.filter((l) => l.isBelowCost).map((l) => l.lineId));
        const excludedPriced = input.sections
          .flatMap((s) => s.lines)
          .filter((l) => !['text', 'discount'].includes(l.kind) && !t.lines[l.id]!.included);
        expect(t.optional.lineCount).toBe(excludedPriced.length);
      }),
    );
  });

  it('reordering lines and sections changes nothing', () => {
    fc.assert(
      fc.property(quoteArb, fc.integer(), (input, seed) => {
        const reordered: PricingInput = {
          ...input,
          sections: shuffle(input.sections, seed).map((section, i): PricingSection => ({
            ...section,
            lines: shuffle(section.lines, seed + i + 1),
          })),
        };
        expect(orderFree(reordered, calculateQuoteTotals(reordered))).toEqual(
          orderFree(input, calculateQuoteTotals(input)),
        );
      }),
    );
  });

  it('a discount never makes any total negative', () => {
    fc.assert(
      fc.property(quoteArb, (input) => {
        const t = calculateQuoteTotals(input);
        const figures = [
          t.oneTime.subtotalCents,
          t.oneTime.revenueCents,
          t.oneTime.taxableCents,
          t.oneTime.taxCents,
          t.oneTime.totalCents,
          t.mrrCents,
          t.arrCents,
          t.tcvCents,
          t.optional.oneTimeCents,
          t.optional.monthlyCents,
          ...RECURRING_FREQUENCIES.flatMap((c) => [t.recurring[c].subtotalCents, t.recurring[c].taxCents]),
          ...Object.values(t.sections).flatMap((s) => [s.oneTime.revenueCents, s.recurringMonthly.revenueCents]),
          ...Object.values(t.lines)
            .filter((l) => l.grossCents >= 0)
            .map((l) => l.netCents),
        ];
        expect(figures.filter((value) => value < 0)).toEqual([]);
        expect(t.oneTime.discountCents).toBeLessThanOrEqual(t.oneTime.subtotalCents);
      }),
    );
  });

  it('selecting an optional line never lowers the one-time total or the MRR', () => {
    const withOptional = quoteArb.filter((input) =>
      input.sections.some((s) => s.lines.some((l) => l.isOptional && !l.isSelected && l.kind !== 'discount')),
    );
    fc.assert(
      fc.property(withOptional, fc.nat(), (input, pick) => {
        const candidates = input.sections.flatMap((s) =>
          s.lines.filter((l) => l.isOptional && !l.isSelected && l.kind !== 'discount').map((l) => l.id),
        );
        const chosen = candidates[pick % candidates.length];
        const selected: PricingInput = {
          ...input,
          sections: input.sections.map((s) => ({
            ...s,
            lines: s.lines.map((l) => (l.id === chosen ? { ...l, isSelected: true } : l)),
          })),
        };
        const before = calculateQuoteTotals(input);
        const after = calculateQuoteTotals(selected);
        expect(after.oneTime.totalCents).toBeGreaterThanOrEqual(before.oneTime.totalCents);
        expect(after.mrrCents).toBeGreaterThanOrEqual(before.mrrCents);
      }),
    );
  });
});
