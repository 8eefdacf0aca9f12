import { appLinks } from '../app-links';
import { AUTH_COPY } from '../auth/auth-copy';
import type { ErrorReason } from '../error-reasons';
import { loginPathFor } from '../auth/return-target';
import type { AccessSummary } from './access-summary';
import type { FeatureSet } from './features';
import { ACCESS_DENIED_PATH, isOnboardingComplete, isOnboardingExemptPath, isPathWithin } from './onboarding';
import type { OnboardingProfile } from './onboarding';
import { checkPermissions, describeFeatures } from './permissions';
import { hasRoleAtLeast, ROLE_LABELS, type Role } from './roles';
import { meetsTier, requiredTierOf, TIER_LABELS, type Tier } from './tiers';

export type GuardName = 'auth' | 'onboarding' | 'tenant' | 'role' | 'tier' | 'permissions' | 'suspended';

export interface GuardRequirement {
  role?: Role;
  tier?: Tier | readonly Tier[];
  /** With a tier list: all are required, i.e. the highest (docs/product-rules.md#tiers-and-limits). */
  allTiers?: boolean;
  permissions?: readonly (keyof FeatureSet)[];
  tenant?: boolean;
  /** API routes that finish onboarding itself (profile, onboarding) skip the onboarding guard. */
  skipOnboarding?: boolean;
  /** Billing stays reachable for suspended tenants so they can resolve it (the web's /dashboard/billing rule). */
  allowSuspended?: boolean;
}

export interface GuardInput {
  session: { userId: string } | null;
  profile: OnboardingProfile | null;
  tenant: AccessSummary | null;
  path: string;
  requirement: GuardRequirement;
}

export type GuardFailure = {
  ok: false;
  guard: GuardName;
  message: string;
  title?: string;
  redirectTo?: string;
  /** Role or tier labels, for the "required and current" display. */
  required?: string;
  current?: string;
  /** The refusal's closed sub-reason, sent as the 403's details.reason. */
  reason?: ErrorReason<'FORBIDDEN'>;
};
export type GuardResult = { ok: true } | GuardFailure;

const fail = (guard: GuardName, message: string, extra: Partial<GuardFailure> = {}): GuardFailure => ({
  ok: false,
  guard,
  message,
  ...extra,
});

/** Guard chain: auth → onboarding → tenant → role → tier → permissions; the first failure stops it (docs/product-rules.md#guard-chain, docs/product-rules.md#live-access-rules). */
export function evaluateGuards({ session, profile, tenant, path, requirement }: GuardInput): GuardResult {
  if (!session) return fail('auth', AUTH_COPY.signInRequired, { redirectTo: loginPathFor(path) });
  if (!profile) return fail('auth', AUTH_COPY.profileMissing);
  if (profile.role === 'super_admin') return { ok: true };

  if (!requirement.skipOnboarding && !isOnboardingExemptPath(path) && !isOnboardingComplete(profile)) {
    return fail('onboarding', AUTH_COPY.onboardingMessage, { title: AUTH_COPY.onboardingTitle });
  }

  const perms = requirement.permissions ?? [];
  const needsTenant = requirement.tenant === true || requirement.tier !== undefined || perms.length > 0;
  if (needsTenant) {
    if (!profile.tenantId) return fail('tenant', AUTH_COPY.tenantRequired);
    // A missing summary is a failed lookup: treated as suspended (docs/product-rules.md#access-summary). Billing stays reachable to resolve it.
    if ((!tenant || tenant.isSuspended) && !requirement.allowSuspended && !isPathWithin(path, appLinks.billing())) {
      return fail('suspended', AUTH_COPY.tenantSuspended, { redirectTo: appLinks.billing() });
    }
  }

  if (requirement.role && !hasRoleAtLeast(profile.role, requirement.role)) {
    return fail('role', AUTH_COPY.requiredRoles(ROLE_LABELS[requirement.role]), {
      required: ROLE_LABELS[requirement.role],
      current: profile.role ? ROLE_LABELS[profile.role] : 'None',
    });
  }

  const effectiveTier = tenant?.effectiveTier ?? null;
  if (requirement.tier !== undefined) {
    const needed = requiredTierOf(requirement.tier, { all: requirement.allTiers });
    if (needed !== null) {
      if (!effectiveTier) {
        return fail('tier', AUTH_COPY.tierUnknown, { required: TIER_LABELS[needed], reason: 'plan-upgrade' });
      }
      if (!meetsTier(effectiveTier, needed)) {
        return fail('tier', AUTH_COPY.requiredTier(TIER_LABELS[needed]), {
          required: TIER_LABELS[needed],
          current: TIER_LABELS[effectiveTier],
          reason: 'plan-upgrade',
        });
      }
    }
  }

  if (perms.length > 0) {
    const features = tenant?.features;
    const check = features ? checkPermissions(features, profile.role, perms) : null;
    const missing = check ? check.missingFeatures : [...perms];
    if (missing.length > 0) {
      const current = effectiveTier ? TIER_LABELS[effectiveTier] : undefined;
      if (effectiveTier && tenant && !tenant.isReadOnly) {
        const message = AUTH_COPY.tierUpgrade(TIER_LABELS[effectiveTier], describeFeatures(missing));
        return fail('permissions', message, { current, reason: 'plan-upgrade' });
      }
      return fail('permissions', AUTH_COPY.requiredPermissions(describeFeatures(missing)), { current });
    }
    if (check && check.missingRole.length > 0) {
      return fail('permissions', AUTH_COPY.requiredPermissions(describeFeatures(check.missingRole)));
    }
  }

  return { ok: true };
}

const pathnameOf = (path: string): string => (path.split(/[?#]/, 1)[0] ?? '').replace(/\/+$/, '') || '/';

/** A guard redirect to the current page shows Access Denied instead (docs/product-rules.md#guard-chain). */
export function preventRedirectLoop(currentPath: string, redirectTo: string): string {
  if (pathnameOf(currentPath) !== pathnameOf(redirectTo)) return redirectTo;
  return `${ACCESS_DENIED_PATH}?message=${encodeURIComponent(AUTH_COPY.guardLoop)}`;
}
