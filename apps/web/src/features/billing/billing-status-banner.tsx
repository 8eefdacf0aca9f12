import { BILLING_COPY, TIER_LABELS, isTier } from '@scopewright/domain';
import type { BillingOverview } from '@/data/billing';
import { AlertTriangle, Clock, Lock } from 'lucide-react';
import { cn } from '@/lib/utils';

const TONES = {
  info: 'border-primary/25 bg-brand-soft text-brand-ink',
  warning: 'border-amber-500/40 bg-amber-50 text-amber-950 dark:bg-amber-950/40 dark:text-amber-100',
  danger: 'border-destructive/30 bg-destructive/5 text-destructive',
} as const;

/** What the workspace's state means and what to do: trial days left, read-only, suspended. */
export function BillingStatusBanner({ plan }: { plan: BillingOverview['plan'] }) {
  const content = bannerFor(plan);
  if (!content) return null;
  const { tone, icon: Icon, title, text } = content;
  return (
    <div
      role={tone === 'info' ? 'status' : 'alert'}
      data-testid="billing-status"
      data-tone={tone}
      className={cn('flex gap-3 rounded-xl border px-4 py-3 text-sm', TONES[tone])}
    >
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden />
      <div className="min-w-0 space-y-0.5">
        <p className="font-semibold">{title}</p>
        <p className="leading-6 opacity-90">{text}</p>
      </div>
    </div>
  );
}

function bannerFor(plan: BillingOverview['plan']) {
  if (plan.isSuspended) {
    return {
      tone: 'danger' as const,
      icon: Lock,
      title: 'Workspace suspended',
      text: plan.isSuspendedBySupport ? BILLING_COPY.suspendedBySupport : BILLING_COPY.suspendedPlan,
    };
  }
  if (plan.isReadOnly) {
    const expired = plan.activeTier === 'trial' || plan.activeTier === 'readonly_trial_expired';
    return {
      tone: 'warning' as const,
      icon: Lock,
      title: expired ? 'Trial ended' : 'Read-only',
      text: expired ? BILLING_COPY.trialExpired : BILLING_COPY.readOnly,
    };
  }
  if (plan.isTrial) {
    const tier = plan.effectiveTier && isTier(plan.effectiveTier) ? TIER_LABELS[plan.effectiveTier] : 'Enterprise';
    const isLimited = plan.accessLevel === 'limited';
    return {
      tone: isLimited ? ('warning' as const) : ('info' as const),
      icon: isLimited ? AlertTriangle : Clock,
      title: `${plan.trialDaysRemaining} ${plan.trialDaysRemaining === 1 ? 'day' : 'days'} left in your trial`,
      text: BILLING_COPY.trialBanner(plan.trialDaysRemaining, tier),
    };
  }
  return null;
}
