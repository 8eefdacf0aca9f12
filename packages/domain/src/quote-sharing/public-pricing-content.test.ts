import { describe, expect, it } from 'vitest';
import { QuoteContentInput } from '../quotes/quote-content';
import { calculateQuoteTotals } from '../quotes/quote-totals';
import { toPublicPricingContent } from './public-pricing-content';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const CANARY = 'INTERNAL-CANARY';

const content = QuoteContentInput.parse({
  internalNotes: `${CANARY} notes`,
  taxRateBps: 700,
  discountType: 'percent',
  discountValue: 500,
  sections: [
    {
      id: id(1),
      name: 'Implementation',
      targetMarginBps: 4_000,
      lines: [
        {
          id: id(2),
          kind: 'labor',
          name: 'Firewall',
          minutes: 240,
          unitPriceCents: 17_500,
          unitCostCents: 7_000,
          internalNote: `${CANARY} a`,
        },
        {
          id: id(3),
          kind: 'product',
          name: 'FortiGate',
          quantity: 2,
          unitPriceCents: 89_900,
          unitCostCents: 61_000,
          sourceRef: `${CANARY}-sku`,
        },
        {
          id: id(4),
          kind: 'product',
          name: 'Spare',
          unitPriceCents: 5_000,
          unitCostCents: 4_000,
          isOptional: true,
          isSelected: false,
        },
      ],
    },
    {
      id: id(5),
      name: 'Managed',
      isOptional: true,
      lines: [
        {
          id: id(6),
          kind: 'recurring',
          name: 'SOC',
          quantity: 3,
          unitPriceCents: 4_900,
          unitCostCents: 1_500,
          frequency: 'monthly',
          termMonths: 36,
          internalNote: `${CANARY} b`,
        },
      ],
    },
  ],
});

describe('toPublicPricingContent', () => {
  const pub = toPublicPricingContent(content);

  it('keeps no cost, internal note, margin target or catalog reference', () => {
    expect(JSON.stringify(pub)).not.toContain(CANARY);
    for (const section of pub.sections) {
      expect(section.targetMarginBps).toBeNull();
      for (const line of section.lines)
        expect([line.unitCostCents, line.internalNote, line.sourceRef]).toEqual([0, '', null]);
    }
    expect(pub.internalNotes).toBe('');
    const totals = calculateQuoteTotals(pub);
    expect(totals.oneTime.costCents).toBe(0);
    expect(totals.recurringMonthly.costCents).toBe(0);
  });

  it('prices the same revenue as the original, optional items included', () => {
    const before = calculateQuoteTotals(content);
    const after = calculateQuoteTotals(pub);
    expect(after.oneTime.totalCents).toBe(before.oneTime.totalCents);
    expect(after.oneTime.revenueCents).toBe(before.oneTime.revenueCents);
    expect(after.mrrCents).toBe(before.mrrCents);
    expect(after.tcvCents).toBe(before.tcvCents);
    expect(after.optional).toEqual(before.optional);
  });

  it('does not change the original', () => {
    expect(content.internalNotes).toContain(CANARY);
    expect(content.sections[0]?.lines[0]?.unitCostCents).toBe(7_000);
  });
});
