import { formatMoney } from '@scopewright/domain';
import type { OpportunitySummaryRecord } from '@/data/opportunities';
import { cn } from '@/lib/utils';
import { usePipelineCurrency } from './use-pipeline-currency';

/** A deal's value: the one-time amount and the monthly recurring one, never added together. */
export function DealValue({
  deal,
  className,
}: {
  deal: Pick<OpportunitySummaryRecord, 'oneTimeCents' | 'mrrCents'>;
  className?: string;
}) {
  const currency = usePipelineCurrency();
  const hasMrr = deal.mrrCents > 0;
  return (
    <span className={cn('tabular-nums', className)}>
      {(deal.oneTimeCents > 0 || !hasMrr) && formatMoney(deal.oneTimeCents, currency)}
      {deal.oneTimeCents > 0 && hasMrr && <span className="text-muted-foreground"> + </span>}
      {hasMrr && formatMoney(deal.mrrCents, currency, { frequency: 'monthly' })}
    </span>
  );
}

/** A column's or a list's total (TCV or one-time, as the API adds them up). */
export function DealAmount({ cents, className }: { cents: number; className?: string }) {
  const currency = usePipelineCurrency();
  return <span className={cn('tabular-nums', className)}>{formatMoney(cents, currency)}</span>;
}
