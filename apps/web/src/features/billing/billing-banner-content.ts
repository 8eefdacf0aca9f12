import { BILLING_COPY, STRIPE_BILLING_COPY, TIER_LABELS, isTier } from '@scopewright/domain';
import { AlertTriangle, CalendarClock, Clock, CreditCard, Lock, type LucideIcon } from 'lucide-react';
import type { BillingOverview } from '@/data/billing';
import { BILLING_SCREEN_COPY as COPY } from './billing-copy';
import { formatDate, intervalWord, planWithInterval } from './billing-format';
import { liveSubscription, periodEndText } from './subscription-state';

export type BannerTone = 'info' | 'warning' | 'danger';
/** What the banner offers to do about it. */
export type BannerAction = 'portal' | 'resume' | 'keep' | 'plans';

export interface BannerContent {
  tone: BannerTone;
  icon: LucideIcon;
  title: string;
  text: string;
  actions: BannerAction[];
}

/** The workspace's most pressing billing state, or null when all is well. */
export function bannerFor(overview: BillingOverview): BannerContent | null {
  const { plan, provider } = overview;
  const subscription = liveSubscription(overview);
  if (plan.isSuspended) {
    if (plan.isSuspendedBySupport) {
      return {
        tone: 'danger',
        icon: Lock,
        title: COPY.suspendedTitle,
        text: BILLING_COPY.suspendedBySupport,
        actions: [],
      };
    }
    const isStripe = provider === 'stripe';
    return {
      tone: 'danger',
      icon: Lock,
      title: COPY.suspendedTitle,
      text: isStripe ? STRIPE_BILLING_COPY.suspendedPastDue : BILLING_COPY.suspendedPlan,
      actions: isStripe && overview.subscription ? ['plans', 'portal'] : ['plans'],
    };
  }
  if (plan.isReadOnly) {
    const expired = plan.activeTier === 'trial' || plan.activeTier === 'readonly_trial_expired';
    return {
      tone: 'warning',
      icon: Lock,
      title: expired ? 'Trial ended' : 'Read-only',
      text: expired ? BILLING_COPY.trialExpired : BILLING_COPY.readOnly,
      actions: [],
    };
  }
  if (subscription?.status === 'past_due') {
    const suspension = subscription.suspensionDate ? formatDate(subscription.suspensionDate) : null;
    return {
      tone: 'danger',
      icon: CreditCard,
      title: COPY.pastDueTitle,
      text: COPY.pastDue(suspension),
      actions: ['portal'],
    };
  }
  if (subscription?.cancelAtPeriodEnd) {
    return {
      tone: 'warning',
      icon: CalendarClock,
      title: COPY.endsTitle(periodEndText(subscription)),
      text: COPY.endsText,
      actions: ['resume'],
    };
  }
  if (subscription?.scheduledChange) {
    const { tier, interval, at } = subscription.scheduledChange;
    return {
      tone: 'info',
      icon: CalendarClock,
      title: COPY.scheduledTitle(
        TIER_LABELS[tier],
        intervalWord(interval),
        at ? formatDate(at) : periodEndText(subscription),
      ),
      text: COPY.scheduledText(planWithInterval(subscription.tier, subscription.interval)),
      actions: ['keep'],
    };
  }
  if (plan.isTrial) {
    const tier = plan.effectiveTier && isTier(plan.effectiveTier) ? TIER_LABELS[plan.effectiveTier] : 'Enterprise';
    const isLimited = plan.accessLevel === 'limited';
    return {
      tone: isLimited ? 'warning' : 'info',
      icon: isLimited ? AlertTriangle : Clock,
      title: `${plan.trialDaysRemaining} ${plan.trialDaysRemaining === 1 ? 'day' : 'days'} left in your trial`,
      text: BILLING_COPY.trialBanner(plan.trialDaysRemaining, tier),
      actions: [],
    };
  }
  return null;
}
