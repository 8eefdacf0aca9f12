import { AlarmClock, Hourglass } from 'lucide-react';
import type { OpportunityCardRecord } from '@/data/opportunities';
import { cn } from '@/lib/utils';
import { daysSinceActivity, formatDay, isNextStepOverdue, isStale } from '../deal-facts';
import { PIPELINE_COPY } from '../pipeline-copy';

/** The next step with its date, marked when overdue. */
export function NextStep({ deal, className }: { deal: OpportunityCardRecord; className?: string }) {
  if (!deal.nextStep && !deal.nextStepDate) return null;
  const isOverdue = isNextStepOverdue(deal);
  return (
    <p className={cn('flex min-w-0 items-center gap-1.5 text-xs', className)}>
      {isOverdue && <AlarmClock className="size-3.5 shrink-0 text-destructive" aria-hidden />}
      <span className="truncate text-muted-foreground">{deal.nextStep || 'Next step'}</span>
      {deal.nextStepDate && (
        <span
          className={cn(
            'ml-auto shrink-0 tabular-nums',
            isOverdue ? 'font-medium text-destructive' : 'text-muted-foreground',
          )}
        >
          {isOverdue && <span className="sr-only">{PIPELINE_COPY.overdue}: </span>}
          {formatDay(deal.nextStepDate)}
        </span>
      )}
    </p>
  );
}

/** "No activity for N days" on an open deal nobody touched for two weeks. */
export function StaleMark({ deal }: { deal: OpportunityCardRecord }) {
  if (!isStale(deal)) return null;
  const text = PIPELINE_COPY.stale(daysSinceActivity(deal));
  return (
    <span
      className="inline-flex items-center gap-1 rounded-full bg-amber-50 px-1.5 py-0.5 text-[11px] font-medium text-amber-900 ring-1 ring-amber-600/25 dark:bg-amber-950/50 dark:text-amber-200"
      title={text}
    >
      <Hourglass className="size-3" aria-hidden />
      <span aria-hidden>{`${String(daysSinceActivity(deal))}d idle`}</span>
      <span className="sr-only">{text}</span>
    </span>
  );
}
