import {
  billableSeats,
  isTier,
  LIVE_SUBSCRIPTION_STATUSES,
  monthlyRecurringCents,
  PAID_TIERS,
  workspacePlanOf,
  workspaceStateOf,
  type PaidTier,
  type PlatformWorkspaceRow,
  type SubscriptionStatus,
} from '@scopewright/domain';
import type { WorkspaceListRow } from './platform-workspaces.queries';

const isPaid = (tier: string | null): tier is PaidTier =>
  tier !== null && (PAID_TIERS as readonly string[]).includes(tier);
const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
const fullName = (first: string | null, last: string | null) =>
  [first?.trim(), last?.trim()].filter(Boolean).join(' ') || null;

/**
 * A workspace as the console lists it. State and plan by the domain's rules at `now`; seats and MRR from a live
 * Stripe subscription (its seats at its plan's price), else for a paid plan without one its seat-holding members
 * at list price (the manual provider charges nothing: what the plan is worth); 0 otherwise.
 */
export function toWorkspaceRow(row: WorkspaceListRow, now: Date): PlatformWorkspaceRow {
  const state = workspaceStateOf(
    {
      activeTier: row.active_tier,
      selectedTier: isTier(row.selected_tier) ? row.selected_tier : null,
      suspended: row.suspended,
      trialEndDate: row.trial_end_ms === null ? null : new Date(row.trial_end_ms),
    },
    now,
  );
  const stripe =
    row.sub_status !== null &&
    LIVE_SUBSCRIPTION_STATUSES.includes(row.sub_status as SubscriptionStatus) &&
    isPaid(row.sub_tier) &&
    row.sub_seats !== null &&
    row.sub_interval !== null
      ? { tier: row.sub_tier, seats: row.sub_seats, interval: row.sub_interval }
      : null;
  const manual =
    !stripe && state === 'paying' && isPaid(row.active_tier)
      ? { tier: row.active_tier, members: row.members, interval: row.billing_interval ?? 'monthly' }
      : null;
  return {
    id: row.id,
    name: row.name,
    domain: row.domain,
    owner: row.owner_email
      ? { name: fullName(row.owner_first_name, row.owner_last_name), email: row.owner_email }
      : null,
    tier: workspacePlanOf({ activeTier: row.active_tier, selectedTier: row.selected_tier }),
    state,
    trialEndDate: iso(row.trial_end_ms),
    members: row.members,
    seats: stripe ? stripe.seats : manual ? billableSeats(manual.tier, manual.members) : null,
    mrrCents: stripe
      ? monthlyRecurringCents(stripe.tier, stripe.seats, stripe.interval)
      : manual
        ? monthlyRecurringCents(manual.tier, manual.members, manual.interval)
        : 0,
    billedByStripe: stripe !== null,
    createdAt: new Date(row.created_ms).toISOString(),
    lastActiveAt: iso(row.last_active_ms),
  };
}
