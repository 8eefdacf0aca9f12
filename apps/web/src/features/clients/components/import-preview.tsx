import { CLIENT_CSV_COLUMNS, type ParsedClientRow } from '@scopewright/domain';
import { AlertCircle } from 'lucide-react';
import { cn } from '@/lib/utils';

const PREVIEW_VALID_ROWS = 100;

/**
 * The rows of a chosen CSV as they will be imported: rows with problems first, each bad cell outlined and its
 * message under the row; then the first valid rows.
 */
export function ImportPreview({ rows }: { rows: ParsedClientRow[] }) {
  const columns = CLIENT_CSV_COLUMNS.filter((c) =>
    rows.some((r) => r.values[c.key] || r.errors.some((e) => e.field === c.key)),
  );
  const bad = rows.filter((r) => r.errors.length > 0);
  const good = rows.filter((r) => r.errors.length === 0);
  const shown = [...bad, ...good.slice(0, PREVIEW_VALID_ROWS)];
  return (
    <div className="grid gap-2">
      <div className="max-h-[45dvh] overflow-auto rounded-lg border">
        <table className="w-full text-xs">
          <caption className="sr-only">Rows to import</caption>
          <thead className="sticky top-0 bg-muted text-left text-muted-foreground">
            <tr>
              <th scope="col" className="px-2 py-2 font-medium">
                Row
              </th>
              {columns.map((c) => (
                <th key={c.key} scope="col" className="px-2 py-2 font-medium whitespace-nowrap">
                  {c.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {shown.map((row) => {
              const errorOf = (key: string) => row.errors.find((e) => e.field === key)?.message;
              const hasErrors = row.errors.length > 0;
              return [
                <tr
                  key={row.line}
                  data-testid={`import-row-${row.line}`}
                  aria-invalid={hasErrors || undefined}
                  className={cn('border-t', hasErrors && 'bg-destructive/5')}
                >
                  <th scope="row" className="px-2 py-1.5 text-left font-medium tabular-nums">
                    {hasErrors && (
                      <AlertCircle className="mr-1 inline size-3.5 text-destructive" aria-label="Has problems" />
                    )}
                    {row.line}
                  </th>
                  {columns.map((c) => (
                    <td
                      key={c.key}
                      title={errorOf(c.key)}
                      className={cn(
                        'max-w-48 truncate px-2 py-1.5',
                        errorOf(c.key) && 'outline-2 -outline-offset-2 outline-destructive',
                      )}
                    >
                      {row.values[c.key] ?? ''}
                    </td>
                  ))}
                </tr>,
                hasErrors && (
                  <tr key={`${row.line}-errors`} className="bg-destructive/5">
                    <td />
                    <td colSpan={columns.length} className="px-2 pb-2 text-destructive">
                      <ul className="grid gap-0.5">
                        {row.errors.map((e, i) => (
                          <li key={i}>
                            <span className="font-medium">
                              {CLIENT_CSV_COLUMNS.find((c) => c.key === e.field)?.label ?? 'Row'}:
                            </span>{' '}
                            {e.message}
                          </li>
                        ))}
                      </ul>
                    </td>
                  </tr>
                ),
              ];
            })}
          </tbody>
        </table>
      </div>
      {good.length > PREVIEW_VALID_ROWS && (
        <p className="text-xs text-muted-foreground">
          Showing the first {PREVIEW_VALID_ROWS} of {good.length.toLocaleString('en-US')} valid rows.
        </p>
      )}
    </div>
  );
}
