import {
  MAX_CHECKOUT_SEATS,
  STRIPE_BILLING_COPY,
  checkoutSeatsProblem,
  seatsToBill,
  type PaidTier,
} from '@scopewright/domain';

/** The seats offered first: every active member, and never below the plan's minimum. */
export function defaultCheckoutSeats(tier: PaidTier, activeMembers: number): number {
  return Math.min(MAX_CHECKOUT_SEATS, seatsToBill(tier, activeMembers));
}

/** The typed seat count as a whole number from 1 to the maximum, or null. */
export function parseSeats(raw: string): number | null {
  if (!/^\d+$/.test(raw.trim())) return null;
  const seats = Number(raw);
  return seats >= 1 && seats <= MAX_CHECKOUT_SEATS ? seats : null;
}

/** Why the typed seats cannot be bought, as the server would say it, or null. */
export function seatsInputProblem(tier: PaidTier, raw: string, activeMembers: number): string | null {
  const seats = parseSeats(raw);
  if (seats === null) return STRIPE_BILLING_COPY.seatsInvalid;
  return checkoutSeatsProblem(tier, seats, activeMembers);
}
