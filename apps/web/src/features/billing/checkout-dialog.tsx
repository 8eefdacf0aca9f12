import { MAX_CHECKOUT_SEATS, type BillingInterval } from '@scopewright/domain';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useStartCheckout } from '@/data/billing';
import { BillingAlert } from './billing-alert';
import { BILLING_SCREEN_COPY as COPY } from './billing-copy';
import { billingErrorMessage, isSeatsConflict } from './billing-errors';
import { formatUsd } from './billing-format';
import { defaultCheckoutSeats, parseSeats, seatsInputProblem } from './checkout-seats';
import { IntervalToggle } from './interval-toggle';
import type { PlanChoice } from './plan-actions';
import { redirectToProvider } from './redirect-to-provider';

/** A first paid plan: seats and interval with the live total, then off to the provider's checkout page. */
export function CheckoutDialog({
  choice,
  activeMembers,
  onClose,
}: {
  choice: PlanChoice | null;
  activeMembers: number;
  onClose: () => void;
}) {
  if (!choice) return <Dialog open={false} />;
  return <CheckoutForm key={choice.plan.tier} choice={choice} activeMembers={activeMembers} onClose={onClose} />;
}

function CheckoutForm({
  choice,
  activeMembers,
  onClose,
}: {
  choice: PlanChoice;
  activeMembers: number;
  onClose: () => void;
}) {
  const { plan } = choice;
  const [interval, setBillingInterval] = useState<BillingInterval>(choice.interval);
  const [seatsText, setSeatsText] = useState(() => String(defaultCheckoutSeats(plan.tier, activeMembers)));
  const checkout = useStartCheckout({ errorToast: false });
  const isLeaving = checkout.isPending || checkout.isSuccess;
  const seats = parseSeats(seatsText);
  const problem = seatsInputProblem(plan.tier, seatsText, activeMembers);
  const seatsRefused = isSeatsConflict(checkout.error);
  const perUser = interval === 'annual' ? plan.annualPerUserCents : plan.monthlyPerUserCents;
  const suffix = interval === 'annual' ? '/yr' : '/mo';

  const close = () => {
    if (isLeaving) return;
    onClose();
  };
  const editSeats = (value: string) => {
    setSeatsText(value);
    checkout.reset();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isLeaving || problem || seats === null) return;
    checkout.mutate({ tier: plan.tier, interval, seats }, { onSuccess: ({ url }) => redirectToProvider(url) });
  };

  return (
    <Dialog open onOpenChange={(open) => !open && close()}>
      <DialogContent className="max-w-md">
        <DialogTitle>{COPY.checkoutTitle(plan.label)}</DialogTitle>
        <DialogDescription>{COPY.checkoutDescription}</DialogDescription>
        <form className="grid gap-4" onSubmit={submit} noValidate>
          <IntervalToggle
            value={interval}
            onChange={(next) => {
              setBillingInterval(next);
              checkout.reset();
            }}
          />
          <Field
            label={COPY.seats}
            hint={`${COPY.perSeat(interval, plan.minUsers)}. ${COPY.seatsHint(activeMembers)}`}
            error={problem ?? (seatsRefused ? checkout.error?.message : undefined)}
          >
            {(control) => (
              <Input
                {...control}
                type="number"
                inputMode="numeric"
                min={1}
                max={MAX_CHECKOUT_SEATS}
                step={1}
                value={seatsText}
                onChange={(event) => editSeats(event.target.value)}
                className="w-32 tabular-nums"
              />
            )}
          </Field>
          <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1.5 rounded-lg border px-4 py-3 text-sm">
            <dt className="text-muted-foreground">Price per user</dt>
            <dd className="text-right tabular-nums">
              {formatUsd(perUser)}
              {suffix}
            </dd>
            <dt className="font-medium">{COPY.totalPerPeriod(interval)}</dt>
            <dd className="text-right font-semibold tabular-nums" data-testid="checkout-total" aria-live="polite">
              {seats === null ? '—' : `${formatUsd(seats * perUser)}${suffix}`}
            </dd>
          </dl>
          {checkout.isError && !seatsRefused && <BillingAlert message={billingErrorMessage(checkout.error)} />}
          <div className="flex flex-wrap justify-end gap-2">
            <Button type="button" variant="outline" onClick={close} disabled={isLeaving}>
              Cancel
            </Button>
            <Button type="submit" disabled={isLeaving || problem !== null || seatsRefused}>
              {isLeaving ? COPY.redirecting : COPY.continueToCheckout}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
