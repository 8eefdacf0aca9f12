import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildDocumentPricing } from '../documents/document-pricing';
import { formatMoney } from './format-money';
import type { PricingInput, QuoteTotals } from './pricing-types';
import type { QuoteContent } from './quote-content';
import { MONTHS_PER_PERIOD, RECURRING_FREQUENCIES } from './quote-enums';
import { clientSummaryFigures, FIGURE_LABELS, hasRecurringRevenue, listFiguresOf } from './quote-figures';
import { quoteArb } from './quote-totals.arbitraries';
import { calculateQuoteTotals } from './quote-totals';
import { mulDivRound } from './quote-totals-math';

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

/** Every recurring line on the contract term, a whole number of years: each cadence divides the term exactly. */
const onContractTerm = fc.tuple(quoteArb, fc.integer({ min: 1, max: 10 })).map(([input, years]): PricingInput => ({
  ...input,
  contractTermMonths: 12 * years,
  sections: input.sections.map((s) => ({ ...s, lines: s.lines.map((l) => ({ ...l, termMonths: null })) })),
}));

/** The fields the document model reads beyond pricing: names, units, visibility. */
const asContent = (input: PricingInput) =>
  ({
    ...input,
    sections: input.sections.map((s) => ({
      ...s,
      name: `Section ${s.id}`,
      showLinePrices: true,
      lines: s.lines.map((l) => ({ ...l, name: `Line ${l.id}`, unit: 'each', internalNote: '' })),
    })),
  }) as unknown as QuoteContent;

const includedPriced = (input: PricingInput, t: QuoteTotals) =>
  input.sections
    .flatMap((s) => s.lines)
    .filter((l) => l.kind !== 'text' && l.kind !== 'discount' && t.lines[l.id]!.included);

const hasDiscountLines = (input: PricingInput) =>
  input.sections.some((s) => s.lines.some((l) => l.kind === 'discount'));

