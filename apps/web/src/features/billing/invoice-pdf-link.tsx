import { FileDown } from 'lucide-react';
import { BILLING_SCREEN_COPY as COPY } from './billing-copy';
import type { HistoryRow } from './history-rows';

/** The invoice PDF at the payment provider, in a new tab that cannot reach back into the app. */
export function InvoicePdfLink({ row }: { row: HistoryRow }) {
  if (!row.pdfUrl) return <span className="text-muted-foreground">—</span>;
  return (
    <a
      href={row.pdfUrl}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={COPY.pdfLabel(row.title)}
      className="inline-flex items-center gap-1 rounded-sm font-medium text-brand-ink underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
    >
      <FileDown className="size-4" aria-hidden />
      {COPY.pdf}
    </a>
  );
}
