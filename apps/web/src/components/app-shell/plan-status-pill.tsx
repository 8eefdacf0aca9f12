import { TIER_LABELS } from '@scopewright/domain';
import { Link } from 'react-router';
import { useAuthState } from '@/lib/auth-state';
import { cn } from '@/lib/utils';

/**
 * The workspace's plan in the header: "Enterprise trial · 12 days left", "Premium", "Read-only", "Suspended".
 * Amber at 3 or fewer trial days (limited access) and when read-only; admins get a link to billing.
 */
export function PlanStatusPill() {
  const auth = useAuthState();
  if (auth.status !== 'signed-in' || !auth.tenant) return null;
  const { access } = auth;
  const tier = access.effectiveTier ? TIER_LABELS[access.effectiveTier] : null;
  const text = access.isSuspended
    ? 'Suspended'
    : access.isReadOnly
      ? 'Read-only'
      : access.isTrial
        ? `${tier ?? 'Enterprise'} trial · ${access.trialDaysRemaining} ${access.trialDaysRemaining === 1 ? 'day' : 'days'} left`
        : tier;
  if (!text) return null;
  const tone =
    access.accessLevel === 'suspended'
      ? 'border-destructive/40 bg-destructive/5 text-destructive'
      : access.accessLevel === 'limited' || access.accessLevel === 'readonly'
        ? 'border-amber-500/50 bg-amber-50 text-amber-800 dark:bg-amber-950/40 dark:text-amber-200'
        : access.isTrial
          ? 'border-primary/25 bg-brand-soft text-brand-ink'
          : 'text-muted-foreground';
  const className = cn(
    'hidden h-7 items-center rounded-full border px-3 text-xs font-medium whitespace-nowrap md:inline-flex',
    tone,
  );
  const isAdmin = auth.profile.role === 'msp_admin' || auth.profile.role === 'super_admin';
  return isAdmin ? (
    <Link
      to="/dashboard/billing"
      className={cn(className, 'hover:underline')}
      data-testid="plan-status"
      title="Plan and billing"
    >
      {text}
    </Link>
  ) : (
    <span className={className} data-testid="plan-status">
      {text}
    </span>
  );
}
