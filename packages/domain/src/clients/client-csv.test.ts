import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CLIENT_COPY } from './client-copy';
import { parseClientCsv, toClientCsv } from './client-csv';
import { CLIENT_CSV_KEYS, type ClientCsvRecord, guardCsvCell, unguardCsvCell } from './client-csv-columns';

const HEADER = 'Name,Type,Email,Contact first name,Contact email';

describe('parseClientCsv', () => {
  it('reads a header row, a BOM, quoted commas and quotes, and numbers rows as a spreadsheet does', () => {
    const csv = `\uFEFF${HEADER}\r\n"Contoso, Ltd",prospect,ops@contoso.com,Ada,ada@contoso.com\r\n"The ""Best"" IT",,,,\r\n`;
    const parsed = parseClientCsv(csv);
    expect(parsed.fileErrors).toEqual([]);
    expect(parsed.rows).toEqual([
      {
        line: 2,
        values: {
          name: 'Contoso, Ltd',
          type: 'prospect',
          email: 'ops@contoso.com',
          contactFirstName: 'Ada',
          contactEmail: 'ada@contoso.com',
        },
        errors: [],
      },
      { line: 3, values: { name: 'The "Best" IT' }, errors: [] },
    ]);
  });

  it('reports each bad cell on its row and column', () => {
    const csv = `${HEADER}\nGood Co,customer,a@good.co,,\n,vendor,nope,,ada@x.com\n`;
    const [good, bad] = parseClientCsv(csv).rows;
    expect(good?.errors).toEqual([]);
    expect(bad?.line).toBe(3);
    expect(bad?.errors).toEqual(
      expect.arrayContaining([
        { field: 'name', message: CLIENT_COPY.nameRequired },
        { field: 'type', message: CLIENT_COPY.typeInvalid },
        { field: 'email', message: CLIENT_COPY.emailInvalid },
        { field: 'contactFirstName', message: CLIENT_COPY.firstNameRequired },
      ]),
    );
  });

  it('flags a name used twice in the file, pointing at the first row', () => {
    const rows = parseClientCsv('Name\nAcme\nBeta\nacme\n').rows;
    expect(rows[2]?.errors).toEqual([{ field: 'name', message: CLIENT_COPY.csvDuplicateRow(2) }]);
  });

  it('matches headers by label, key or common alias and lists the columns it ignores', () => {
    const parsed = parseClientCsv('company name,ZIP,address_line_2,Favourite colour\nAcme,90210,Suite 4,blue\n');
    expect(parsed.rows[0]?.values).toEqual({ name: 'Acme', postalCode: '90210', addressLine2: 'Suite 4' });
    expect(parsed.ignoredColumns).toEqual(['Favourite colour']);
  });

  it('reads semicolon-separated files (European Excel) while commas inside cells stay text', () => {
    expect(parseClientCsv('Name;City\nMüller GmbH;Köln, Altstadt\n').rows[0]?.values).toEqual({
      name: 'Müller GmbH',
      city: 'Köln, Altstadt',
    });
  });

  it('skips blank lines without renumbering the rows after them', () => {
    expect(parseClientCsv('Name\nA\n\n ,\nB\n').rows.map((r) => r.line)).toEqual([2, 5]);
  });

  it.each([
    ['an empty file', '', CLIENT_COPY.csvEmpty],
    ['a header only', 'Name,Email\n', CLIENT_COPY.csvEmpty],
    ['no Name column', 'Email\na@b.co\n', CLIENT_COPY.csvNameColumnMissing],
    ['a column twice', 'Name,Company\nA,B\n', CLIENT_COPY.csvDuplicateColumn('Company')],
    [
      'over 2,000 rows',
      `Name\n${Array.from({ length: 2001 }, (_, i) => `C${i}`).join('\n')}`,
      CLIENT_COPY.csvTooManyRows,
    ],
    ['over 1 MB', `Name,Notes\n${`A,${'x'.repeat(1000)}\n`.repeat(1100)}`, CLIENT_COPY.csvTooLarge],
  ])('refuses %s with one file-level message', (_case, csv, message) => {
    expect(parseClientCsv(csv)).toEqual({ rows: [], fileErrors: [message], ignoredColumns: [] });
  });

  it('accepts exactly 2,000 rows', () => {
    const csv = `Name\n${Array.from({ length: 2000 }, (_, i) => `Client ${i}`).join('\n')}`;
    expect(parseClientCsv(csv).rows).toHaveLength(2000);
  });
});

describe('toClientCsv', () => {
  it('writes every column with a BOM and CRLF, quoting where needed', () => {
    const csv = toClientCsv([{ name: 'Contoso, Ltd', notes: 'Says "hi"\nthen leaves' }]);
    expect(csv.startsWith('\uFEFFName,Type,Industry,')).toBe(true);
    expect(csv).toContain('\r\n"Contoso, Ltd",');
    expect(csv).toContain('"Says ""hi""\nthen leaves"');
  });

  it.each(['=HYPERLINK(A1)', '+1 555 0100', '-2', '@SUM(A1)', "'=already"])(
    'defuses the formula-like cell %s',
    (value) => {
      const csv = toClientCsv([{ name: 'A', notes: value }]);
      expect(csv).toContain(`'${value}`);
    },
  );

  it('leaves ordinary cells alone', () => {
    expect(guardCsvCell("O'Brien & Sons")).toBe("O'Brien & Sons");
    expect(unguardCsvCell("'hello")).toBe("'hello");
  });
});

describe('CSV round trip (property)', () => {
  const cell = fc.oneof(
    fc.string({ maxLength: 30 }),
    fc.constantFrom('=1+1', '+44 20 7946 0000', '-5', '@x', "'=x", 'a,b', 'say "hi"', 'two\nlines', 'é ü 漢字'),
  );
  const record = fc.record(
    Object.fromEntries(CLIENT_CSV_KEYS.map((key) => [key, fc.option(cell, { nil: null })])) as Record<
      string,
      fc.Arbitrary<string | null>
    >,
  );
  const normalise = (r: ClientCsvRecord) =>
    Object.fromEntries(Object.entries(r).flatMap(([k, v]) => (v && v.trim() ? [[k, v.trim()]] : [])));

  it('export then import gives back every non-blank cell exactly', () => {
    fc.assert(
      fc.property(fc.array(record, { minLength: 1, maxLength: 8 }), (records) => {
        const rows = records.map((r) => ({ ...r, name: `${r.name?.trim() || 'Client'}` }));
        const parsed = parseClientCsv(toClientCsv(rows));
        expect(parsed.fileErrors).toEqual([]);
        expect(parsed.rows.map((r) => r.values)).toEqual(rows.map(normalise));
      }),
      { numRuns: 300 },
    );
  });
});
