import { formatMoney, formatPercentBps, isAtOrBelowCost, marginBps, RATE_CARD_COPY } from '@scopewright/domain';
import { TriangleAlert } from 'lucide-react';
import { ErrorScreen } from '@/components/shell/error-screen';
import { isApiError } from '@/lib/api-client';
import { cn } from '@/lib/utils';

/** Live margin of a price over a cost; amber with a warning when the item loses money. */
export function MarginFigure({
  priceCents,
  costCents,
  warning,
  className,
}: {
  priceCents: number | null;
  costCents: number | null;
  warning: string;
  className?: string;
}) {
  if (priceCents === null || costCents === null) return <span className="text-muted-foreground">—</span>;
  const margin = marginBps(priceCents, costCents);
  const loses = isAtOrBelowCost(priceCents, costCents);
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 tabular-nums',
        loses && 'font-medium text-amber-700 dark:text-amber-400',
        className,
      )}
      title={loses ? warning : undefined}
    >
      {loses && <TriangleAlert className="size-3.5" aria-hidden />}
      {margin === null ? '—' : formatPercentBps(margin)}
      {loses && <span className="sr-only">. {warning}</span>}
    </span>
  );
}

export const money = (cents: number, currency: string) => formatMoney(cents, currency);

/** A failed load: what happened, a retry, and the request id for support. */
export function LoadError({ title, error, onRetry }: { title: string; error: Error; onRetry: () => void }) {
  const requestId = isApiError(error) ? error.requestId : null;
  return (
    <ErrorScreen title={title} message={error.message} onRetry={onRetry} showDashboardLink={false}>
      {requestId && <p className="mt-2 text-xs text-muted-foreground">Request id: {requestId}</p>}
    </ErrorScreen>
  );
}

export const BELOW_COST = RATE_CARD_COPY.belowCost;
