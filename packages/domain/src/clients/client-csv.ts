import Papa from 'papaparse';
import { CLIENT_COPY } from './client-copy';
import {
  CLIENT_CSV_COLUMNS,
  CLIENT_CSV_LIMITS,
  type ClientCsvColumnKey,
  type ClientCsvRecord,
  columnForHeader,
  guardCsvCell,
  unguardCsvCell,
} from './client-csv-columns';
import { type ImportRowError, validateImportRows } from './client-import';

export interface ParsedClientRow {
  /** The row's number in a spreadsheet: the header is row 1. */
  line: number;
  values: ClientCsvRecord;
  errors: ImportRowError[];
}

export interface ParsedClientCsv {
  rows: ParsedClientRow[];
  /** Problems with the file as a whole (size, header); when present, rows is empty. */
  fileErrors: string[];
  /** Header cells that match no column. */
  ignoredColumns: string[];
}

/** Decided by the header row alone (cells may hold any character): comma, else semicolon (European Excel), else tab. */
function delimiterOf(text: string): string {
  const header = text.slice(0, text.search(/\r?\n|$/));
  return header.includes(',') ? ',' : header.includes(';') ? ';' : header.includes('\t') ? '\t' : ',';
}

const fileError = (message: string): ParsedClientCsv => ({ rows: [], fileErrors: [message], ignoredColumns: [] });

/** Reads a client CSV (header row, optional BOM, quoted cells) and validates every row as the server will. */
export function parseClientCsv(text: string): ParsedClientCsv {
  if (new TextEncoder().encode(text).length > CLIENT_CSV_LIMITS.maxBytes) return fileError(CLIENT_COPY.csvTooLarge);
  const clean = text.replace(/^\uFEFF/, '');
  const result = Papa.parse<string[]>(clean, { header: false, skipEmptyLines: false, delimiter: delimiterOf(clean) });
  const fatal = result.errors.find((e) => e.type === 'Quotes');
  if (fatal) return fileError(CLIENT_COPY.csvUnreadable(`${fatal.message} (row ${(fatal.row ?? 0) + 1})`));

  const [header = [], ...body] = result.data;
  const columns: (ClientCsvColumnKey | null)[] = header.map((cell) => columnForHeader(cell));
  const seen = new Set<ClientCsvColumnKey>();
  for (const [i, key] of columns.entries()) {
    if (key && seen.has(key)) return fileError(CLIENT_COPY.csvDuplicateColumn(header[i]!.trim()));
    if (key) seen.add(key);
  }
  if (header.every((cell) => cell.trim() === '')) return fileError(CLIENT_COPY.csvEmpty);
  if (!seen.has('name')) return fileError(CLIENT_COPY.csvNameColumnMissing);

  const rows = body
    .map((cells, index) => ({ line: index + 2, cells }))
    .filter(({ cells }) => cells.some((cell) => cell.trim() !== ''));
  if (rows.length === 0) return fileError(CLIENT_COPY.csvEmpty);
  if (rows.length > CLIENT_CSV_LIMITS.maxRows) return fileError(CLIENT_COPY.csvTooManyRows);

  const records = rows.map(({ cells }) => {
    const values: ClientCsvRecord = {};
    for (const [i, key] of columns.entries()) {
      const cell = unguardCsvCell(cells[i] ?? '').trim();
      if (key && cell !== '') values[key] = cell;
    }
    return values;
  });
  const validated = validateImportRows(
    records,
    rows.map((r) => r.line),
  );
  return {
    rows: rows.map(({ line }, i) => ({ line, values: records[i]!, errors: validated[i]!.errors })),
    fileErrors: [],
    ignoredColumns: header.filter((cell, i) => columns[i] === null && cell.trim() !== '').map((c) => c.trim()),
  };
}

const quoteCell = (value: string): string => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/** The clients as CSV for Excel and Google Sheets: UTF-8 BOM, CRLF, formula-safe cells. */
export function toClientCsv(records: readonly ClientCsvRecord[]): string {
  const lines = [CLIENT_CSV_COLUMNS.map((c) => c.label).join(',')];
  for (const record of records) {
    lines.push(CLIENT_CSV_COLUMNS.map((c) => quoteCell(guardCsvCell(record[c.key] ?? ''))).join(','));
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
