import Papa from 'papaparse';

/** One column of a CSV file: the key the row is read into, its header, and other headers accepted on import. */
export interface CsvColumn<K extends string = string> {
  key: K;
  header: string;
  aliases?: readonly string[];
  required?: boolean;
}

/** A problem with one cell or row; `row` is the 1-based line in the file (the header is row 1), 0 for the file. */
export interface CsvRowError {
  row: number;
  column: string | null;
  message: string;
}

export interface CsvRecord<K extends string> {
  row: number;
  values: Record<K, string>;
}

export type CsvReadResult<K extends string> =
  | { ok: true; records: CsvRecord<K>[]; rowErrors: CsvRowError[]; ignoredHeaders: string[]; present: K[] }
  | { ok: false; errors: CsvRowError[] };

export const CSV_COPY = {
  empty: 'The file is empty. Add a header row and at least one row.',
  noRows: 'The file has a header row but no rows to import.',
  tooManyRows: (max: number) =>
    `A file can have at most ${max.toLocaleString('en-US')} rows. Split it and import each part.`,
  missingHeader: (header: string) => `The column “${header}” is missing from the header row.`,
  duplicateHeader: (header: string) => `The column “${header}” appears twice in the header row.`,
  malformed: 'This row could not be read: check its quotes and separators.',
  tooManyFields: 'This row has more cells than the header row.',
} as const;

const normalise = (header: string) =>
  header
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ');

/** A cell a spreadsheet would run as a formula (OWASP "CSV injection"); export prefixes it with a quote. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** Export side of formula-injection safety: `=SUM(A1)` → `'=SUM(A1)`. */
export function escapeCsvCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** Import side: undoes `escapeCsvCell`, so an exported file imports back unchanged. */
export function unescapeCsvCell(value: string): string {
  return value.startsWith("'") && FORMULA_START.test(value.slice(1)) ? value.slice(1) : value;
}

/**
 * Reads a CSV text with a header row into records keyed by column, matching headers case-insensitively (and by
 * alias). File-level problems (no header, missing or repeated columns, too many rows) fail the whole read; rows
 * that cannot be read are row errors; unknown columns are reported and ignored. Cells are trimmed and
 * formula-unescaped.
 */
export function readCsv<K extends string>(
  text: string,
  columns: readonly CsvColumn<K>[],
  { maxRows }: { maxRows: number },
): CsvReadResult<K> {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' });
  const [headerRow, ...rows] = parsed.data;
  if (!headerRow || headerRow.every((cell) => cell.trim() === '')) {
    return { ok: false, errors: [{ row: 0, column: null, message: CSV_COPY.empty }] };
  }

  const byHeader = new Map<string, CsvColumn<K>>();
  for (const column of columns) {
    for (const name of [column.header, column.key, ...(column.aliases ?? [])]) byHeader.set(normalise(name), column);
  }
  const indexOf = new Map<K, number>();
  const ignoredHeaders: string[] = [];
  const errors: CsvRowError[] = [];
  headerRow.forEach((cell, index) => {
    const column = byHeader.get(normalise(cell));
    if (!column) {
      if (cell.trim()) ignoredHeaders.push(cell.trim());
    } else if (indexOf.has(column.key)) {
      errors.push({ row: 1, column: column.header, message: CSV_COPY.duplicateHeader(column.header) });
    } else indexOf.set(column.key, index);
  });
  for (const column of columns) {
    if (column.required && !indexOf.has(column.key)) {
      errors.push({ row: 1, column: column.header, message: CSV_COPY.missingHeader(column.header) });
    }
  }
  if (errors.length > 0) return { ok: false, errors };
  if (rows.length === 0) return { ok: false, errors: [{ row: 0, column: null, message: CSV_COPY.noRows }] };
  if (rows.length > maxRows)
    return { ok: false, errors: [{ row: 0, column: null, message: CSV_COPY.tooManyRows(maxRows) }] };

  const malformed = new Set<number>();
  for (const error of parsed.errors) {
    if (error.row !== undefined && error.code !== 'UndetectableDelimiter') malformed.add(error.row);
  }
  const records: CsvRecord<K>[] = [];
  const rowErrors: CsvRowError[] = [];
  rows.forEach((cells, index) => {
    const row = index + 2;
    if (malformed.has(index + 1)) return rowErrors.push({ row, column: null, message: CSV_COPY.malformed });
    if (cells.length > headerRow.length && cells.slice(headerRow.length).some((cell) => cell.trim() !== '')) {
      return rowErrors.push({ row, column: null, message: CSV_COPY.tooManyFields });
    }
    const values = {} as Record<K, string>;
    for (const column of columns) {
      const at = indexOf.get(column.key);
      values[column.key] = at === undefined ? '' : unescapeCsvCell((cells[at] ?? '').trim());
    }
    records.push({ row, values });
  });
  return {
    ok: true,
    records,
    rowErrors,
    ignoredHeaders,
    present: columns.map((c) => c.key).filter((key) => indexOf.has(key)),
  };
}

/** Writes rows under a header row: CRLF line ends, quoted where needed, formula cells escaped. */
export function writeCsv<K extends string>(
  columns: readonly CsvColumn<K>[],
  rows: readonly Record<K, string>[],
): string {
  return Papa.unparse(
    {
      fields: columns.map((column) => column.header),
      data: rows.map((row) => columns.map((column) => escapeCsvCell(row[column.key]))),
    },
    { newline: '\r\n', quotes: false, escapeFormulae: false },
  );
}
