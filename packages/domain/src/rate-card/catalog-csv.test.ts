import { describe, expect, it } from 'vitest';
import { CSV_COPY } from '../csv/csv';
import { CATALOG_IMPORT_MAX_ROWS, parseCatalogCsv, serialiseCatalogCsv } from './catalog-csv';
import { DEFAULT_CATALOG_ITEMS } from './default-catalog-items';
import { CATALOG_COPY } from './rate-card-copy';

const HEADER = 'Kind,Name,SKU,Unit,Unit price,Unit cost,Billing,Taxable,Category';

describe('parseCatalogCsv', () => {
  it('reads labels or keys, amounts as typed, and fills sensible defaults', () => {
    const result = parseCatalogCsv(
      [
        HEADER,
        'Recurring service,Managed Firewall,MF-1,site,"$1,250.00",400,Monthly,no,Security',
        'product,Cable kit,,,19.5,,,,',
        ',Rack shelf,RS-1,each,45,30,one-time,yes,',
        'recurring_service,Backup,BK-1,TB,120,45,,Y,',
      ].join('\n'),
    );
    expect(result.ok && result.errors).toEqual([]);
    expect(result.ok && result.rows.map((r) => [r.row, r.item])).toEqual([
      [
        2,
        {
          kind: 'recurring_service',
          name: 'Managed Firewall',
          description: null,
          sku: 'MF-1',
          manufacturer: null,
          unit: 'site',
          unitPriceCents: 125_000,
          unitCostCents: 40_000,
          frequency: 'monthly',
          taxable: false,
          category: 'Security',
        },
      ],
      [
        3,
        expect.objectContaining({
          kind: 'product',
          unit: 'each',
          unitPriceCents: 1_950,
          unitCostCents: 0,
          frequency: 'one_time',
          taxable: true,
          sku: null,
        }),
      ],
      [4, expect.objectContaining({ kind: 'product', frequency: 'one_time', unitCostCents: 3_000 })],
      [5, expect.objectContaining({ kind: 'recurring_service', frequency: 'monthly', taxable: true })],
    ]);
  });

  it('names every bad cell by row and column and keeps the good rows', () => {
    const result = parseCatalogCsv(
      [
        HEADER,
        'product,Good,G-1,each,10,5,one_time,yes,',
        'gizmo,Bad kind,,each,10,5,,,',
        'product,,,each,10,5,,,',
        'product,Negative,,each,-10,5,,,',
        'recurring_service,One-off service,,user,10,5,one_time,,',
        'product,Taxes,,each,10,5,,maybe,',
        'product,Twice,g-1,each,10,5,,,',
        'product,Cents,,each,10.999,abc,,,',
      ].join('\n'),
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.rows.map((r) => r.item.name)).toEqual(['Good']);
    expect(result.errors).toEqual([
      { row: 3, column: 'Kind', message: CATALOG_COPY.kindInvalid },
      { row: 4, column: 'Name', message: CATALOG_COPY.nameRequired },
      { row: 5, column: 'Unit price', message: CATALOG_COPY.amountNegative },
      { row: 6, column: 'Billing', message: CATALOG_COPY.recurringNeedsFrequency },
      { row: 7, column: 'Taxable', message: CATALOG_COPY.taxableInvalid },
      { row: 8, column: 'SKU', message: CATALOG_COPY.skuRepeated('g-1', 2) },
      { row: 9, column: 'Unit price', message: CATALOG_COPY.amountInvalid },
      { row: 9, column: 'Unit cost', message: CATALOG_COPY.amountInvalid },
    ]);
  });

  it('lists the item fields the file has columns for (kind and billing always together)', () => {
    const result = parseCatalogCsv('Name,Unit price,Kind\nA,1,product\n');
    expect(result.ok && result.fields).toEqual(['kind', 'name', 'unitPriceCents', 'frequency']);
  });

  it('fails the file without the Name or Unit price column', () => {
    expect(parseCatalogCsv('Kind,Name\nproduct,A\n')).toEqual({
      ok: false,
      errors: [{ row: 1, column: 'Unit price', message: CSV_COPY.missingHeader('Unit price') }],
    });
  });

  it(`refuses more than ${CATALOG_IMPORT_MAX_ROWS} rows`, () => {
    const rows = Array.from({ length: CATALOG_IMPORT_MAX_ROWS + 1 }, (_, i) => `Item ${i},1`);
    expect(parseCatalogCsv(['Name,Unit price', ...rows].join('\n')).ok).toBe(false);
  });
});

describe('serialiseCatalogCsv', () => {
  it('round-trips the default catalog exactly', () => {
    const result = parseCatalogCsv(serialiseCatalogCsv(DEFAULT_CATALOG_ITEMS));
    expect(result.ok && result.errors).toEqual([]);
    expect(result.ok && result.rows.map((r) => r.item)).toEqual(DEFAULT_CATALOG_ITEMS);
  });

  it('escapes a name a spreadsheet would run as a formula, and reads it back', () => {
    const item = { ...DEFAULT_CATALOG_ITEMS[0]!, name: '=cmd|"/c calc"!A1', sku: '+SKU' };
    const text = serialiseCatalogCsv([item]);
    expect(text).toContain(`"'=cmd|""/c calc""!A1"`);
    expect(text).toContain(`'+SKU`);
    const result = parseCatalogCsv(text);
    expect(result.ok && result.rows[0]!.item).toEqual(item);
  });
});
