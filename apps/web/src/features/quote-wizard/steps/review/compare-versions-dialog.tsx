import {
  formatHours,
  formatMoney,
  formatPercentBps,
  type LineChange,
  type QuoteComparison,
  WIZARD_COPY as COPY,
} from '@scopewright/domain';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';
import { useCompareVersions } from '@/data/quotes';

const CHANGE_STYLES: Record<LineChange['change'], string> = {
  added: 'text-emerald-700 dark:text-emerald-300',
  removed: 'text-destructive',
  changed: 'text-sky-700 dark:text-sky-300',
};
const CHANGE_LABELS: Record<LineChange['change'], string> = { added: 'Added', removed: 'Removed', changed: 'Changed' };

/** Lines added, removed and changed between two versions, with amounts, and the headline totals before/after. */
export function CompareVersionsDialog({
  quoteId,
  from,
  to,
  currency,
  onClose,
}: {
  quoteId: string;
  from: number;
  to: number;
  currency: string;
  onClose: () => void;
}) {
  const comparison = useCompareVersions(quoteId, from, to);
  const money = (cents: number | null) => (cents === null ? '—' : formatMoney(cents, currency));
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[85dvh] max-w-2xl overflow-y-auto">
        <DialogTitle>
          {COPY.compareTitle}: v{from} → v{to}
        </DialogTitle>
        <DialogDescription>What changed in the lines and the totals.</DialogDescription>
        {comparison.isPending && <Skeleton className="h-40 w-full" />}
        {comparison.isError && (
          <p role="alert" className="text-sm text-destructive">
            {comparison.error.message}
          </p>
        )}
        {comparison.data && (
          <div className="flex flex-col gap-4" data-testid="version-comparison">
            {comparison.data.lines.length === 0 ? (
              <p className="text-sm text-muted-foreground">{COPY.noDifferences}</p>
            ) : (
              <ul className="divide-y rounded-lg border text-sm">
                {comparison.data.lines.map((line) => (
                  <li
                    key={`${line.change}-${line.key}`}
                    className="flex flex-wrap items-baseline gap-x-3 gap-y-0.5 px-3 py-2"
                  >
                    <span className={cn('w-20 shrink-0 text-xs font-semibold uppercase', CHANGE_STYLES[line.change])}>
                      {CHANGE_LABELS[line.change]}
                    </span>
                    <span className="min-w-0 flex-1">
                      <span className="font-medium">{line.name}</span>
                      <span className="text-muted-foreground"> · {line.sectionName}</span>
                      {line.fields.length > 0 && (
                        <span className="block text-xs text-muted-foreground">{line.fields.join(', ')}</span>
                      )}
                    </span>
                    <span className="tabular-nums text-muted-foreground">
                      {money(line.beforeNetCents)} →{' '}
                      <span className="text-foreground">{money(line.afterNetCents)}</span>
                    </span>
                  </li>
                ))}
              </ul>
            )}
            <table className="w-full text-sm">
              <thead className="text-xs text-muted-foreground">
                <tr className="border-b">
                  <th className="py-1.5 text-left font-medium">Total</th>
                  <th className="py-1.5 text-right font-medium">v{from}</th>
                  <th className="py-1.5 text-right font-medium">v{to}</th>
                </tr>
              </thead>
              <tbody>
                {comparison.data.totals.map((row) => (
                  <tr key={row.label} className="border-b last:border-b-0">
                    <th scope="row" className="py-1.5 text-left font-normal">
                      {row.label}
                    </th>
                    <td className="py-1.5 text-right tabular-nums">{formatTotal(row.unit, row.before, currency)}</td>
                    <td className={cn('py-1.5 text-right tabular-nums', row.before !== row.after && 'font-semibold')}>
                      {formatTotal(row.unit, row.after, currency)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}

function formatTotal(unit: QuoteComparison['totals'][number]['unit'], value: number, currency: string): string {
  if (unit === 'minutes') return formatHours(value);
  if (unit === 'bps') return formatPercentBps(value);
  return formatMoney(value, currency);
}
