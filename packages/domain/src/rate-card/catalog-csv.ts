import { readCsv, writeCsv, type CsvColumn, type CsvRowError } from '../csv/csv';
import { BILLING_FREQUENCIES, BILLING_FREQUENCY_LABELS, type BillingFrequency } from '../quotes/quote-enums';
import {
  CATALOG_ITEM_KIND_LABELS,
  CATALOG_ITEM_KINDS,
  CATALOG_LIMITS,
  CreateCatalogItemInput,
  type CatalogItemKind,
  type CatalogItemValues,
} from './catalog-item-schemas';
import { parseAmountInput } from './money-input';
import { CATALOG_COPY as COPY } from './rate-card-copy';
import { catalogItemToForm, type CatalogFormField, type CatalogItemFields } from './rate-card-forms';

/** At most this many rows per file (one request, one transaction). */
export const CATALOG_IMPORT_MAX_ROWS = 2000;

type Key = CatalogFormField;

export const CATALOG_CSV_COLUMNS: readonly CsvColumn<Key>[] = [
  { key: 'kind', header: 'Kind', aliases: ['Type'] },
  { key: 'name', header: 'Name', aliases: ['Item', 'Product'], required: true },
  { key: 'description', header: 'Description' },
  { key: 'sku', header: 'SKU', aliases: ['MPN', 'SKU / MPN', 'Part number'] },
  { key: 'manufacturer', header: 'Manufacturer', aliases: ['Vendor', 'Brand'] },
  { key: 'unit', header: 'Unit', aliases: ['UOM', 'Unit of measure'] },
  { key: 'unitPrice', header: 'Unit price', aliases: ['Price', 'Sell price'], required: true },
  { key: 'unitCost', header: 'Unit cost', aliases: ['Cost'] },
  { key: 'frequency', header: 'Billing', aliases: ['Frequency', 'Billing frequency'] },
  { key: 'taxable', header: 'Taxable', aliases: ['Tax'] },
  { key: 'category', header: 'Category' },
];

const FIELD_OF_COLUMN: Record<Key, keyof CatalogItemValues> = {
  kind: 'kind',
  name: 'name',
  description: 'description',
  sku: 'sku',
  manufacturer: 'manufacturer',
  unit: 'unit',
  unitPrice: 'unitPriceCents',
  unitCost: 'unitCostCents',
  frequency: 'frequency',
  taxable: 'taxable',
  category: 'category',
};

const FIELD_HEADER: Record<string, string> = {
  kind: 'Kind',
  name: 'Name',
  description: 'Description',
  sku: 'SKU',
  manufacturer: 'Manufacturer',
  unit: 'Unit',
  unitPriceCents: 'Unit price',
  unitCostCents: 'Unit cost',
  frequency: 'Billing',
  taxable: 'Taxable',
  category: 'Category',
};

const token = (value: string) =>
  value
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ');
const lookup = <T extends string>(values: readonly T[], labels: Record<T, string>, extra: Record<string, T> = {}) => {
  const map = new Map<string, T>(Object.entries(extra));
  for (const value of values) {
    map.set(token(value), value);
    map.set(token(labels[value]), value);
  }
  return (text: string) => map.get(token(text));
};
const kindOf = lookup<CatalogItemKind>(CATALOG_ITEM_KINDS, CATALOG_ITEM_KIND_LABELS, {
  'labor package': 'labor_package',
  service: 'recurring_service',
  recurring: 'recurring_service',
});
const frequencyOf = lookup<BillingFrequency>(BILLING_FREQUENCIES, BILLING_FREQUENCY_LABELS, {
  once: 'one_time',
  'one time': 'one_time',
  month: 'monthly',
  quarter: 'quarterly',
  year: 'annual',
  yearly: 'annual',
  annually: 'annual',
});
const TRUE = new Set(['yes', 'y', 'true', '1', 'taxable']);
const FALSE = new Set(['no', 'n', 'false', '0', 'exempt']);

const AMOUNT_MESSAGE = { invalid: COPY.amountInvalid, negative: COPY.amountNegative, too_large: COPY.amountTooLarge };

export interface CatalogCsvRow {
  row: number;
  item: CatalogItemValues;
}

