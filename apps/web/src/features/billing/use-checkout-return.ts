import { TIER_LABELS } from '@scopewright/domain';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { BillingOverview } from '@/data/billing';
import { liveSubscription } from './subscription-state';

export const CHECKOUT_POLL_MS = 2_000;
export const CHECKOUT_MAX_WAIT_MS = 60_000;

export type CheckoutReturnState =
  { kind: 'activating' } | { kind: 'active'; tier: string } | { kind: 'slow' } | { kind: 'canceled' };

/**
 * Back from the provider's checkout (`?checkout=success|canceled`): after a payment the plan starts when the
 * provider's webhook arrives, so the overview is read every 2 s until the subscription is live, for at most 60 s.
 */
export function useCheckoutReturn() {
  const [params] = useSearchParams();
  const outcome = params.get('checkout');
  const [hasWaitedTooLong, setHasWaitedTooLong] = useState(false);
  useEffect(() => {
    if (outcome !== 'success') return;
    const timer = setTimeout(() => setHasWaitedTooLong(true), CHECKOUT_MAX_WAIT_MS);
    return () => clearTimeout(timer);
  }, [outcome]);

  const pollEveryMs = (overview: BillingOverview | undefined): number | false =>
    outcome === 'success' && !hasWaitedTooLong && !liveSubscription(overview) ? CHECKOUT_POLL_MS : false;

  const stateFor = (overview: BillingOverview | undefined): CheckoutReturnState | null => {
    if (outcome === 'canceled') return { kind: 'canceled' };
    if (outcome !== 'success') return null;
    const subscription = liveSubscription(overview);
    if (subscription) return { kind: 'active', tier: TIER_LABELS[subscription.tier] };
    return { kind: hasWaitedTooLong ? 'slow' : 'activating' };
  };

  return { pollEveryMs, stateFor };
}