describe('one definition of every figure (ADR 0026)', () => {
  it('TCV = one-time (excl. tax) + each cadence (excl. tax) over the term', () => {
    fc.assert(
      fc.property(onContractTerm, (input) => {
        const t = calculateQuoteTotals(input);
        const recurringOverTerm = sum(
          RECURRING_FREQUENCIES.map(
            (c) => (t.recurring[c].subtotalCents * input.contractTermMonths) / MONTHS_PER_PERIOD[c],
          ),
        );
        expect(t.tcvCents).toBe(t.oneTime.revenueCents + recurringOverTerm);
      }),
    );
  });

  it('the tax rate changes what is due and the cadence totals, never TCV, MRR, ARR or margin', () => {
    fc.assert(
      fc.property(quoteArb, fc.integer({ min: 0, max: 10_000 }), (input, rate) => {
        const a = calculateQuoteTotals({ ...input, taxRateBps: 0 });
        const b = calculateQuoteTotals({ ...input, taxRateBps: rate });
        expect(listFiguresOf(b)).toEqual(listFiguresOf(a));
        expect([b.mrrCents, b.arrCents, b.oneTime.revenueCents]).toEqual([
          a.mrrCents,
          a.arrCents,
          a.oneTime.revenueCents,
        ]);
        expect(a.oneTime.totalCents).toBe(a.oneTime.revenueCents);
      }),
    );
  });

  it('MRR × 12 = ARR up to MRR’s rounding, exactly with monthly lines only; ARR sums the cadences', () => {
    fc.assert(
      fc.property(quoteArb, (input) => {
        const t = calculateQuoteTotals(input);
        const { monthly, quarterly, annual } = t.recurring;
        expect(t.arrCents).toBe(12 * monthly.subtotalCents + 4 * quarterly.subtotalCents + annual.subtotalCents);
        expect(Math.abs(12 * t.mrrCents - t.arrCents)).toBeLessThanOrEqual(6);
        if (quarterly.subtotalCents === 0 && annual.subtotalCents === 0) expect(12 * t.mrrCents).toBe(t.arrCents);
      }),
    );
  });

  it('no recurring revenue: no cadence, no MRR, no contract value anywhere the client looks', () => {
    fc.assert(
      fc.property(quoteArb, (input) => {
        const t = calculateQuoteTotals(input);
        const figures = clientSummaryFigures(input, t);
        const rows = buildDocumentPricing(asContent(input), {
          totals: t,
          variant: 'client',
          currency: 'USD',
          contractTermMonths: input.contractTermMonths,
        }).totals;
        expect(figures.filter((f) => f.frequency !== undefined && f.cents === 0)).toEqual([]);
        if (!hasRecurringRevenue(t)) {
          expect(figures.map((f) => f.key)).toEqual(
            t.oneTime.taxCents !== 0 ? ['one_time', 'due_on_acceptance'] : ['due_on_acceptance'],
          );
          expect(rows.filter((r) => ['mrr', 'arr', 'tcv'].includes(r.key))).toEqual([]);
        } else {
          expect(figures.at(-1)).toMatchObject({ key: 'tcv', cents: t.tcvCents });
        }
      }),
    );
  });

  it('tax is the rate on the taxable lines, per cadence; due on acceptance = one-time after discount + its tax', () => {
    fc.assert(
      fc.property(quoteArb, (input) => {
        const t = calculateQuoteTotals(input);
        expect(t.oneTime.totalCents).toBe(t.oneTime.revenueCents + t.oneTime.taxCents);
        expect(t.oneTime.taxCents).toBe(mulDivRound(t.oneTime.taxableCents, input.taxRateBps, 10_000));
        expect(t.oneTime.taxableCents).toBeLessThanOrEqual(t.oneTime.revenueCents);
        const due = clientSummaryFigures(input, t).find((f) => f.key === 'due_on_acceptance');
        if (due) expect(due.cents).toBe(t.oneTime.totalCents);
        if (hasDiscountLines(input)) return;
        const lines = includedPriced(input, t).filter((l) => l.taxable);
        const taxable = (c: string) =>
          sum(lines.filter((l) => t.lines[l.id]!.frequency === c).map((l) => t.lines[l.id]!.netCents));
        for (const c of RECURRING_FREQUENCIES) {
          expect(t.recurring[c].taxCents).toBe(mulDivRound(taxable(c), input.taxRateBps, 10_000));
        }
        if (input.discountType === 'none') expect(t.oneTime.taxableCents).toBe(taxable('one_time'));
      }),
    );
  });

  it('every margin is null without revenue, at most 100 % with it, and is profit ÷ revenue', () => {
    fc.assert(
      fc.property(quoteArb, (input) => {
        const t = calculateQuoteTotals(input);
        for (const m of [t.oneTime, t.recurringMonthly, t.overall]) {
          if (m.revenueCents <= 0) expect(m.marginBps).toBeNull();
          else {
            expect(m.marginBps).toBe(mulDivRound(m.revenueCents - m.costCents, 10_000, m.revenueCents));
            expect(m.marginBps!).toBeLessThanOrEqual(10_000);
          }
        }
        expect(listFiguresOf(t).marginBps).toBe(t.overall.marginBps);
      }),
    );
  });

  it('the document and the client summary print the totals’ own figures, under the same labels', () => {
    fc.assert(
      fc.property(quoteArb, (input) => {
        const t = calculateQuoteTotals(input);
        const rows = buildDocumentPricing(asContent(input), {
          totals: t,
          variant: 'client',
          currency: 'USD',
          contractTermMonths: input.contractTermMonths,
        }).totals;
        const value = (key: string) => rows.find((r) => r.key === key)?.value;
        if (rows.some((r) => r.key === 'one_time_total')) {
          expect(value('one_time_subtotal')).toBe(formatMoney(t.oneTime.subtotalCents, 'USD'));
          expect(value('one_time_total')).toBe(formatMoney(t.oneTime.totalCents, 'USD'));
        }
        for (const c of RECURRING_FREQUENCIES) {
          if (t.recurring[c].subtotalCents === 0) continue;
          expect(value(`${c}_subtotal`)).toBe(formatMoney(t.recurring[c].subtotalCents, 'USD', { frequency: c }));
        }
        if (hasRecurringRevenue(t)) {
          expect(value('tcv')).toBe(formatMoney(t.tcvCents, 'USD'));
          expect(value('mrr')).toBe(formatMoney(t.mrrCents, 'USD', { frequency: 'monthly' }));
        }
        const docKey: Record<string, string> = {
          due_on_acceptance: 'one_time_total',
          one_time: t.oneTime.discountCents > 0 ? 'one_time' : 'one_time_subtotal',
          tcv: 'tcv',
        };
        for (const figure of clientSummaryFigures(input, t)) {
          const key = docKey[figure.key] ?? (figure.frequency ? `${figure.key}_subtotal` : null);
          if (!key) continue;
          const row = rows.find((r) => r.key === key);
          if ((figure.key === 'due_on_acceptance' || figure.key === 'one_time') && !row) continue;
          expect(row).toMatchObject({
            label: figure.label,
            value: formatMoney(figure.cents, 'USD', figure.frequency ? { frequency: figure.frequency } : {}),
          });
        }
      }),
    );
  });

  it('labels state their tax treatment', () => {
    const money = [
      FIGURE_LABELS.oneTime,
      FIGURE_LABELS.mrr,
      FIGURE_LABELS.arr,
      FIGURE_LABELS.tcv,
      FIGURE_LABELS.totalOver(12),
    ];
    for (const label of money) expect(label).toMatch(/\(excl\. tax\)$/);
    expect(FIGURE_LABELS.dueOnAcceptance).toMatch(/\(incl\. tax\)$/);
    for (const c of RECURRING_FREQUENCIES) {
      expect(FIGURE_LABELS.recurring[c]).toMatch(/\(excl\. tax\)$/);
      expect(FIGURE_LABELS.recurringTotal[c]).toMatch(/\(incl\. tax\)$/);
    }
  });
});
