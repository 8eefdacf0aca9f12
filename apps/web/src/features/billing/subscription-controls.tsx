import { TIER_LABELS } from '@scopewright/domain';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import type { BillingSubscription } from '@/data/billing';
import { BILLING_SCREEN_COPY as COPY } from './billing-copy';
import { formatDate, intervalWord } from './billing-format';
import { CancelPlanDialog } from './cancel-plan-dialog';
import { ResumePlanButton } from './resume-plan-button';
import { periodEndText } from './subscription-state';

/** The live subscription's end: cancel it at the period's end, or resume one that is set to end or change. */
export function SubscriptionControls({ subscription }: { subscription: BillingSubscription }) {
  const [isCanceling, setIsCanceling] = useState(false);
  const periodEnd = periodEndText(subscription);
  const { scheduledChange } = subscription;
  return (
    <section
      aria-labelledby="billing-subscription-title"
      className="flex flex-wrap items-center justify-between gap-3 rounded-xl border bg-card px-5 py-4"
    >
      <div className="min-w-0">
        <h2 id="billing-subscription-title" className="text-sm font-semibold">
          {COPY.manageTitle}
        </h2>
        <p className="text-sm text-muted-foreground" data-testid="subscription-summary">
          {subscription.cancelAtPeriodEnd
            ? COPY.endsTitle(periodEnd)
            : scheduledChange
              ? COPY.scheduledTitle(
                  TIER_LABELS[scheduledChange.tier],
                  intervalWord(scheduledChange.interval),
                  scheduledChange.at ? formatDate(scheduledChange.at) : periodEnd,
                )
              : COPY.renewsOn(periodEnd)}
        </p>
      </div>
      {subscription.cancelAtPeriodEnd ? (
        <ResumePlanButton label={COPY.resumePlan} />
      ) : scheduledChange ? (
        <ResumePlanButton label={COPY.keepCurrentPlan} variant="outline" />
      ) : (
        <Button variant="outline" size="sm" onClick={() => setIsCanceling(true)}>
          {COPY.cancelPlan}
        </Button>
      )}
      <CancelPlanDialog open={isCanceling} periodEnd={periodEnd} onClose={() => setIsCanceling(false)} />
    </section>
  );
}
