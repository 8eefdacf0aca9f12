import { AUTH_COPY } from '../auth/auth-copy';
import { evaluateGuards, type GuardInput, type GuardRequirement, type GuardResult } from './guards';

/** Where a platform super admin without a workspace lands: the platform console's home. */
export const PLATFORM_HOME_PATH = '/dashboard/superadmin';

/** A screen that reads or writes a workspace's records: it has nothing to show without one. */
export function needsWorkspace(requirement: GuardRequirement): boolean {
  return requirement.tenant === true || requirement.tier !== undefined || (requirement.permissions?.length ?? 0) > 0;
}

/**
 * Whether a signed-in user may open a screen: the guard chain, plus one rule the API's chain leaves to the
 * screens (every workspace query of theirs answers 403): a super admin without a workspace is sent to the platform
 * home instead of a workspace screen (docs/product-rules.md#guard-chain). The dashboard's route guard, sidebar and palette all ask this.
 */
export function evaluateScreenAccess(input: GuardInput): GuardResult {
  const { profile, requirement } = input;
  if (input.session && profile?.role === 'super_admin' && !profile.tenantId && needsWorkspace(requirement)) {
    return { ok: false, guard: 'tenant', message: AUTH_COPY.tenantRequired, redirectTo: PLATFORM_HOME_PATH };
  }
  return evaluateGuards(input);
}

export const canOpenScreen = (input: GuardInput): boolean => evaluateScreenAccess(input).ok;
