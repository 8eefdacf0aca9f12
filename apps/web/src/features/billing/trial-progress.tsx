import { TRIAL_DAYS } from '@scopewright/domain';
import { cn } from '@/lib/utils';
import { formatDate } from './billing-format';

/** Trial days left as a bar, amber once access is limited. */
export function TrialProgress({
  daysRemaining,
  endDate,
  isLimited,
}: {
  daysRemaining: number;
  endDate: string;
  isLimited: boolean;
}) {
  const trialUsed = Math.min(TRIAL_DAYS, Math.max(0, TRIAL_DAYS - daysRemaining));
  return (
    <div>
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span className={cn('font-medium', isLimited && 'text-amber-700 dark:text-amber-300')}>
          {daysRemaining} of {TRIAL_DAYS} days left
        </span>
        <span className="text-muted-foreground">Ends {formatDate(endDate)}</span>
      </div>
      <div
        role="progressbar"
        aria-label="Trial days used"
        aria-valuemin={0}
        aria-valuemax={TRIAL_DAYS}
        aria-valuenow={trialUsed}
        className="mt-2 h-2 overflow-hidden rounded-full bg-muted"
      >
        <div
          className={cn('h-full rounded-full bg-primary', isLimited && 'bg-amber-500')}
          style={{ width: `${(trialUsed / TRIAL_DAYS) * 100}%` }}
        />
      </div>
    </div>
  );
}
