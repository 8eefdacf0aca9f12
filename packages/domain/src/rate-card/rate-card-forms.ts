import { type BillingFrequency } from '../quotes/quote-enums';
import {
  CATALOG_LIMITS,
  CreateCatalogItemInput,
  type CatalogItemKind,
  type CatalogItemValues,
  type CatalogItemView,
} from './catalog-item-schemas';
import { ROLE_RATE_MAX_CENTS } from './labor-role-schemas';
import { centsToAmountInput, parseAmountInput, type AmountParse } from './money-input';
import { CATALOG_COPY, RATE_CARD_COPY } from './rate-card-copy';

export type FormResult<T, K extends string> =
  { ok: true; value: T } | { ok: false; errors: Partial<Record<K, string>> };

const amountMessage = (reason: Exclude<AmountParse, { ok: true }>['reason'], copy: 'rate' | 'catalog') =>
  copy === 'rate'
    ? {
        invalid: RATE_CARD_COPY.rateInvalid,
        negative: RATE_CARD_COPY.rateNegative,
        too_large: RATE_CARD_COPY.rateTooLarge,
      }[reason]
    : {
        invalid: CATALOG_COPY.amountInvalid,
        negative: CATALOG_COPY.amountNegative,
        too_large: CATALOG_COPY.amountTooLarge,
      }[reason];

/** A typed hourly rate → cents, or the message the field shows. */
export function parseRateInput(text: string): { ok: true; cents: number } | { ok: false; message: string } {
  const parsed = parseAmountInput(text, ROLE_RATE_MAX_CENTS);
  return parsed.ok ? parsed : { ok: false, message: amountMessage(parsed.reason, 'rate') };
}

export const CATALOG_FORM_FIELDS = [
  'kind',
  'name',
  'description',
  'sku',
  'manufacturer',
  'unit',
  'unitPrice',
  'unitCost',
  'frequency',
  'taxable',
  'category',
] as const;
export type CatalogFormField = (typeof CATALOG_FORM_FIELDS)[number];
export type CatalogFormValues = Record<CatalogFormField, string>;

export const EMPTY_CATALOG_FORM: CatalogFormValues = {
  kind: 'product',
  name: '',
  description: '',
  sku: '',
  manufacturer: '',
  unit: 'each',
  unitPrice: '',
  unitCost: '',
  frequency: 'one_time',
  taxable: 'yes',
  category: '',
};

/** What an item's text form (the item form, a catalog CSV row) is made from. */
export type CatalogItemFields = Pick<
  CatalogItemView,
  | 'kind'
  | 'name'
  | 'description'
  | 'sku'
  | 'manufacturer'
  | 'unit'
  | 'unitPriceCents'
  | 'unitCostCents'
  | 'frequency'
  | 'taxable'
  | 'category'
>;

export function catalogItemToForm(item: CatalogItemFields): CatalogFormValues {
  return {
    kind: item.kind,
    name: item.name,
    description: item.description ?? '',
    sku: item.sku ?? '',
    manufacturer: item.manufacturer ?? '',
    unit: item.unit,
    unitPrice: centsToAmountInput(item.unitPriceCents),
    unitCost: centsToAmountInput(item.unitCostCents),
    frequency: item.frequency,
    taxable: item.taxable ? 'yes' : 'no',
    category: item.category ?? '',
  };
}

const API_FIELD: Record<string, CatalogFormField> = { unitPriceCents: 'unitPrice', unitCostCents: 'unitCost' };

/** The item form's text → the API body, with one message per bad field (same rules as the API). */
export function catalogFormToInput(values: CatalogFormValues): FormResult<CatalogItemValues, CatalogFormField> {
  const errors: Partial<Record<CatalogFormField, string>> = {};
  const amount = (field: 'unitPrice' | 'unitCost', blankIsZero: boolean) => {
    if (blankIsZero && values[field].trim() === '') return 0;
    const parsed = parseAmountInput(values[field], CATALOG_LIMITS.maxAmountCents);
    if (parsed.ok) return parsed.cents;
    errors[field] = amountMessage(parsed.reason, 'catalog');
    return undefined;
  };
  const unitPriceCents = amount('unitPrice', false);
  const unitCostCents = amount('unitCost', true);
  const parsed = CreateCatalogItemInput.safeParse({
    kind: values.kind as CatalogItemKind,
    name: values.name,
    description: values.description,
    sku: values.sku,
    manufacturer: values.manufacturer,
    unit: values.unit,
    unitPriceCents: unitPriceCents ?? 0,
    unitCostCents: unitCostCents ?? 0,
    frequency: values.frequency as BillingFrequency,
    taxable: values.taxable === 'yes',
    category: values.category,
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0]);
      errors[API_FIELD[key] ?? (key as CatalogFormField)] ??= issue.message;
    }
  }
  if (Object.keys(errors).length > 0 || !parsed.success) return { ok: false, errors };
  return { ok: true, value: parsed.data };
}

/** An API field path (from a 422) → the form field it belongs to. */
export const catalogFormFieldOf = (path: string): CatalogFormField | null => {
  const field = API_FIELD[path] ?? path;
  return (CATALOG_FORM_FIELDS as readonly string[]).includes(field) ? (field as CatalogFormField) : null;
};
