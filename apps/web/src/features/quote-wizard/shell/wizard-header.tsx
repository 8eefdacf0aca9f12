import { formatQuoteNumber, type QuoteDetail, WIZARD_COPY as COPY } from '@scopewright/domain';
import { ChevronLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { QuoteStatusBadge } from '@/components/quotes/quote-status-badge';
import type { AutosaveStatus } from '../autosave/autosave-machine';
import { AutosaveIndicator } from '../autosave/autosave-indicator';

export function WizardHeader({
  detail,
  title,
  status,
  onRetry,
  actions,
}: {
  detail: QuoteDetail | null;
  title: string;
  status?: AutosaveStatus;
  onRetry?: () => void;
  /** The quote's actions menu, at the end of the title row. */
  actions?: ReactNode;
}) {
  return (
    <header className="flex flex-col gap-1">
      <Link
        to="/dashboard/quotes"
        className="inline-flex w-fit items-center gap-1 rounded text-[13px] text-muted-foreground hover:text-foreground"
      >
        <ChevronLeft className="size-3.5" aria-hidden /> Quotes
      </Link>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h1 className="min-w-0 text-xl break-words font-semibold tracking-tight sm:text-2xl">
          {title.trim() || COPY.newTitle}
        </h1>
        {detail && (
          <>
            <span className="text-sm text-muted-foreground tabular-nums">
              {formatQuoteNumber(detail.number)} · v{detail.version.versionNo}
            </span>
            <QuoteStatusBadge status={detail.version.status} />
          </>
        )}
        {((status && onRetry) || actions) && (
          <div className="ml-auto flex items-center gap-2">
            {status && onRetry && <AutosaveIndicator status={status} onRetry={onRetry} />}
            {actions}
          </div>
        )}
      </div>
    </header>
  );
}
