import { Text, View } from '@react-pdf/renderer';
import type { DocumentPricingRow, DocumentPricingTable, DocumentTotalRow, QuoteDocument } from '@scopewright/domain';
import { createElement as h } from 'react';
import type { PdfStyles } from './pdf-styles';
import { toPdfText as t } from './pdf-text';

/** Widths in points of every column after the first (the item takes the rest). */
const WIDTHS: Record<string, number> = { Qty: 52, 'Unit price': 74, Amount: 80, Term: 42, Cost: 64, Margin: 46 };

/** One merged style object per column: react-pdf resolves a plain object faster than an array per cell. */
type NumberCellStyle = PdfStyles['cell'] & PdfStyles['num'] & { width: number };
const numberCellStyles = new WeakMap<PdfStyles, Map<string, NumberCellStyle>>();
function numberCell(s: PdfStyles, column: string) {
  let byColumn = numberCellStyles.get(s);
  if (!byColumn) numberCellStyles.set(s, (byColumn = new Map()));
  let style = byColumn.get(column);
  if (!style) byColumn.set(column, (style = { ...s.cell, ...s.num, width: WIDTHS[column] ?? 60 }));
  return style;
}

function cells(s: PdfStyles, table: DocumentPricingTable, values: (string | null)[]) {
  return table.columns
    .slice(1)
    .map((column, i) => h(Text, { key: column, style: numberCell(s, column) }, values[i] ?? ''));
}

/** The item cell: a single text node unless the row carries an optional label or an internal note. */
function itemCell(s: PdfStyles, item: DocumentPricingRow) {
  if (!item.optionalLabel && !item.internal?.note) return h(Text, { style: s.cellItemText }, t(item.name));
  return h(
    View,
    { style: s.cellItemText },
    h(Text, null, t(item.name)),
    item.optionalLabel ? h(Text, { style: s.optional }, item.optionalLabel) : null,
    item.internal?.note ? h(Text, { style: s.internalBox }, t(item.internal.note)) : null,
  );
}

function valuesOf(row: DocumentPricingRow, table: DocumentPricingTable): (string | null)[] {
  const values = [row.quantity, row.unitPrice, row.amount];
  if (table.key !== 'one_time') values.push(row.term);
  if (row.internal) values.push(row.internal.cost, row.internal.margin);
  return values;
}

function row(s: PdfStyles, table: DocumentPricingTable, item: DocumentPricingRow) {
  const style = item.kind === 'group' ? s.groupRow : item.kind === 'subtotal' ? s.subtotalRow : s.row;
  return h(
    View,
    { key: `${item.kind}:${item.id}`, style, wrap: false, minPresenceAhead: item.kind === 'group' ? 40 : 0 },
    itemCell(s, item),
    ...(item.kind === 'group' ? [] : cells(s, table, valuesOf(item, table))),
  );
}

const KEEP_TOGETHER_ROWS = 15;

function table(s: PdfStyles, data: DocumentPricingTable) {
  return h(
    View,
    // A short table moves to the next page whole rather than leaving its title and header behind.
    { key: data.key, style: s.table, wrap: data.rows.length > KEEP_TOGETHER_ROWS },
    h(Text, { style: s.tableTitle, minPresenceAhead: 80 }, data.title),
    // `fixed` inside the table: react-pdf repeats the header row on every page the table spans.
    h(
      View,
      { style: s.headRow, fixed: true },
      h(Text, { style: s.cellItemText }, data.columns[0] ?? ''),
      ...cells(s, data, data.columns.slice(1)),
    ),
    ...data.rows.map((item) => row(s, data, item)),
  );
}

function totalRow(s: PdfStyles, item: DocumentTotalRow) {
  return h(
    View,
    { key: item.key, style: item.emphasis ? [s.totalRow, s.totalEmphasis] : s.totalRow },
    h(Text, null, item.label),
    h(Text, null, item.value),
  );
}

export function pdfTotals(s: PdfStyles, rows: DocumentTotalRow[]) {
  return h(
    View,
    { style: s.totalsWrap, wrap: false },
    h(View, { style: s.totalsBox }, ...rows.map((r) => totalRow(s, r))),
  );
}

/** Pricing: one table per cadence, then the totals box and what the optional items would add. */
export function pdfPricing(s: PdfStyles, pricing: QuoteDocument['pricing']) {
  return [
    ...pricing.tables.map((data) => table(s, data)),
    h(View, { key: 'totals', wrap: false }, pdfTotals(s, pricing.totals)),
    pricing.optionalNote ? h(Text, { key: 'optional', style: s.optionalNote }, pricing.optionalNote) : null,
  ];
}