export type CatalogCsvParse =
  | {
      ok: true;
      rows: CatalogCsvRow[];
      errors: CsvRowError[];
      ignoredHeaders: string[];
      /** The item fields the file has a column for: an update changes only these. */
      fields: (keyof CatalogItemValues)[];
    }
  | { ok: false; errors: CsvRowError[] };

/** Reads a catalog CSV: every row checked by the same schema as the API; problems named by row and column. */
export function parseCatalogCsv(text: string): CatalogCsvParse {
  const read = readCsv(text, CATALOG_CSV_COLUMNS, { maxRows: CATALOG_IMPORT_MAX_ROWS });
  if (!read.ok) return read;
  const errors: CsvRowError[] = [...read.rowErrors];
  const rows: CatalogCsvRow[] = [];
  const skuRows = new Map<string, number>();
  for (const { row, values } of read.records) {
    const rowErrors: CsvRowError[] = [];
    const fail = (column: string, message: string) => rowErrors.push({ row, column, message });
    const amount = (text: string, column: string, fallback: number | undefined) => {
      if (text === '') {
        if (fallback === undefined) fail(column, COPY.amountInvalid);
        return fallback;
      }
      const parsed = parseAmountInput(text, CATALOG_LIMITS.maxAmountCents);
      if (parsed.ok) return parsed.cents;
      fail(column, AMOUNT_MESSAGE[parsed.reason]);
      return undefined;
    };
    const kind = values.kind === '' ? 'product' : kindOf(values.kind);
    if (!kind) fail('Kind', COPY.kindInvalid);
    const frequency =
      values.frequency === '' ? (kind === 'recurring_service' ? 'monthly' : 'one_time') : frequencyOf(values.frequency);
    if (!frequency) fail('Billing', COPY.frequencyInvalid);
    const taxableText = token(values.taxable);
    const taxable =
      taxableText === '' ? true : TRUE.has(taxableText) ? true : FALSE.has(taxableText) ? false : undefined;
    if (taxable === undefined) fail('Taxable', COPY.taxableInvalid);
    const unitPriceCents = amount(values.unitPrice, 'Unit price', undefined);
    const unitCostCents = amount(values.unitCost, 'Unit cost', 0);

    if (rowErrors.length === 0) {
      const parsed = CreateCatalogItemInput.safeParse({
        kind,
        name: values.name,
        description: values.description,
        sku: values.sku,
        manufacturer: values.manufacturer,
        unit: values.unit || 'each',
        unitPriceCents,
        unitCostCents,
        frequency,
        taxable,
        category: values.category,
      });
      if (parsed.success) {
        const sku = parsed.data.sku?.toLowerCase();
        const earlier = sku ? skuRows.get(sku) : undefined;
        if (sku && earlier !== undefined) fail('SKU', COPY.skuRepeated(parsed.data.sku!, earlier));
        else {
          if (sku) skuRows.set(sku, row);
          rows.push({ row, item: parsed.data });
        }
      } else {
        for (const issue of parsed.error.issues) fail(FIELD_HEADER[String(issue.path[0])] ?? 'Name', issue.message);
      }
    }
    errors.push(...rowErrors);
  }
  errors.sort((a, b) => a.row - b.row);
  const fields = read.present.map((key) => FIELD_OF_COLUMN[key]);
  // Kind and billing go together, so an update can never leave a one-time recurring service.
  if (fields.includes('kind') !== fields.includes('frequency'))
    fields.push(fields.includes('kind') ? 'frequency' : 'kind');
  return { ok: true, rows, errors, ignoredHeaders: read.ignoredHeaders, fields };
}

/** The catalog as CSV, in the columns `parseCatalogCsv` reads back (formula cells escaped). */
export function serialiseCatalogCsv(items: readonly CatalogItemFields[]): string {
  return writeCsv(
    CATALOG_CSV_COLUMNS,
    items.map((item) => catalogItemToForm(item)),
  );
}

/** One catalog import row as the preview shows it. */
export interface CatalogImportRow {
  row: number;
  action: 'create' | 'update';
  item: CatalogItemValues;
}

/** POST /api/rate-card/catalog/import result (dry run or committed). */
export interface CatalogImportResult {
  dryRun: boolean;
  committed: boolean;
  created: number;
  updated: number;
  rows: CatalogImportRow[];
  errors: CsvRowError[];
  ignoredHeaders: string[];
}
