import { BILLING_COPY, BILLING_INTERVAL_LABELS } from '@scopewright/domain';
import type { BillingOverview } from '@/data/billing';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/utils';
import { BILLING_SCREEN_COPY as COPY } from './billing-copy';
import { planName } from './billing-format';
import { ManualPlanFacts } from './manual-plan-facts';
import { SubscriptionFacts } from './subscription-facts';
import { TrialProgress } from './trial-progress';

/** Current tier, interval, trial progress and what the plan costs: the next charge, or the list price under manual. */
export function CurrentPlanCard({ overview }: { overview: BillingOverview }) {
  const { plan, provider, subscription } = overview;
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
          <TrialProgress
            daysRemaining={plan.trialDaysRemaining}
            endDate={plan.trialEndDate}
            isLimited={plan.accessLevel === 'limited'}
          />
        )}
        {provider === 'manual' && <ManualPlanFacts overview={overview} />}
        {provider === 'stripe' && subscription && (
          <SubscriptionFacts subscription={subscription} activeMembers={overview.activeMembers} />
        )}
        {provider === 'stripe' && !subscription && (
          <p className="rounded-lg bg-muted px-3 py-2 text-[13px] leading-5 text-muted-foreground">
            {COPY.noPaidPlanYet}
          </p>
        )}
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
