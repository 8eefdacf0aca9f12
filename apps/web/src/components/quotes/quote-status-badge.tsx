import { QUOTE_STATUS_LABELS, type QuoteStatus } from '@scopewright/domain';
import { cn } from '@/lib/utils';

const TONES: Record<QuoteStatus, string> = {
  draft: 'bg-muted text-muted-foreground ring-border',
  sent: 'bg-sky-50 text-sky-800 ring-sky-600/20 dark:bg-sky-950/50 dark:text-sky-200',
  viewed: 'bg-violet-50 text-violet-800 ring-violet-600/20 dark:bg-violet-950/50 dark:text-violet-200',
  accepted: 'bg-emerald-50 text-emerald-800 ring-emerald-600/20 dark:bg-emerald-950/50 dark:text-emerald-200',
  declined: 'bg-rose-50 text-rose-800 ring-rose-600/20 dark:bg-rose-950/50 dark:text-rose-200',
  expired: 'bg-amber-50 text-amber-900 ring-amber-600/25 dark:bg-amber-950/50 dark:text-amber-200',
  superseded: 'bg-transparent text-muted-foreground ring-border',
  archived: 'bg-transparent text-muted-foreground ring-border',
};

const DOTS: Record<QuoteStatus, string> = {
  draft: 'bg-muted-foreground/60',
  sent: 'bg-sky-500',
  viewed: 'bg-violet-500',
  accepted: 'bg-emerald-500',
  declined: 'bg-rose-500',
  expired: 'bg-amber-500',
  superseded: 'bg-muted-foreground/40',
  archived: 'bg-muted-foreground/40',
};

/** A quote's status: the one place status colours are used (docs/product-rules.md#ui-rules). */
export function QuoteStatusBadge({ status, className }: { status: QuoteStatus; className?: string }) {
  return (
    <span
      data-status={status}
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset',
        TONES[status],
        className,
      )}
    >
      <span aria-hidden className={cn('size-1.5 rounded-full', DOTS[status])} />
      {QUOTE_STATUS_LABELS[status]}
    </span>
  );
}

export const statusDotClass = (status: QuoteStatus): string => DOTS[status];
