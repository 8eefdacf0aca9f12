import { SUBSCRIPTION_STATUS_LABELS } from '@scopewright/domain';
import type { BillingSubscription } from '@/data/billing';
import { cn } from '@/lib/utils';
import { BILLING_SCREEN_COPY as COPY } from './billing-copy';
import { brandName, formatDate, formatUsd } from './billing-format';
import { periodEndText } from './subscription-state';

const ALARMING = new Set<BillingSubscription['status']>(['past_due', 'unpaid', 'incomplete', 'canceled']);

/** The paid plan at the payment provider: status, seats, the next charge (or the end date) and the card. */
export function SubscriptionFacts({
  subscription,
  activeMembers,
}: {
  subscription: BillingSubscription;
  activeMembers: number;
}) {
  const { status, seats, nextCharge, cancelAtPeriodEnd, card } = subscription;
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm" data-testid="subscription-facts">
      <dt className="text-muted-foreground">{COPY.status}</dt>
      <dd className={cn('text-right font-medium', ALARMING.has(status) && 'text-destructive')}>
        {SUBSCRIPTION_STATUS_LABELS[status]}
      </dd>
      <dt className="text-muted-foreground">{COPY.seats}</dt>
      <dd className="text-right tabular-nums">
        {seats} <span className="text-muted-foreground">· {COPY.activeMembers(activeMembers)}</span>
      </dd>
      <dt className="text-muted-foreground">{COPY.nextCharge}</dt>
      <dd className="text-right font-medium tabular-nums" data-testid="next-charge">
        {cancelAtPeriodEnd
          ? COPY.endsOn(periodEndText(subscription))
          : nextCharge
            ? COPY.nextChargeValue(formatUsd(nextCharge.amountCents), formatDate(nextCharge.date))
            : '—'}
      </dd>
      <dt className="text-muted-foreground">{COPY.card}</dt>
      <dd className="text-right">{card ? COPY.cardOnFile(brandName(card.brand), card.last4) : COPY.noCardYet}</dd>
    </dl>
  );
}
