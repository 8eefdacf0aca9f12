import { describe, expect, it } from 'vitest';
import { DEFAULT_CATALOG_ITEMS } from './default-catalog-items';
import {
  catalogFormFieldOf,
  catalogFormToInput,
  catalogItemToForm,
  EMPTY_CATALOG_FORM,
  parseRateInput,
} from './rate-card-forms';
import { CATALOG_COPY, RATE_CARD_COPY } from './rate-card-copy';

describe('parseRateInput', () => {
  it.each([
    ['165', { ok: true, cents: 16_500 }],
    ['$1,250.5', { ok: true, cents: 125_050 }],
    ['-1', { ok: false, message: RATE_CARD_COPY.rateNegative }],
    ['abc', { ok: false, message: RATE_CARD_COPY.rateInvalid }],
    ['100000.01', { ok: false, message: RATE_CARD_COPY.rateTooLarge }],
  ])('%j', (text, expected) => {
    expect(parseRateInput(text)).toEqual(expected);
  });
});

describe('catalogFormToInput', () => {
  it('turns the form text into the API body', () => {
    const result = catalogFormToInput({ ...EMPTY_CATALOG_FORM, name: ' Switch ', unitPrice: '749', taxable: 'no' });
    expect(result).toEqual({
      ok: true,
      value: {
        kind: 'product',
        name: 'Switch',
        description: null,
        sku: null,
        manufacturer: null,
        unit: 'each',
        unitPriceCents: 74_900,
        unitCostCents: 0,
        frequency: 'one_time',
        taxable: false,
        category: null,
      },
    });
  });

  it('names every bad field with the API’s message', () => {
    const result = catalogFormToInput({
      ...EMPTY_CATALOG_FORM,
      kind: 'recurring_service',
      unitPrice: '',
      unitCost: '-3',
    });
    expect(result).toEqual({
      ok: false,
      errors: {
        unitPrice: CATALOG_COPY.amountInvalid,
        unitCost: CATALOG_COPY.amountNegative,
        name: CATALOG_COPY.nameRequired,
        frequency: CATALOG_COPY.recurringNeedsFrequency,
      },
    });
  });

  it('round-trips every default item through the form', () => {
    for (const item of DEFAULT_CATALOG_ITEMS) {
      const view = { ...item, id: 'x', archivedAt: null, updatedAt: '' };
      expect(catalogFormToInput(catalogItemToForm(view))).toEqual({ ok: true, value: item });
    }
  });

  it('maps API field paths onto form fields', () => {
    expect(catalogFormFieldOf('unitPriceCents')).toBe('unitPrice');
    expect(catalogFormFieldOf('sku')).toBe('sku');
    expect(catalogFormFieldOf('tenantId')).toBeNull();
  });
});
