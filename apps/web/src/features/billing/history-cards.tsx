import { BILLING_SCREEN_COPY as COPY } from './billing-copy';
import type { HistoryRow } from './history-rows';
import { HistoryStatusBadge } from './history-status-badge';
import { InvoicePdfLink } from './invoice-pdf-link';

/** The history as stacked rows on phones (below md). */
export function HistoryCards({ rows }: { rows: HistoryRow[] }) {
  return (
    <ul className="divide-y md:hidden" aria-label={COPY.historyCaption} data-testid="history-cards">
      {rows.map((row) => (
        <li key={row.id} className="grid gap-1.5 px-4 py-3.5">
          <div className="flex items-center justify-between gap-3 text-xs text-muted-foreground">
            <time dateTime={row.isoDate} className="tabular-nums">
              {row.date}
            </time>
            <HistoryStatusBadge status={row.status} />
          </div>
          <div className="flex items-baseline justify-between gap-3 text-sm">
            <p className="min-w-0 font-medium">{row.title}</p>
            <p className="shrink-0 font-medium tabular-nums">{row.amount}</p>
          </div>
          {row.detail && <p className="text-[13px] text-muted-foreground">{row.detail}</p>}
          {row.pdfUrl && (
            <div className="text-sm">
              <InvoicePdfLink row={row} />
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}
