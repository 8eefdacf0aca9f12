import {
  DOCUMENT_COPY,
  type DocumentPricingRow,
  type DocumentPricingTable,
  type QuoteDocument,
} from '@scopewright/domain';
import { cn } from '@/lib/utils';
import { DocumentTotals } from './document-totals';
import { OptionalBadge } from './document-heading';
import type { RenderOptionToggle } from './document-option';

const CELL = 'px-3 py-2 align-top max-sm:p-0';
// Below 640 px a row is a small grid: the item, then "qty × unit price" and the amount, then any further column
// (term) with its label.
const PHONE_ROW = 'max-sm:grid max-sm:grid-cols-[auto_auto_1fr] max-sm:items-baseline max-sm:gap-x-1.5 max-sm:py-2';
const PHONE_CELL = [
  'max-sm:col-start-1 max-sm:text-muted-foreground',
  "max-sm:col-start-2 max-sm:text-muted-foreground max-sm:before:content-['×_']",
  'max-sm:col-start-3 max-sm:font-medium',
];
const PHONE_EXTRA =
  'max-sm:col-span-3 max-sm:flex max-sm:justify-between max-sm:before:text-muted-foreground max-sm:before:content-[attr(data-label)]';

/** The cells after the item name, in the table's column order. */
function cellValues(row: DocumentPricingRow, table: DocumentPricingTable): string[] {
  const values = [row.quantity, row.unitPrice ?? '', row.amount ?? DOCUMENT_COPY.includedInTotal];
  if (table.columns.includes(DOCUMENT_COPY.term)) values.push(row.term ?? '');
  if (table.columns.includes(DOCUMENT_COPY.internalCost)) values.push(row.internal?.cost ?? '');
  if (table.columns.includes(DOCUMENT_COPY.internalMargin)) values.push(row.internal?.margin ?? '');
  return values;
}

function groupRows(rows: DocumentPricingRow[]): DocumentPricingRow[][] {
  const groups: DocumentPricingRow[][] = [];
  for (const row of rows) {
    if (row.kind === 'group' || groups.length === 0) groups.push([]);
    groups.at(-1)!.push(row);
  }
  return groups;
}

function PricingRow({
  row,
  table,
  renderOptionToggle,
}: {
  row: DocumentPricingRow;
  table: DocumentPricingTable;
  renderOptionToggle?: RenderOptionToggle;
}) {
  const [, ...labels] = table.columns;
  if (row.kind === 'group') {
    return (
      <tr className="border-b bg-muted/60 max-sm:block">
        <th scope="rowgroup" colSpan={table.columns.length} className="px-3 py-2 text-left font-semibold max-sm:block">
          <span className="flex flex-wrap items-center gap-2">
            {row.optionalLabel && renderOptionToggle?.({ kind: 'section', id: row.id, name: row.name })}
            <span className="break-words">{row.name}</span>
            {row.optionalLabel && <OptionalBadge label={row.optionalLabel} />}
          </span>
        </th>
      </tr>
    );
  }
  const isSubtotal = row.kind === 'subtotal';
  const values = cellValues(row, table);
  return (
    <tr
      className={cn(
        'border-b',
        PHONE_ROW,
        isSubtotal && 'font-semibold',
        row.optionalLabel && !isSubtotal && 'bg-(--doc-accent)/5',
      )}
    >
      <th
        scope="row"
        className={cn(
          CELL,
          'text-left',
          isSubtotal ? 'font-semibold max-sm:col-span-2' : 'font-normal max-sm:col-span-3',
        )}
      >
        <span className="flex flex-wrap items-center gap-2">
          {row.kind === 'line' &&
            row.optionalLabel &&
            renderOptionToggle?.({ kind: 'line', id: row.id, name: row.name })}
          <span className="break-words">{row.name}</span>
          {row.optionalLabel && <OptionalBadge label={row.optionalLabel} />}
        </span>
      </th>
      {values.map((value, i) => (
        <td
          key={i}
          data-label={labels[i]}
          className={cn(
            CELL,
            'text-right whitespace-nowrap tabular-nums',
            PHONE_CELL[i] ?? PHONE_EXTRA,
            !value && 'max-sm:hidden',
          )}
        >
          {value}
        </td>
      ))}
    </tr>
  );
}

/** Pricing tables (one-time, then each recurring cadence), then the totals. Stacked rows below 640 px. */
export function DocumentPricing({
  pricing,
  renderOptionToggle,
}: {
  pricing: QuoteDocument['pricing'];
  renderOptionToggle?: RenderOptionToggle;
}) {
  return (
    <div className="flex flex-col gap-6">
      {pricing.tables.map((table) => (
        <table
          key={table.key}
          className="w-full border-collapse text-sm [contain-intrinsic-size:auto_30rem] [content-visibility:auto] max-sm:block"
        >
          <caption className="pb-2 text-left text-base font-semibold text-(--doc-primary-ink) max-sm:block">
            {table.title}
          </caption>
          <thead className="max-sm:sr-only">
            <tr className="border-b-2 border-(--doc-primary)">
              {table.columns.map((column, i) => (
                <th
                  key={column}
                  scope="col"
                  className={cn('px-3 py-2 text-xs font-semibold uppercase', i === 0 ? 'text-left' : 'text-right')}
                >
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          {groupRows(table.rows).map((rows) => (
            <tbody key={rows[0]!.id} className="max-sm:block">
              {rows.map((row) => (
                <PricingRow key={row.id} row={row} table={table} renderOptionToggle={renderOptionToggle} />
              ))}
            </tbody>
          ))}
        </table>
      ))}
      <DocumentTotals totals={pricing.totals} optionalNote={pricing.optionalNote} />
    </div>
  );
}
