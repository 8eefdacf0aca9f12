import { BILLING_COPY } from '@scopewright/domain';
import type { BillingOverview } from '@/data/billing';
import { formatUsd } from './billing-format';

/** Under the manual provider: the list price the plan would cost, and that nothing is charged. */
export function ManualPlanFacts({ overview }: { overview: BillingOverview }) {
  const { plan, estimate, activeMembers } = overview;
  return (
    <>
      {estimate && !plan.isSuspended && (
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-muted-foreground">List price</dt>
          <dd className="text-right font-medium tabular-nums">
            {formatUsd(estimate.amountCents)}
            {estimate.interval === 'annual' ? '/yr' : '/mo'}
          </dd>
          <dt className="text-muted-foreground">Seats billed</dt>
          <dd className="text-right tabular-nums">{estimate.seats}</dd>
          <dt className="text-muted-foreground">Active members</dt>
          <dd className="text-right tabular-nums">{activeMembers}</dd>
          <dt className="text-muted-foreground">Charged</dt>
          <dd className="text-right font-medium text-success tabular-nums">{formatUsd(0)}</dd>
        </dl>
      )}
      <p className="rounded-lg bg-muted px-3 py-2 text-[13px] leading-5 text-muted-foreground">
        {BILLING_COPY.noPayment}
      </p>
    </>
  );
}
