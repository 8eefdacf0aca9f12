import { BILLING_COPY } from '@scopewright/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ErrorScreen } from '@/components/shell/error-screen';
import { billingKeys, useBillingOverview, type BillingOverview } from '@/data/billing';
import { isApiError } from '@/lib/api-client';
import { BillingHistory } from './billing-history';
import { BillingSkeleton } from './billing-skeleton';
import { BillingStatusBanner } from './billing-status-banner';
import { CheckoutStatus } from './checkout-status';
import { CurrentPlanCard } from './current-plan-card';
import { PaymentMethodCard } from './payment-method-card';
import { PlanPicker } from './plan-picker';
import { useCheckoutReturn } from './use-checkout-return';
import { UsageCard } from './usage-card';
import { UsageHistory } from './usage-history';

export type BillingView = 'overview' | 'usage' | 'plans' | 'payment' | 'history';

/** The overview (read again while a paid checkout activates), the status banner and the tab's view. */
export function BillingContent({ view }: { view: BillingView }) {
  const checkout = useCheckoutReturn();
  const query = useBillingOverview({ pollEveryMs: checkout.pollEveryMs });
  const checkoutState = checkout.stateFor(query.data);
  const activated = checkoutState?.kind === 'active';
  const queryClient = useQueryClient();
  useEffect(() => {
    // The new plan changes what every screen may do (the shell's plan badge, limits): read them again.
    if (activated) void queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== billingKeys.all[0] });
  }, [activated, queryClient]);
  return (
    <div className="flex flex-col gap-6">
      {checkoutState && <CheckoutStatus state={checkoutState} />}
      {query.isPending ? (
        <BillingSkeleton />
      ) : query.isError ? (
        <ErrorScreen title={BILLING_COPY.loadFailed} message={query.error.message} onRetry={() => void query.refetch()}>
          {isApiError(query.error) && query.error.requestId && (
            <p className="mt-2 text-xs text-muted-foreground">Request id: {query.error.requestId}</p>
          )}
        </ErrorScreen>
      ) : (
        <>
          <BillingStatusBanner overview={query.data} />
          <ViewFor view={view} overview={query.data} />
        </>
      )}
    </div>
  );
}

function ViewFor({ view, overview }: { view: BillingView; overview: BillingOverview }) {
  switch (view) {
    case 'overview':
      return (
        <>
          <div className="grid gap-6 lg:grid-cols-5">
            <div className="lg:col-span-3">
              <CurrentPlanCard overview={overview} />
            </div>
            <div className="lg:col-span-2">
              <UsageCard overview={overview} />
            </div>
          </div>
          <PlanPicker overview={overview} />
        </>
      );
    case 'usage':
      return (
        <>
          <UsageCard overview={overview} />
          <UsageHistory />
        </>
      );
    case 'plans':
      return <PlanPicker overview={overview} />;
    case 'payment':
      return <PaymentMethodCard overview={overview} />;
    case 'history':
      return <BillingHistory />;
  }
}
