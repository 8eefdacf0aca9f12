import { withPlatform, withTenant } from '@scopewright/db';
import { LIVE_SUBSCRIPTION_STATUSES, SEAT_ROLES, seatsFollowMembers, seatsToBill } from '@scopewright/domain';
import { sql } from 'drizzle-orm';
import { PaymentProviderError } from '../../platform/billing/stripe-gateway';
import { applySubscription } from './apply-subscription';
import type { BillingDeps } from './billing-deps';
import { updateSubscriptionRow } from './subscription.queries';

/** How long before the period end a scheduled downgrade is sent to Stripe (no proration: the renewal bills it). */
export const DOWNGRADE_LEAD_MS = 2 * 60 * 60 * 1000;

type Due = {
  tenant_id: string;
  subscription_id: string;
  item_id: string;
  tier: 'essentials' | 'premium' | 'enterprise';
  seats: number;
  members: number;
  scheduled_tier: 'essentials' | 'premium' | 'enterprise' | null;
  scheduled_interval: 'monthly' | 'annual' | null;
  current_period_end: string | null;
};

export interface SyncOutcome {
  downgraded: number;
  reseated: number;
  failed: number;
}

/**
 * What Stripe must be told from our side, for every live subscription at once: downgrades due at the period end,
 * and seats that no longer follow the members (an increase is prorated, a decrease takes effect at renewal).
 * One set-based read finds them; each change is its own Stripe call and its own transaction.
 */
export async function syncSubscriptions(deps: BillingDeps, now: Date, onlyTenantId?: string): Promise<SyncOutcome> {
  const outcome: SyncOutcome = { downgraded: 0, reseated: 0, failed: 0 };
  const stripe = deps.stripe;
  if (!stripe) return outcome;
  const due = await withPlatform(
    deps.database,
    async (tx) =>
      (
        await tx.execute<Due>(sql`
        select s.tenant_id, s.subscription_id, s.item_id, s.tier, s.seats, s.scheduled_tier, s.scheduled_interval,
          s.current_period_end::text,
          (select count(*)::int from profiles p where p.tenant_id = s.tenant_id and p.role in ${SEAT_ROLES}) as members
        from billing_subscriptions s
        where s.status in ${LIVE_SUBSCRIPTION_STATUSES}
          ${onlyTenantId ? sql`and s.tenant_id = ${onlyTenantId}` : sql``}`)
      ).rows,
  );
  for (const row of due) {
    try {
      const downgrade = downgradeDue(row, now);
      const tier = downgrade?.tier ?? row.tier;
      const wanted = seatsFollowMembers(tier) ? seatsToBill(tier, row.members) : row.seats;
      if (!downgrade && wanted === row.seats) continue;
      const snapshot = await stripe.updateSubscription(
        row.subscription_id,
        {
          itemId: row.item_id,
          ...(downgrade ? { plan: downgrade } : {}),
          seats: downgrade ? seatsToBill(tier, row.members) : wanted,
          proration: !downgrade && wanted > row.seats ? 'create_prorations' : 'none',
        },
        `sync:${row.subscription_id}:${downgrade ? `${downgrade.tier}-${downgrade.interval}` : ''}:${wanted}:${row.current_period_end}`,
      );
      await withTenant({ db: deps.database.db, tenantId: row.tenant_id }, async (tx) => {
        await applySubscription(tx, deps, row.tenant_id, snapshot, now);
        if (downgrade) await updateSubscriptionRow(tx, row.tenant_id, { scheduledTier: null, scheduledInterval: null });
      });
      if (downgrade) outcome.downgraded += 1;
      else outcome.reseated += 1;
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
      deps.logger.warn({ err: error, tenantId: row.tenant_id }, 'billing sync: Stripe refused or unreachable');
      outcome.failed += 1;
    }
  }
  return outcome;
}

function downgradeDue(row: Due, now: Date) {
  if (!row.scheduled_tier || !row.scheduled_interval || !row.current_period_end) return null;
  const end = new Date(row.current_period_end).getTime();
  return end - now.getTime() <= DOWNGRADE_LEAD_MS
    ? { tier: row.scheduled_tier, interval: row.scheduled_interval }
    : null;
}
