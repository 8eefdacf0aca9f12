import type { DocumentPricingRow, DocumentPricingTable, DocumentTotalRow } from '@scopewright/domain';
import {
  AlignmentType,
  BorderStyle,
  Paragraph,
  ShadingType,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from 'docx';

const hex = (color: string) => color.replace('#', '');
const RULE = 'D9DEE5';
const TINT = 'F3F5F8';
const NO_BORDER = { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' };
const ROW_BORDERS = {
  top: NO_BORDER,
  left: NO_BORDER,
  right: NO_BORDER,
  bottom: { style: BorderStyle.SINGLE, size: 4, color: RULE },
};

/** Twentieths of a point of every column after the item (A4 text width ≈ 9,638). */
const WIDTHS: Record<string, number> = {
  Qty: 900,
  'Unit price': 1300,
  Amount: 1400,
  Term: 800,
  Cost: 1150,
  Margin: 850,
};

type CellText = { text: string; bold?: boolean; color?: string; size?: number };

function cell(
  texts: CellText[],
  width: number,
  options: {
    right?: boolean;
    fill?: string;
  } = {},
) {
  return new TableCell({
    width: { size: width, type: WidthType.DXA },
    borders: ROW_BORDERS,
    shading: options.fill ? { type: ShadingType.CLEAR, color: 'auto', fill: options.fill } : undefined,
    margins: { top: 60, bottom: 60, left: 90, right: 90 },
    children: texts.map(
      (t) =>
        new Paragraph({
          alignment: options.right ? AlignmentType.RIGHT : AlignmentType.LEFT,
          children: [new TextRun({ text: t.text, bold: t.bold, color: t.color, size: t.size ?? 18 })],
        }),
    ),
  });
}

function valuesOf(row: DocumentPricingRow, table: DocumentPricingTable): string[] {
  const values = [row.quantity, row.unitPrice ?? '', row.amount ?? ''];
  if (table.key !== 'one_time') values.push(row.term ?? '');
  if (row.internal) values.push(row.internal.cost, row.internal.margin);
  return values;
}

/** A pricing table whose header row repeats on every page (`tableHeader`), rows never split. */
export function docxPricingTable(table: DocumentPricingTable, colors: { primary: string; accent: string }) {
  const rest = table.columns.slice(1).map((c) => WIDTHS[c] ?? 1000);
  const itemWidth = 9638 - rest.reduce((a, b) => a + b, 0);
  const header = new TableRow({
    tableHeader: true,
    cantSplit: true,
    children: table.columns.map((column, i) =>
      cell([{ text: column, bold: true, color: 'FFFFFF', size: 16 }], i === 0 ? itemWidth : rest[i - 1]!, {
        right: i > 0,
        fill: hex(colors.primary),
      }),
    ),
  });
  const rows = table.rows.map((row) => {
    const bold = row.kind !== 'line';
    const fill = row.kind === 'group' ? TINT : undefined;
    const name: CellText[] = [{ text: row.name, bold }];
    if (row.optionalLabel) name.push({ text: row.optionalLabel, bold: false, color: hex(colors.accent), size: 15 });
    if (row.internal?.note) name.push({ text: row.internal.note, bold: false, color: '7A4100', size: 15 });
    const values = row.kind === 'group' ? table.columns.slice(1).map(() => '') : valuesOf(row, table);
    return new TableRow({
      cantSplit: true,
      children: [
        cell(name, itemWidth, { fill }),
        ...values.map((value, i) => cell([{ text: value, bold }], rest[i]!, { right: true, fill })),
      ],
    });
  });
  return new Table({ width: { size: 9638, type: WidthType.DXA }, rows: [header, ...rows] });
}

/** The totals box: label and value, the emphasised rows bold on a tint. */
export function docxTotalsTable(rows: DocumentTotalRow[], colors: { primary: string }) {
  return new Table({
    width: { size: 5200, type: WidthType.DXA },
    alignment: AlignmentType.RIGHT,
    rows: rows.map(
      (row) =>
        new TableRow({
          cantSplit: true,
          children: [
            cell(
              [{ text: row.label, bold: row.emphasis, color: row.emphasis ? hex(colors.primary) : undefined }],
              3400,
              {
                fill: row.emphasis ? TINT : undefined,
              },
            ),
            cell(
              [{ text: row.value, bold: row.emphasis, color: row.emphasis ? hex(colors.primary) : undefined }],
              1800,
              {
                right: true,
                fill: row.emphasis ? TINT : undefined,
              },
            ),
          ],
        }),
    ),
  });
}
