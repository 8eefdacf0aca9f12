import type { DocumentTotalRow } from '@scopewright/domain';
import { cn } from '@/lib/utils';

/** The quote's totals box: one-time, each recurring cadence, MRR/ARR and the contract value. */
export function DocumentTotals({ totals, optionalNote }: { totals: DocumentTotalRow[]; optionalNote: string | null }) {
  return (
    <div className="ml-auto flex w-full max-w-md flex-col gap-2">
      <dl className="rounded-lg border-2 border-(--doc-accent) p-4 text-sm">
        {totals.map((row) => (
          <div
            key={row.key}
            className={cn('flex items-baseline justify-between gap-4 py-1', row.emphasis && 'font-semibold')}
          >
            <dt>{row.label}</dt>
            <dd className="text-right whitespace-nowrap tabular-nums">{row.value}</dd>
          </div>
        ))}
      </dl>
      {optionalNote && <p className="text-right text-[13px] text-muted-foreground">{optionalNote}</p>}
    </div>
  );
}
