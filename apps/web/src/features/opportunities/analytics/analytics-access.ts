import {
  ADVANCED_ANALYTICS_REQUIREMENT,
  evaluateGuards,
  isRole,
  PIPELINE_TARGETS_REQUIREMENT,
  type GuardRequirement,
} from '@scopewright/domain';
import { useAuthState } from '@/lib/auth-state';

export interface AnalyticsAccess {
  /** The signed-in user is still being read: neither the screen nor the upgrade prompt yet. */
  isLoading: boolean;
  canRead: boolean;
  /** Admins set the forecast's targets. */
  canSetTargets: boolean;
  /** Why reading is refused (the plan, for the upgrade prompt); null when allowed. */
  refusal: string | null;
  isAdmin: boolean;
}

/** What the signed-in user may do with analytics and forecasts: the API's guard chain, run in the browser. */
export function useAnalyticsAccess(path: string): AnalyticsAccess {
  const auth = useAuthState();
  if (auth.status !== 'signed-in') {
    return {
      isLoading: auth.status === 'loading',
      canRead: false,
      canSetTargets: false,
      refusal: null,
      isAdmin: false,
    };
  }
  const profile = { ...auth.profile, role: isRole(auth.profile.role) ? auth.profile.role : null };
  const check = (requirement: GuardRequirement) =>
    evaluateGuards({ session: { userId: auth.user.id }, profile, tenant: auth.access, path, requirement });
  const read = check(ADVANCED_ANALYTICS_REQUIREMENT);
  const isAdmin = profile.role === 'msp_admin' || profile.role === 'super_admin';
  return {
    isLoading: false,
    canRead: read.ok,
    canSetTargets: read.ok && check(PIPELINE_TARGETS_REQUIREMENT).ok,
    refusal: read.ok ? null : read.message,
    isAdmin,
  };
}
