import { planOffers } from '@scopewright/domain';
import type { stubApi } from '@/lib/test-utils';
import type { BillingHistoryItem, BillingOverview, BillingSubscription, UsageHistory } from '@/data/billing';

/** A workspace on the free Enterprise trial under the manual provider. */
export const TRIAL: BillingOverview = {
  tenant: { id: 't1', name: 'Demo MSP' },
  plan: {
    activeTier: 'trial',
    selectedTier: 'enterprise',
    effectiveTier: 'enterprise',
    interval: null,
    isTrial: true,
    isSuspended: false,
    isSuspendedBySupport: false,
    isReadOnly: false,
    trialEndDate: '2026-03-15T12:00:00.000Z',
    trialDaysRemaining: 12,
    accessLevel: 'full',
  },
  usage: [
    { key: 'maxUsers', label: 'Users', used: 3, limit: 'unlimited', isTracked: true },
    { key: 'maxQuotes', label: 'Quotes', used: 0, limit: 'unlimited', isTracked: false },
    { key: 'maxTemplates', label: 'Templates', used: 0, limit: 'unlimited', isTracked: false },
    { key: 'aiGenerationsPerMonth', label: 'AI generations this month', used: 0, limit: 'unlimited', isTracked: false },
  ],
  activeMembers: 2,
  estimate: null,
  plans: planOffers(),
  provider: 'manual',
  subscription: null,
};

/** Premium, monthly, under the manual provider. */
export const PREMIUM: BillingOverview = {
  ...TRIAL,
  plan: {
    ...TRIAL.plan,
    activeTier: 'premium',
    selectedTier: 'premium',
    effectiveTier: 'premium',
    interval: 'monthly',
    isTrial: false,
    trialDaysRemaining: 0,
  },
  usage: TRIAL.usage.map((u, i) => ({ ...u, limit: [5, 500, 50, 200][i]! })),
  estimate: { seats: 5, amountCents: 64500, interval: 'monthly', currency: 'USD' },
};

/** The trial with Stripe configured and no checkout yet. */
export const STRIPE_TRIAL: BillingOverview = { ...TRIAL, provider: 'stripe', activeMembers: 3 };

export const ACTIVE_SUBSCRIPTION: BillingSubscription = {
  status: 'active',
  tier: 'premium',
  interval: 'monthly',
  seats: 5,
  currentPeriodEnd: '2026-04-15T12:00:00.000Z',
  cancelAtPeriodEnd: false,
  scheduledChange: null,
  pastDueSince: null,
  suspensionDate: null,
  nextCharge: { amountCents: 64500, currency: 'USD', date: '2026-04-15T12:00:00.000Z' },
  card: { brand: 'visa', last4: '4242' },
};

/** Premium, monthly, paid at Stripe; `patch` changes the subscription. */
export function stripePremium(patch: Partial<BillingSubscription> = {}): BillingOverview {
  return { ...PREMIUM, provider: 'stripe', activeMembers: 3, subscription: { ...ACTIVE_SUBSCRIPTION, ...patch } };
}

export function invoice(n: number, patch: Partial<Extract<BillingHistoryItem, { kind: 'invoice' }>> = {}) {
  return {
    kind: 'invoice' as const,
    id: `in_${n}`,
    number: `SW-${String(n).padStart(4, '0')}`,
    date: `2026-0${Math.min(9, n)}-15T12:00:00.000Z`,
    amountCents: 64500,
    currency: 'usd',
    status: 'paid',
    hostedUrl: `https://invoice.stripe.test/i/${n}`,
    pdfUrl: `https://invoice.stripe.test/i/${n}/pdf`,
    periodStart: `2026-0${Math.min(9, n)}-15T12:00:00.000Z`,
    periodEnd: `2026-0${Math.min(9, n + 1)}-15T12:00:00.000Z`,
    ...patch,
  };
}

export const PLAN_CHANGE: BillingHistoryItem = {
  kind: 'plan_change',
  id: 'pc_1',
  date: '2026-03-02T12:00:00.000Z',
  provider: 'manual',
  fromTier: 'trial',
  toTier: 'premium',
  interval: 'monthly',
  seats: 5,
  amountCents: 64500,
  chargedCents: 0,
  currency: 'USD',
};

const days = (values: number[]) =>
  values.map((used, i) => ({ date: `2026-03-${String(i + 1).padStart(2, '0')}T12:00:00.000Z`, used }));

export const USAGE_HISTORY: UsageHistory = {
  periodStart: '2026-03-01T12:00:00.000Z',
  periodEnd: '2026-03-31T12:00:00.000Z',
  series: [
    { key: 'maxQuotes', label: 'Quotes created', points: days([1, 3, 4]) },
    { key: 'aiGenerationsPerMonth', label: 'AI generations', points: days([0, 2, 2]) },
    { key: 'maxUsers', label: 'Members', points: days([2, 2, 3]) },
  ],
};

/** How many calls went to `method path` (for the billing calls that send no body). */
export function callsTo(api: ReturnType<typeof stubApi>, method: string, path: string): number {
  return api.mock.calls.filter(([input, init]) => String(input) === path && (init?.method ?? 'GET') === method).length;
}
