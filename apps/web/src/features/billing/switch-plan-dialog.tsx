import {
  BILLING_COPY,
  downgradeBlockedMessage,
  fitsSeatLimit,
  planChangeKind,
  planEstimate,
  seatsFollowMembers,
} from '@scopewright/domain';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { useChangePlan, type BillingSubscription } from '@/data/billing';
import { BillingAlert } from './billing-alert';
import { BILLING_SCREEN_COPY as COPY } from './billing-copy';
import { billingErrorMessage } from './billing-errors';
import { formatUsd, planWithInterval } from './billing-format';
import type { PlanChoice } from './plan-actions';
import { periodEndText } from './subscription-state';

/** On a live subscription: an upgrade applies now with proration, a downgrade waits for the period's end. */
export function SwitchPlanDialog({
  choice,
  subscription,
  activeMembers,
  onClose,
}: {
  choice: PlanChoice | null;
  subscription: BillingSubscription;
  activeMembers: number;
  onClose: () => void;
}) {
  const change = useChangePlan({ errorToast: false });
  const close = () => {
    if (change.isPending) return;
    change.reset();
    onClose();
  };
  if (!choice) return <Dialog open={false} />;
  const { plan, interval } = choice;
  const kind = planChangeKind(subscription, { tier: plan.tier, interval });
  const periodEnd = periodEndText(subscription);
  const seatsWanted = seatsFollowMembers(plan.tier) ? Math.max(subscription.seats, activeMembers) : 1;
  const { seats, amountCents } = planEstimate(plan.tier, seatsWanted, interval);
  const suffix = interval === 'annual' ? '/yr' : '/mo';
  const fits = seatsFollowMembers(plan.tier) || fitsSeatLimit(plan.tier, activeMembers);
  const blocked = fits ? null : downgradeBlockedMessage(plan.tier, activeMembers);
  const error = blocked ?? (change.isError ? billingErrorMessage(change.error) : null);

  const confirm = () =>
    change.mutate(
      { tier: plan.tier, interval },
      {
        onSuccess: () => {
          toast.success(
            kind === 'downgrade'
              ? COPY.switchScheduled(plan.label, periodEnd)
              : BILLING_COPY.changed(plan.label, interval),
          );
          change.reset();
          onClose();
        },
      },
    );

  return (
    <Dialog open onOpenChange={(open) => !open && close()}>
      <DialogContent className="max-w-md">
        <DialogTitle>{COPY.switchTitle(plan.label)}</DialogTitle>
        <DialogDescription data-testid="switch-timing">
          {kind === 'downgrade'
            ? COPY.downgradeNote(periodEnd, planWithInterval(subscription.tier, subscription.interval))
            : COPY.upgradeNote}
        </DialogDescription>
        <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1.5 rounded-lg border px-4 py-3 text-sm">
          <dt className="text-muted-foreground">Price per user</dt>
          <dd className="text-right tabular-nums">
            {formatUsd(interval === 'annual' ? plan.annualPerUserCents : plan.monthlyPerUserCents)}
            {suffix}
          </dd>
          <dt className="text-muted-foreground">{COPY.seats}</dt>
          <dd className="text-right tabular-nums">{seats}</dd>
          <dt className="font-medium">{COPY.newPrice}</dt>
          <dd className="text-right font-medium tabular-nums">
            {formatUsd(amountCents)}
            {suffix}
          </dd>
        </dl>
        {error && <BillingAlert message={error} />}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={close} disabled={change.isPending}>
            Cancel
          </Button>
          <Button onClick={confirm} disabled={change.isPending || blocked !== null}>
            {change.isPending ? BILLING_COPY.confirming : BILLING_COPY.confirmButton}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
