import { BILLING_COPY, BILLING_INTERVAL_LABELS, TRIAL_DAYS } from '@scopewright/domain';
import type { BillingOverview } from '@/data/billing';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/utils';
import { formatDate, formatUsd, planName } from './billing-format';

/** Current tier, interval, trial progress and the list price the plan would cost (nothing is charged now). */
export function CurrentPlanCard({ overview }: { overview: BillingOverview }) {
  const { plan, estimate } = overview;
  const isLimited = plan.accessLevel === 'limited';
  const trialUsed = Math.min(TRIAL_DAYS, Math.max(0, TRIAL_DAYS - plan.trialDaysRemaining));
  return (
    <Card className="h-full" data-testid="current-plan">
      <CardHeader>
        <CardDescription>{BILLING_COPY.currentPlan}</CardDescription>
        <div className="flex flex-wrap items-center gap-2">
          <CardTitle className="text-2xl" data-testid="current-plan-name">
            {planName(plan)}
          </CardTitle>
          {plan.interval && !plan.isTrial && <Badge variant="muted">{BILLING_INTERVAL_LABELS[plan.interval]}</Badge>}
          <AccessBadge level={plan.accessLevel} />
        </div>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        {plan.isTrial && plan.trialEndDate && (
          <div>
            <div className="flex items-baseline justify-between gap-3 text-sm">
              <span className={cn('font-medium', isLimited && 'text-amber-700 dark:text-amber-300')}>
                {plan.trialDaysRemaining} of {TRIAL_DAYS} days left
              </span>
              <span className="text-muted-foreground">Ends {formatDate(plan.trialEndDate)}</span>
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
        )}
        {estimate && !plan.isSuspended && (
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-muted-foreground">List price</dt>
            <dd className="text-right font-medium tabular-nums">
              {formatUsd(estimate.amountCents)}
              {estimate.interval === 'annual' ? '/yr' : '/mo'}
            </dd>
            <dt className="text-muted-foreground">Seats billed</dt>
            <dd className="text-right tabular-nums">{estimate.seats}</dd>
            <dt className="text-muted-foreground">Charged</dt>
            <dd className="text-right font-medium text-success tabular-nums">{formatUsd(0)}</dd>
          </dl>
        )}
        <p className="rounded-lg bg-muted px-3 py-2 text-[13px] leading-5 text-muted-foreground">
          {BILLING_COPY.noPayment}
        </p>
      </CardContent>
    </Card>
  );
}

const ACCESS_LABELS = { full: 'Full access', limited: 'Limited access', readonly: 'Read-only', suspended: 'Suspended' };

function AccessBadge({ level }: { level: BillingOverview['plan']['accessLevel'] }) {
  return (
    <Badge
      variant="outline"
      className={cn(
        level === 'full' && 'border-success/40 text-success',
        (level === 'limited' || level === 'readonly') && 'border-amber-500/50 text-amber-700 dark:text-amber-300',
        level === 'suspended' && 'border-destructive/40 text-destructive',
      )}
    >
      {ACCESS_LABELS[level]}
    </Badge>
  );
}
