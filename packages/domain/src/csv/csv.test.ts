import { describe, expect, it } from 'vitest';
import { CSV_COPY, escapeCsvCell, readCsv, unescapeCsvCell, writeCsv, type CsvColumn } from './csv';

type Key = 'name' | 'price' | 'note';
const COLUMNS: CsvColumn<Key>[] = [
  { key: 'name', header: 'Name', required: true },
  { key: 'price', header: 'Unit price', aliases: ['Price'], required: true },
  { key: 'note', header: 'Note' },
];

describe('readCsv', () => {
  it('matches headers case-insensitively and by alias, trims cells and numbers rows from the header (row 1)', () => {
    const result = readCsv('\uFEFFNAME , price,Colour\n  Widget ,12.50,red\r\n\r\nGadget,3,blue\n', COLUMNS, {
      maxRows: 10,
    });
    expect(result).toEqual({
      ok: true,
      records: [
        { row: 2, values: { name: 'Widget', price: '12.50', note: '' } },
        { row: 3, values: { name: 'Gadget', price: '3', note: '' } },
      ],
      rowErrors: [],
      ignoredHeaders: ['Colour'],
      present: ['name', 'price'],
    });
  });

  it('reads quoted cells with commas, quotes and line breaks', () => {
    const result = readCsv('Name,Price,Note\n"Desk, standing",10,"says ""hi""\nand more"\n', COLUMNS, { maxRows: 5 });
    expect(result.ok && result.records[0]!.values).toEqual({
      name: 'Desk, standing',
      price: '10',
      note: 'says "hi"\nand more',
    });
  });

  it.each([
    ['an empty file', '', [{ row: 0, column: null, message: CSV_COPY.empty }]],
    ['blank lines only', '\n\n  \n', [{ row: 0, column: null, message: CSV_COPY.empty }]],
    ['a header without rows', 'Name,Price\n', [{ row: 0, column: null, message: CSV_COPY.noRows }]],
    [
      'a missing required column',
      'Name,Note\nA,b\n',
      [{ row: 1, column: 'Unit price', message: CSV_COPY.missingHeader('Unit price') }],
    ],
    [
      'a column given twice',
      'Name,Price,Unit price\nA,1,2\n',
      [{ row: 1, column: 'Unit price', message: CSV_COPY.duplicateHeader('Unit price') }],
    ],
    ['too many rows', 'Name,Price\nA,1\nB,2\nC,3\n', [{ row: 0, column: null, message: CSV_COPY.tooManyRows(2) }]],
  ])('fails the whole file for %s', (_name, text, errors) => {
    expect(readCsv(text, COLUMNS, { maxRows: 2 })).toEqual({ ok: false, errors });
  });

  it('reports rows with extra cells or broken quotes by their row number and keeps the others', () => {
    const result = readCsv('Name,Price\nA,1\nB,2,surplus\nC,3\n"D,4\n', COLUMNS, { maxRows: 10 });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.records.map((r) => r.values.name)).toEqual(['A', 'C']);
    expect(result.rowErrors).toEqual([
      { row: 3, column: null, message: CSV_COPY.tooManyFields },
      { row: 5, column: null, message: CSV_COPY.malformed },
    ]);
  });
});

describe('formula injection (OWASP CSV injection)', () => {
  it.each(['=SUM(A1:A9)', '+1+1', '-2+3', '@cmd', '\tx', '\rx'])(
    'escapes %j on export and restores it on import',
    (cell) => {
      expect(escapeCsvCell(cell)).toBe(`'${cell}`);
      expect(unescapeCsvCell(escapeCsvCell(cell))).toBe(cell);
    },
  );

  it('leaves ordinary cells and a plain leading apostrophe alone', () => {
    expect(escapeCsvCell('Widget')).toBe('Widget');
    expect(unescapeCsvCell("'quoted")).toBe("'quoted");
  });

  it('writes a file that reads back to the same values', () => {
    const rows = [
      { name: '=HYPERLINK("http://evil")', price: '10.00', note: 'a, "b"\nc' },
      { name: 'Plain', price: '0.00', note: '' },
    ];
    const text = writeCsv(COLUMNS, rows);
    expect(text.split('\r\n')[0]).toBe('Name,Unit price,Note');
    expect(text).toContain(`"'=HYPERLINK(""http://evil"")"`);
    const read = readCsv(text, COLUMNS, { maxRows: 10 });
    expect(read.ok && read.records.map((r) => r.values)).toEqual(rows);
  });
});
