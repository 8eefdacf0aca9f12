import { BILLING_COPY, downgradeBlockedMessage, fitsSeatLimit, planEstimate } from '@scopewright/domain';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { useChangePlan } from '@/data/billing';
import { BillingAlert } from './billing-alert';
import { billingErrorMessage } from './billing-errors';
import { formatUsd } from './billing-format';
import type { PlanChoice } from './plan-actions';

/** Under the manual provider: what the plan costs at list price, that nothing is charged, and that it applies at once. */
export function ChangePlanDialog({
  choice,
  activeMembers,
  onClose,
}: {
  choice: PlanChoice | null;
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
  const { seats, amountCents } = planEstimate(plan.tier, activeMembers, interval);
  const perUser = interval === 'annual' ? plan.annualPerUserCents : plan.monthlyPerUserCents;
  const suffix = interval === 'annual' ? '/yr' : '/mo';
  const blocked = fitsSeatLimit(plan.tier, activeMembers) ? null : downgradeBlockedMessage(plan.tier, activeMembers);
  const error = blocked ?? (change.isError ? billingErrorMessage(change.error) : null);

  const confirm = () =>
    change.mutate(
      { tier: plan.tier, interval },
      {
        onSuccess: () => {
          toast.success(BILLING_COPY.changed(plan.label, interval));
          change.reset();
          onClose();
        },
      },
    );

  return (
    <Dialog open onOpenChange={(open) => !open && close()}>
      <DialogContent className="max-w-md">
        <DialogTitle>{BILLING_COPY.confirmTitle(plan.label)}</DialogTitle>
        <DialogDescription>
          {plan.label}, billed {interval === 'annual' ? 'annually' : 'monthly'}. The change applies at once.
        </DialogDescription>
        <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1.5 rounded-lg border px-4 py-3 text-sm">
          <dt className="text-muted-foreground">Price per user</dt>
          <dd className="text-right tabular-nums">
            {formatUsd(perUser)}
            {suffix}
          </dd>
          <dt className="text-muted-foreground">Seats{plan.minUsers > 1 ? ` (${plan.minUsers}-user minimum)` : ''}</dt>
          <dd className="text-right tabular-nums">{seats}</dd>
          <dt className="font-medium">List price</dt>
          <dd className="text-right font-medium tabular-nums">
            {formatUsd(amountCents)}
            {suffix}
          </dd>
          <dt className="font-medium">Charged today</dt>
          <dd className="text-right font-semibold text-success tabular-nums">{formatUsd(0)}</dd>
        </dl>
        <p className="text-[13px] leading-5 text-muted-foreground">{BILLING_COPY.noPayment}</p>
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
