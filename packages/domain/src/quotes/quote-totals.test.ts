import { describe, expect, it } from 'vitest';
import { calculateQuoteTotals } from './quote-totals';
import { aLabourLine, aLine, aQuote, aSection } from './quote-totals.test-helpers';
import type { PricingInput, QuoteTotals } from './pricing-types';

type Case = { name: string; input: () => PricingInput; expect: (totals: QuoteTotals, input: PricingInput) => void };

const onlyLine = (totals: QuoteTotals) => Object.values(totals.lines)[0]!;
const lineAt = (input: PricingInput, totals: QuoteTotals, s: number, l: number) =>
  totals.lines[input.sections[s]!.lines[l]!.id]!;

const cases: Case[] = [
  {
    name: 'empty quote: every figure is 0 and margins are null',
    input: () => aQuote([]),
    expect: (t) => {
      expect(t.oneTime).toEqual({
        revenueCents: 0,
        costCents: 0,
        grossProfitCents: 0,
        marginBps: null,
        subtotalCents: 0,
        discountCents: 0,
        taxableCents: 0,
        taxCents: 0,
        totalCents: 0,
      });
      expect([t.mrrCents, t.arrCents, t.tcvCents, t.laborMinutes]).toEqual([0, 0, 0, 0]);
      expect(t.overall.marginBps).toBeNull();
      expect(t.recurring.monthly).toEqual({ subtotalCents: 0, taxCents: 0, totalCents: 0, costCents: 0 });
      expect(t.optional).toEqual({ oneTimeCents: 0, monthlyCents: 0, lineCount: 0 });
      expect(t.lines).toEqual({});
    },
  },
  {
    name: 'labour: one minute at $0.30/h is exactly half a cent and rounds up to 1',
    input: () => aQuote([aSection([aLabourLine(1, 30, { unitCostCents: 29 })])]),
    expect: (t) => expect(onlyLine(t)).toMatchObject({ minutes: 1, grossCents: 1, netCents: 1, costCents: 0 }),
  },
  {
    name: 'labour: 1.5 and 2.5 cents round half away from zero (2 and 3), 1.49… rounds down',
    input: () => aQuote([aSection([aLabourLine(1, 90), aLabourLine(1, 150), aLabourLine(1, 89)])]),
    expect: (t, input) => expect([0, 1, 2].map((i) => lineAt(input, t, 0, i).grossCents)).toEqual([2, 3, 1]),
  },
  {
    name: 'labour: quantity × minutes × hourly rate, margin on the line',
    input: () => aQuote([aSection([aLabourLine(450, 15_000, { quantity: 2, unitCostCents: 5_500 })])]),
    expect: (t) => {
      expect(onlyLine(t)).toMatchObject({
        minutes: 900,
        grossCents: 225_000,
        netCents: 225_000,
        costCents: 82_500,
        grossProfitCents: 142_500,
        marginBps: 6_333,
      });
      expect(t.laborMinutes).toBe(900);
      expect(t.oneTime.marginBps).toBe(6_333);
    },
  },
  {
    name: 'product: percent line discount rounds once (399.8 → 400)',
    input: () =>
      aQuote([
        aSection([aLine({ quantity: 2, unitPriceCents: 1_999, discountType: 'percent', discountValue: 1_000 })]),
      ]),
    expect: (t) => expect(onlyLine(t)).toMatchObject({ grossCents: 3_998, discountCents: 400, netCents: 3_598 }),
  },
  {
    name: 'percent line discount at exactly half a cent rounds away from zero',
    input: () =>
      aQuote([
        aSection([
          aLine({ unitPriceCents: 1_010, discountType: 'percent', discountValue: 500 }),
          aLine({ unitPriceCents: 1_009, discountType: 'percent', discountValue: 500 }),
        ]),
      ]),
    expect: (t, input) =>
      expect([lineAt(input, t, 0, 0).discountCents, lineAt(input, t, 0, 1).discountCents]).toEqual([51, 50]),
  },
  {
    name: 'zero discount: percent 0 and amount 0 change nothing',
    input: () =>
      aQuote(
        [
          aSection([
            aLine({ unitPriceCents: 5_000, discountType: 'percent', discountValue: 0 }),
            aLine({ unitPriceCents: 5_000, discountType: 'amount', discountValue: 0 }),
          ]),
        ],
        { discountType: 'percent', discountValue: 0 },
      ),
    expect: (t) => expect(t.oneTime).toMatchObject({ subtotalCents: 10_000, discountCents: 0, totalCents: 10_000 }),
  },
  {
    name: 'amount line discount larger than the line is clamped: net 0, never negative',
    input: () => aQuote([aSection([aLine({ unitPriceCents: 2_500, discountType: 'amount', discountValue: 9_999 })])]),
    expect: (t) => expect(onlyLine(t)).toMatchObject({ grossCents: 2_500, discountCents: 2_500, netCents: 0 }),
  },
  {
    name: '100% line discount: net 0, no margin, and flagged below cost when it has a cost',
    input: () =>
      aQuote([
        aSection([
          aLine({ unitPriceCents: 10_000, unitCostCents: 6_000, discountType: 'percent', discountValue: 10_000 }),
        ]),
      ]),
    expect: (t) => {
      expect(onlyLine(t)).toMatchObject({ netCents: 0, marginBps: null, grossProfitCents: -6_000, isBelowCost: true });
      expect(t.belowCostLineIds).toHaveLength(1);
      expect(t.oneTime.marginBps).toBeNull();
    },
  },
  {
    name: '100% quote discount: one-time total 0 and no tax',
    input: () =>
      aQuote([aSection([aLine({ unitPriceCents: 50_000 })])], {
        discountType: 'percent',
        discountValue: 10_000,
        taxRateBps: 825,
      }),
    expect: (t) =>
      expect(t.oneTime).toMatchObject({ subtotalCents: 50_000, discountCents: 50_000, taxCents: 0, totalCents: 0 }),
  },
  {
    name: 'zero-cost lines: 100% margin',
    input: () => aQuote([aSection([aLine({ unitPriceCents: 12_345 })])]),
    expect: (t) => {
      expect(onlyLine(t).marginBps).toBe(10_000);
      expect(t.oneTime).toMatchObject({ costCents: 0, grossProfitCents: 12_345, marginBps: 10_000 });
    },
  },
  {
    name: 'mixed cadences: per-period subtotals, MRR and ARR normalised, TCV over the term',
    input: () =>
      aQuote(
        [
          aSection([
            aLine({ kind: 'recurring', frequency: 'monthly', unitPriceCents: 1_000, unitCostCents: 400 }),
            aLine({ kind: 'recurring', frequency: 'quarterly', unitPriceCents: 3_000 }),
            aLine({ kind: 'recurring', frequency: 'annual', unitPriceCents: 12_000, unitCostCents: 6_000 }),
            aLine({ unitPriceCents: 5_000 }),
          ]),
        ],
        { contractTermMonths: 36 },
      ),
    expect: (t) => {
      expect([
        t.recurring.monthly.subtotalCents,
        t.recurring.quarterly.subtotalCents,
        t.recurring.annual.subtotalCents,
      ]).toEqual([1_000, 3_000, 12_000]);
      expect(t.mrrCents).toBe(3_000);
      expect(t.arrCents).toBe(36_000);
      expect(t.tcvCents).toBe(5_000 + 36_000 + 36_000 + 36_000);
      expect(t.recurringMonthly).toEqual({
        revenueCents: 3_000,
        costCents: 900,
        grossProfitCents: 2_100,
        marginBps: 7_000,
      });
    },
  },
  {
    name: 'quarterly alone: MRR rounds once (4000 / 12 = 333.33 → 333), ARR stays exact',
    input: () => aQuote([aSection([aLine({ kind: 'recurring', frequency: 'quarterly', unitPriceCents: 1_000 })])]),
    expect: (t) => expect([t.mrrCents, t.arrCents]).toEqual([333, 4_000]),
  },
  {
    name: 'a recurring line marked one-time bills monthly',
    input: () => aQuote([aSection([aLine({ kind: 'recurring', frequency: 'one_time', unitPriceCents: 2_000 })])]),
    expect: (t) => {
      expect(onlyLine(t).frequency).toBe('monthly');
      expect([t.oneTime.subtotalCents, t.mrrCents, t.tcvCents]).toEqual([0, 2_000, 24_000]);
    },
  },
  {
    name: 'term override: a line’s own term wins over the contract term',
    input: () =>
      aQuote([
        aSection([
          aLine({ kind: 'recurring', frequency: 'monthly', unitPriceCents: 1_000, termMonths: 24, unitCostCents: 500 }),
          aLine({ kind: 'recurring', frequency: 'annual', unitPriceCents: 1_000, termMonths: 18 }),
        ]),
      ]),
    expect: (t, input) => {
      expect(lineAt(input, t, 0, 0).contractValueCents).toBe(24_000);
      expect(lineAt(input, t, 0, 1).contractValueCents).toBe(1_500);
      expect(t.tcvCents).toBe(25_500);
      expect(t.overall).toMatchObject({ revenueCents: 25_500, costCents: 12_000, grossProfitCents: 13_500 });
    },
  },
  {
    name: 'optional line not selected: excluded from totals, shown as optional',
    input: () =>
      aQuote([
        aSection([
          aLine({ unitPriceCents: 10_000 }),
          aLine({ unitPriceCents: 2_500, isOptional: true, isSelected: false }),
          aLine({ kind: 'recurring', frequency: 'annual', unitPriceCents: 1_200, isOptional: true, isSelected: false }),
        ]),
      ]),
    expect: (t, input) => {
      expect(t.oneTime.subtotalCents).toBe(10_000);
      expect(t.mrrCents).toBe(0);
      expect(t.optional).toEqual({ oneTimeCents: 2_500, monthlyCents: 100, lineCount: 2 });
      expect(lineAt(input, t, 0, 1)).toMatchObject({ included: false, netCents: 2_500 });
      const section = t.sections[input.sections[0]!.id]!;
      expect([section.optionalOneTimeCents, section.optionalMonthlyCents]).toEqual([2_500, 100]);
    },
  },
  {
    name: 'optional line selected: counted like any other line',
    input: () =>
      aQuote([aSection([aLine({ unitPriceCents: 10_000 }), aLine({ unitPriceCents: 2_500, isOptional: true })])]),
    expect: (t) => {
      expect(t.oneTime.subtotalCents).toBe(12_500);
      expect(t.optional).toEqual({ oneTimeCents: 0, monthlyCents: 0, lineCount: 0 });
    },
  },
  {
    name: 'optional section not selected: its lines are excluded and its net is optional',
    input: () =>
      aQuote([
        aSection([aLabourLine(60, 15_000)]),
        aSection(
          [aLabourLine(120, 15_000), aLine({ kind: 'discount', discountType: 'amount', discountValue: 5_000 })],
          {
            isOptional: true,
            isSelected: false,
          },
        ),
      ]),
    expect: (t, input) => {
      expect([t.oneTime.subtotalCents, t.laborMinutes]).toEqual([15_000, 60]);
      expect(t.optional).toEqual({ oneTimeCents: 25_000, monthlyCents: 0, lineCount: 1 });
      const section = t.sections[input.sections[1]!.id]!;
      expect(section).toMatchObject({ included: false, minutes: 120 });
      expect(section.oneTime.revenueCents).toBe(25_000);
      expect(lineAt(input, t, 1, 0).included).toBe(false);
    },
  },
  {
    name: 'optional section selected: counted',
    input: () => aQuote([aSection([aLabourLine(60, 15_000)], { isOptional: true, isSelected: true })]),
    expect: (t) => expect([t.oneTime.subtotalCents, t.optional.lineCount]).toEqual([15_000, 0]),
  },
  {
    name: 'discount line (amount) larger than its section is clamped to the section',
    input: () =>
      aQuote([
        aSection([
          aLine({ unitPriceCents: 10_000 }),
          aLine({ kind: 'discount', discountType: 'amount', discountValue: 15_000 }),
        ]),
        aSection([aLine({ unitPriceCents: 7_000 })]),
      ]),
    expect: (t, input) => {
      expect(lineAt(input, t, 0, 1)).toMatchObject({
        netCents: -10_000,
        costCents: 0,
        marginBps: null,
        isBelowCost: false,
      });
      expect(t.sections[input.sections[0]!.id]!.oneTime.revenueCents).toBe(0);
      expect(t.oneTime.subtotalCents).toBe(7_000);
    },
  },
  {
    name: 'discount line (percent) takes its share of the same frequency only',
    input: () =>
      aQuote([
        aSection([
          aLine({ unitPriceCents: 20_000 }),
          aLine({ kind: 'recurring', frequency: 'monthly', unitPriceCents: 5_000 }),
          aLine({ kind: 'discount', discountType: 'percent', discountValue: 1_000 }),
          aLine({ kind: 'discount', frequency: 'monthly', discountType: 'percent', discountValue: 2_000 }),
        ]),
      ]),
    expect: (t, input) => {
      expect(lineAt(input, t, 0, 2).netCents).toBe(-2_000);
      expect(lineAt(input, t, 0, 3)).toMatchObject({
        netCents: -1_000,
        frequency: 'monthly',
        contractValueCents: -12_000,
      });
      expect([t.oneTime.subtotalCents, t.mrrCents, t.tcvCents]).toEqual([18_000, 4_000, 18_000 + 48_000]);
    },
  },
  {
    name: 'a recurring discount line takes its share over each discounted line’s own term (its own term is ignored)',
    input: () =>
      aQuote([
        aSection([
          aLine({ kind: 'recurring', frequency: 'monthly', unitPriceCents: 10_000, termMonths: 12 }),
          aLine({ kind: 'recurring', frequency: 'monthly', unitPriceCents: 10_000, termMonths: 36 }),
          aLine({
            kind: 'discount',
            frequency: 'monthly',
            discountType: 'percent',
            discountValue: 1_000,
            termMonths: 120,
          }),
        ]),
      ]),
    expect: (t, input) => {
      expect(lineAt(input, t, 0, 2)).toMatchObject({ netCents: -2_000, contractValueCents: -48_000 });
      expect([t.mrrCents, t.tcvCents]).toEqual([18_000, 480_000 - 48_000]);
    },
  },
  {
    name: 'two discount lines together never take a section below 0',
    input: () =>
      aQuote([
        aSection([
          aLine({ unitPriceCents: 10_000 }),
          aLine({ kind: 'discount', discountType: 'percent', discountValue: 6_000 }),
          aLine({ kind: 'discount', discountType: 'percent', discountValue: 6_000 }),
        ]),
      ]),
    expect: (t, input) => {
      expect([lineAt(input, t, 0, 1).netCents, lineAt(input, t, 0, 2).netCents]).toEqual([-6_000, -4_000]);
      expect(t.oneTime.subtotalCents).toBe(0);
    },
  },
  {
    name: 'tax with a quote discount: the taxable part shrinks pro rata before tax',
    input: () =>
      aQuote(
        [
          aSection([
            aLine({ unitPriceCents: 60_000 }),
            aLine({ unitPriceCents: 40_000, taxable: false, unitCostCents: 30_000 }),
          ]),
        ],
        { discountType: 'percent', discountValue: 1_000, taxRateBps: 825 },
      ),
    expect: (t) =>
      expect(t.oneTime).toEqual({
        subtotalCents: 100_000,
        discountCents: 10_000,
        taxableCents: 54_000,
        taxCents: 4_455,
        totalCents: 94_455,
        revenueCents: 90_000,
        costCents: 30_000,
        grossProfitCents: 60_000,
        marginBps: 6_667,
      }),
  },
  {
    name: 'amount quote discount larger than the one-time subtotal is clamped; recurring is untouched',
    input: () =>
      aQuote(
        [
          aSection([
            aLine({ unitPriceCents: 3_000 }),
            aLine({ kind: 'recurring', frequency: 'monthly', unitPriceCents: 1_000 }),
          ]),
        ],
        { discountType: 'amount', discountValue: 5_000, taxRateBps: 1_000 },
      ),
    expect: (t) => {
      expect(t.oneTime).toMatchObject({ discountCents: 3_000, taxCents: 0, totalCents: 0 });
      expect(t.recurring.monthly).toEqual({ subtotalCents: 1_000, taxCents: 100, totalCents: 1_100, costCents: 0 });
      expect(t.mrrCents).toBe(1_000);
    },
  },
  {
    name: 'tax on a discounted section follows its taxable share (discount lines do not pick a side)',
    input: () =>
      aQuote(
        [
          aSection([
            aLine({ unitPriceCents: 7_500 }),
            aLine({ unitPriceCents: 2_500, taxable: false }),
            aLine({ kind: 'discount', discountType: 'amount', discountValue: 2_000, taxable: false }),
          ]),
        ],
        { taxRateBps: 1_000 },
      ),
    expect: (t) => expect(t.oneTime).toMatchObject({ subtotalCents: 8_000, taxableCents: 6_000, taxCents: 600 }),
  },
  {
    name: 'overall margin is on the TCV basis',
    input: () =>
      aQuote([
        aSection([
          aLine({ unitPriceCents: 10_000, unitCostCents: 6_000 }),
          aLine({ kind: 'recurring', frequency: 'monthly', unitPriceCents: 1_000, unitCostCents: 400 }),
        ]),
      ]),
    expect: (t) =>
      expect(t.overall).toEqual({
        revenueCents: 22_000,
        costCents: 10_800,
        grossProfitCents: 11_200,
        marginBps: 5_091,
      }),
  },
  {
    name: 'below cost lines are listed in document order, excluded ones never',
    input: () =>
      aQuote([
        aSection([
          aLine({ id: 'b', unitPriceCents: 100, unitCostCents: 150 }),
          aLine({ unitPriceCents: 200, unitCostCents: 100 }),
        ]),
        aSection([
          aLine({ id: 'a', unitPriceCents: 100, unitCostCents: 101 }),
          aLine({ id: 'c', unitPriceCents: 0, unitCostCents: 1, isOptional: true, isSelected: false }),
        ]),
      ]),
    expect: (t) => {
      expect(t.belowCostLineIds).toEqual(['b', 'a']);
      expect(t.lines.c!.isBelowCost).toBe(false);
    },
  },
  {
    name: 'text lines are always 0',
    input: () => aQuote([aSection([aLine({ kind: 'text', quantity: 5, unitPriceCents: 9_999, unitCostCents: 1 })])]),
    expect: (t) => {
      expect(onlyLine(t)).toMatchObject({ grossCents: 0, netCents: 0, costCents: 0, isBelowCost: false });
      expect(t.oneTime.subtotalCents).toBe(0);
      expect(t.optional.lineCount).toBe(0);
    },
  },
  {
    name: 'recurring labour: monthly hours count, billed per month',
    input: () => aQuote([aSection([aLabourLine(240, 15_000, { frequency: 'monthly', unitCostCents: 6_000 })])]),
    expect: (t, input) => {
      expect([t.laborMinutes, t.mrrCents, t.tcvCents]).toEqual([240, 60_000, 720_000]);
      expect(t.sections[input.sections[0]!.id]!.recurringMonthly.marginBps).toBe(6_000);
    },
  },
  {
    name: 'section totals: minutes, one-time and per-cadence figures of that section only',
    input: () =>
      aQuote([
        aSection([
          aLabourLine(90, 12_000, { unitCostCents: 4_000 }),
          aLine({ kind: 'recurring', frequency: 'annual', unitPriceCents: 24_000 }),
        ]),
        aSection([aLine({ unitPriceCents: 1 })]),
      ]),
    expect: (t, input) =>
      expect(t.sections[input.sections[0]!.id]).toEqual({
        sectionId: input.sections[0]!.id,
        included: true,
        minutes: 90,
        oneTime: { revenueCents: 18_000, costCents: 6_000, grossProfitCents: 12_000, marginBps: 6_667 },
        recurringMonthly: { revenueCents: 2_000, costCents: 0, grossProfitCents: 2_000, marginBps: 10_000 },
        recurring: { monthly: 0, quarterly: 0, annual: 24_000 },
        optionalOneTimeCents: 0,
        optionalMonthlyCents: 0,
      }),
  },
  {
    name: 'the largest allowed amounts stay exact (BigInt path for products above 2^53)',
    input: () =>
      aQuote(
        Array.from({ length: 5 }, () =>
          aSection(Array.from({ length: 100 }, () => aLine({ quantity: 10, unitPriceCents: 9_999_999_999 }))),
        ),
        { taxRateBps: 9_999, discountType: 'percent', discountValue: 3_333 },
      ),
    expect: (t) => {
      const subtotal = 500n * 99_999_999_990n;
      const discount = (subtotal * 3_333n + 5_000n) / 10_000n;
      const taxable = subtotal - discount;
      const tax = (taxable * 9_999n + 5_000n) / 10_000n;
      expect(t.oneTime).toMatchObject({
        subtotalCents: Number(subtotal),
        discountCents: Number(discount),
        taxableCents: Number(taxable),
        taxCents: Number(tax),
        totalCents: Number(taxable + tax),
      });
    },
  },
];

describe('calculateQuoteTotals', () => {
  it.each(cases)('$name', ({ input, expect: check }) => {
    const quote = input();
    check(calculateQuoteTotals(quote), quote);
  });

  it('accepts the validated content schema output as its input', async () => {
    const { QuoteContentInput } = await import('./quote-content');
    const content = QuoteContentInput.parse({
      sections: [
        {
          id: '0190f0a0-0000-7000-8000-000000000001',
          name: 'Implementation',
          lines: [
            {
              id: '0190f0a0-0000-7000-8000-000000000002',
              kind: 'labor',
              name: 'Configure Intune',
              minutes: 90,
              unitPriceCents: 15_000,
            },
          ],
        },
      ],
    });
    expect(calculateQuoteTotals(content).oneTime.totalCents).toBe(22_500);
  });
});
