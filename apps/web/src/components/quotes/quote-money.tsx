import { formatMoney, formatPercentBps, isMarginBelowTarget } from '@scopewright/domain';
import { cn } from '@/lib/utils';

/** An amount with its currency; "/mo" for monthly figures. A zero recurring figure reads as a quiet dash. */
export function QuoteMoney({
  cents,
  currency,
  monthly = false,
  className,
}: {
  cents: number;
  currency: string;
  monthly?: boolean;
  className?: string;
}) {
  if (monthly && cents === 0) {
    return (
      <span className={cn('text-muted-foreground', className)}>
        <span aria-hidden>—</span>
        <span className="sr-only">No recurring revenue</span>
      </span>
    );
  }
  return (
    <span className={cn('tabular-nums', className)}>
      {formatMoney(cents, currency, monthly ? { frequency: 'monthly' } : undefined)}
    </span>
  );
}

/** Margin %, coloured only below the target (docs/product-rules.md#ui-rules); a quote without revenue has none. */
export function QuoteMargin({ marginBps, className }: { marginBps: number | null; className?: string }) {
  if (marginBps === null) {
    return (
      <span className={cn('text-muted-foreground', className)}>
        <span aria-hidden>—</span>
        <span className="sr-only">No margin yet</span>
      </span>
    );
  }
  const isLow = isMarginBelowTarget(marginBps);
  return (
    <span
      className={cn('tabular-nums', isLow && 'font-medium text-destructive', className)}
      title={isLow ? 'Below the 30% target margin' : undefined}
    >
      {formatPercentBps(marginBps)}
      {isLow && <span className="sr-only"> (below target)</span>}
    </span>
  );
}
