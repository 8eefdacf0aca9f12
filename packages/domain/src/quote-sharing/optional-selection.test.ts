import { describe, expect, it } from 'vitest';
import { QuoteContentInput } from '../quotes/quote-content';
import { calculateQuoteTotals } from '../quotes/quote-totals';
import { applyOptionalSelection, invalidSelectionIds, selectionOf } from './optional-selection';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const content = QuoteContentInput.parse({
  sections: [
    {
      id: id(1),
      name: 'Core',
      lines: [
        { id: id(2), kind: 'product', name: 'Firewall', unitPriceCents: 100_00 },
        { id: id(3), kind: 'product', name: 'Spare', unitPriceCents: 20_00, isOptional: true, isSelected: false },
        { id: id(4), kind: 'product', name: 'Rack', unitPriceCents: 5_00, isOptional: true, isSelected: true },
      ],
    },
    {
      id: id(5),
      name: 'Extra',
      isOptional: true,
      isSelected: false,
      lines: [{ id: id(6), kind: 'product', name: 'UPS', unitPriceCents: 50_00 }],
    },
  ],
});

describe('optional selection', () => {
  it.each([
    { name: 'optional line and section', lineIds: [id(3)], sectionIds: [id(5)], invalid: [] },
    { name: 'a required line', lineIds: [id(2)], sectionIds: [], invalid: [id(2)] },
    { name: 'a line id given as a section', lineIds: [], sectionIds: [id(3)], invalid: [id(3)] },
    { name: 'an unknown id', lineIds: [id(99)], sectionIds: [], invalid: [id(99)] },
    {
      name: 'a line of an optional section (the section is the choice)',
      lineIds: [id(6)],
      sectionIds: [],
      invalid: [id(6)],
    },
  ])('$name', ({ lineIds, sectionIds, invalid }) => {
    expect(invalidSelectionIds(content, { lineIds, sectionIds })).toEqual(invalid);
  });

  it('includes exactly the selected optional items in the totals', () => {
    const none = calculateQuoteTotals(applyOptionalSelection(content, { lineIds: [], sectionIds: [] }));
    const all = calculateQuoteTotals(applyOptionalSelection(content, { lineIds: [id(3), id(4)], sectionIds: [id(5)] }));
    expect(none.oneTime.totalCents).toBe(100_00);
    expect(all.oneTime.totalCents).toBe(175_00);
  });

  it('reads back the selection the version holds', () => {
    expect(selectionOf(content)).toEqual({ lineIds: [id(4)], sectionIds: [] });
    const applied = applyOptionalSelection(content, { lineIds: [id(3)], sectionIds: [id(5)] });
    expect(selectionOf(applied)).toEqual({ lineIds: [id(3)], sectionIds: [id(5)] });
  });
});
